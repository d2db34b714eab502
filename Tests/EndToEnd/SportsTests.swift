import Foundation
import Testing

extension EndToEnd {
  /// Sports in the real terminal: the rules on screen, the game clock running in real time.
  @Suite("sports")
  struct SportsTests {
    @Test("tennis: a game to deuce and advantage on screen, then the game")
    func tennisDeuceAndAdvantage() async throws {
      let tmux = try await TmuxSession.startScoreboard(arguments: ["--sport", "tennis"])
      try await tmux.typeAndExpect([
        ("h", "Home 15 : 0 Away"),
        ("a", "Home 15 : 15 Away"),
        ("h", "Home 30 : 15 Away"),
        ("a", "Home 30 : 30 Away"),
        ("h", "Home 40 : 30 Away"),
        ("a", "Home 40 : 40 Away"),
      ])
      try await tmux.waitFor(text: "Deuce")
      try await tmux.typeAndExpect([("h", "Home AD : 40 Away")])
      try await tmux.waitFor(text: "Advantage")
      try await tmux.typeAndExpect([
        ("a", "Home 40 : 40 Away"),
        ("a", "Home 40 : AD Away"),
        ("a", "Home 0 : 0 Away, sets 0 : 0, games 0 : 1"),
      ])
    }

    @Test(
      "issue 12: a pickleball doubles game from 0-0-2: the call, the server and receiver by name and court, side outs"
    )
    func pickleballFromZeroZeroTwo() async throws {
      let tmux = try TmuxSession(arguments: ["--sport", "pickleball", "--home", "Ann/Bob", "--away", "Cy/Di"])
      try await tmux.waitForScore("Ann/Bob 0 : 0 Cy/Di, call 0-0-2, Ann serves (right)")
      let start = try tmux.screen()
      #expect(start.contains("Ann serves, right") && start.contains("Cy receives"), "\(start)")
      try await tmux.typeAndExpect([
        ("h", "Ann/Bob 1 : 0 Cy/Di, call 1-0-2, Ann serves (left)"),
        ("a", "Ann/Bob 1 : 0 Cy/Di, call 0-1-1, Cy serves (right)"),
        ("h", "Ann/Bob 1 : 0 Cy/Di, call 0-1-2, Di serves (left)"),
        ("a", "Ann/Bob 1 : 1 Cy/Di, call 1-1-2, Di serves (right)"),
        ("h", "Ann/Bob 1 : 1 Cy/Di, call 1-1-1, Bob serves (right)"),
      ])
      try await tmux.waitFor(text: "Side out")
      try await tmux.typeAndExpect([("u", "Ann/Bob 1 : 1 Cy/Di, call 1-1-2, Di serves (right)")])
      _ = try await tmux.quit()
    }

    @Test(
      "issue 12: a badminton doubles game (BWF Law 11): server and receiver by name and court, the order of service"
    )
    func badmintonDoubles() async throws {
      let tmux = try TmuxSession(arguments: ["--sport", "badminton", "--home", "Ann/Bob", "--away", "Cy/Di"])
      try await tmux.waitForScore("Ann/Bob 0 : 0 Cy/Di, games 0 : 0, Ann serves (right)")
      let start = try tmux.screen()
      #expect(start.contains("Ann serves, right") && start.contains("Cy receives"), "\(start)")
      try await tmux.typeAndExpect([
        ("h", "Ann/Bob 1 : 0 Cy/Di, games 0 : 0, Ann serves (left)"),
        ("a", "Ann/Bob 1 : 1 Cy/Di, games 0 : 0, Di serves (left)"),
        ("h", "Ann/Bob 2 : 1 Cy/Di, games 0 : 0, Bob serves (right)"),
        ("u", "Ann/Bob 1 : 1 Cy/Di, games 0 : 0, Di serves (left)"),
      ])
      let undone = try tmux.screen()
      #expect(undone.contains("Di serves, left") && undone.contains("Ann receives"), "\(undone)")
      _ = try await tmux.quit()
    }

    @Test(
      "issue 12: before the first rally the app asks the toss, the server and the receiver; o picks the other, Enter the default; undo asks again"
    )
    func choicesBeforeTheGame() async throws {
      let tmux = try TmuxSession(arguments: ["--sport", "badminton", "--home", "Ann/Bob", "--away", "Cy/Di"])
      try await tmux.waitFor(text: "Ann/Bob serves first?  Enter yes  o Cy/Di")
      try tmux.type("o")
      try await tmux.waitFor(text: "Cy serves for Cy/Di?  Enter yes  o Di")
      try tmux.type("o")
      try await tmux.waitFor(text: "Ann receives for Ann/Bob?  Enter yes  o Bob")
      try tmux.press("Enter")
      let chosen = try await tmux.waitForScore("Ann/Bob 0 : 0 Cy/Di, games 0 : 0, Di serves (right)")
      #expect(chosen.contains("Ann receives"), "\(chosen)")
      try await tmux.typeAndExpect([("a", "Ann/Bob 0 : 1 Cy/Di, games 0 : 0, Di serves (left)")])
      try await tmux.typeAndExpect([("uu", "Ann/Bob 0 : 0 Cy/Di, games 0 : 0, Di serves (right)")])
      try await tmux.waitFor(text: "undid: asked again: the receiver")
      try tmux.type("o")
      try await tmux.waitForScore("Ann/Bob 0 : 0 Cy/Di, games 0 : 0, Di serves (right)")
      let again = try await tmux.waitFor(text: "Bob receives")
      #expect(!again.contains("receives for"), "\(again)")
      _ = try await tmux.quit()
    }

    @Test(
      "issue 12, issue 25 item 17: n renames both players of a pair, Tab keeping what was typed; undo takes it back"
    )
    func renamePlayer() async throws {
      let tmux = try TmuxSession(arguments: ["--sport", "badminton", "--home", "Ann/Bob", "--away", "Cy/Di"])
      try await tmux.typeAndExpect([("h", "Ann/Bob 1 : 0 Cy/Di, games 0 : 0, Ann serves (left)")])
      try tmux.type("n")
      try await tmux.waitFor(text: "Name of Ann/Bob: [Ann/Bob]  Enter saves")
      try tmux.press("Tab", "Tab")
      try await tmux.waitFor(text: "Name of Ann/Bob player 1: [Ann]  Enter saves")
      try tmux.type("Anna")
      try await tmux.waitFor(text: "Name of Ann/Bob player 1: Anna_")
      try tmux.press("Tab")
      try await tmux.waitFor(text: "Name of Anna/Bob player 2: [Bob]")
      try tmux.type("Ben")
      try tmux.press("Enter")
      try await tmux.waitForScore("Anna/Ben 1 : 0 Cy/Di, games 0 : 0, Anna serves (left)")
      try await tmux.typeAndExpect([("u", "Ann/Bob 1 : 0 Cy/Di, games 0 : 0, Ann serves (left)")])
      _ = try await tmux.quit()
    }

    @Test(
      "issue 25 item 29: a mistyped sport gets a guess, a negative number the check it fails, each in one line"
    )
    func optionMessages() throws {
      for (arguments, expected) in [
        (["--sport", "tenis"], "did you mean tennis?"),
        (["--sport", "tennis", "--best-of", "-1"], "--best-of must be an odd number, 1 or more"),
        (
          ["--sport", "badminton", "--format", "3x15", "--points-to-win", "21"],
          "--points-to-win 21 is not below the cap of 21 that --format 3x15 sets"
        ),
      ] {
        let refused = try CommandRunner.run(AppBinary.path, arguments, environment: AppBinary.environment)
        #expect(refused.status == 64, "\(arguments) \(refused)")
        #expect(refused.standardError.contains(expected), "\(arguments) \(refused)")
        #expect((refused.standardOutput + refused.standardError).nonBlankLines.count == 1, "\(refused)")
      }
    }

    @Test(
      "issue 12: the plain scoreboard in sets of games from the command line; a wrong combination is one line"
    )
    func genericSets() async throws {
      let tmux = try TmuxSession(arguments: [
        "--sport", "generic", "--points-to-win", "2", "--games-to-win", "2", "--sets", "3",
      ])
      try await tmux.waitForScore("Home 0 : 0 Away, sets 0 : 0, games 0 : 0")
      try await tmux.typeAndExpect([
        ("hh", "Home 0 : 0 Away, sets 0 : 0, games 1 : 0"),
        ("hh", "Home 0 : 0 Away, sets 1 : 0, games 0 : 0"),
      ])
      _ = try await tmux.quit()
      let refused = try CommandRunner.run(
        AppBinary.path, ["--sport", "generic", "--sets", "3"], environment: AppBinary.environment)
      #expect(refused.status != 0, "\(refused)")
      #expect(refused.standardError.contains("--sets needs --games-to-win"), "\(refused)")
      #expect((refused.standardOutput + refused.standardError).nonBlankLines.count == 1, "\(refused)")
    }

    @Test(
      "issue 12: a soccer shoot-out after a 1-1 draw: kick by kick, the marks under each side, won on penalties"
    )
    func soccerShootout() async throws {
      let tmux = try TmuxSession(arguments: ["--sport", "soccer", "--shootout"])
      try await tmux.waitFor(text: "Home 0 : 0 Away")
      try await tmux.typeAndExpect([("h", "Home 1 : 0 Away"), ("a", "Home 1 : 1 Away")])
      try tmux.type("epe")
      try await tmux.waitFor(text: "Shoot-out, to kick: Home")
      try await tmux.typeAndExpect([("h", "Home 1 : 1 Away, penalties 1 : 0")])
      try await tmux.waitFor(text: "Shoot-out, to kick: Away")
      try await tmux.typeAndExpect([
        ("A", "Home 1 : 1 Away, penalties 1 : 0"), ("h", "Home 1 : 1 Away, penalties 2 : 0"),
        ("a", "Home 1 : 1 Away, penalties 2 : 1"), ("h", "Home 1 : 1 Away, penalties 3 : 1"),
        ("A", "Home 1 : 1 Away, penalties 3 : 1"), ("h", "Home 1 : 1 Away, penalties 4 : 1"),
      ])
      try await tmux.waitFor(text: "Home wins 1-1 on penalties 4-1")
      try tmux.press("Escape")
      let screen = try await tmux.waitFor(text: "Home wins on penalties 4-1")
      #expect(screen.contains("O O O O") && screen.contains("x O x"), "\(screen)")
      let status = try AppCommand.run(
        ["status", "--json"] + [
          "--state-dir",
          tmux.workDirectory.url.appendingPathComponent("home/.local/state/scoreboard-tui").path,
        ])
      #expect(status.standardOutput.contains("\"winner_note\" : \"on penalties 4-1\""), "\(status)")
    }

    @Test(
      "issue 26: a beach volleyball set to 21 in tmux: change of ends every 7, the server by name, status --json right"
    )
    func beachVolleyballSet() async throws {
      let tmux = try TmuxSession(arguments: [
        "--sport", "beach-volleyball", "--home", "Ann/Bob", "--away", "Cy/Di",
      ])
      try await tmux.waitFor(text: "Ann/Bob serves first?  Enter yes  o Cy/Di")
      try await tmux.waitForScore("Ann/Bob 0 : 0 Cy/Di, sets 0 : 0, Ann serves")
      try await tmux.typeAndExpect([
        ("h", "Ann/Bob 1 : 0 Cy/Di, sets 0 : 0, Ann serves"),
        ("a", "Ann/Bob 1 : 1 Cy/Di, sets 0 : 0, Cy serves"),
        ("h", "Ann/Bob 2 : 1 Cy/Di, sets 0 : 0, Bob serves"),
        ("hhhh", "Ann/Bob 6 : 1 Cy/Di, sets 0 : 0, Bob serves"),
      ])
      try await tmux.waitFor(text: "Change ends")
      try await tmux.typeAndExpect([("hhhhhhhhhhhhhh", "Ann/Bob 20 : 1 Cy/Di, sets 0 : 0, Bob serves")])
      try await tmux.waitFor(text: "Technical timeout, change ends, set point Ann/Bob")
      try await tmux.typeAndExpect([
        ("h", "Ann/Bob 0 : 0 Cy/Di, sets 1 : 0, Cy serves"),
        ("a", "Ann/Bob 0 : 1 Cy/Di, sets 1 : 0, Cy serves"),
        ("h", "Ann/Bob 1 : 1 Cy/Di, sets 1 : 0, Ann serves"),
      ])
      let status = try AppCommand.statusJSON([
        "--state-dir", tmux.workDirectory.url.appendingPathComponent("home/.local/state/scoreboard-tui").path,
      ])
      let home = status["home"] as? [String: Any]
      let away = status["away"] as? [String: Any]
      let serving = status["serving"] as? [String: Any]
      #expect(status["sport"] as? String == "beach-volleyball", "\(status)")
      #expect(home?["score"] as? Int == 1 && away?["score"] as? Int == 1, "\(status)")
      #expect(home?["sets"] as? Int == 1 && away?["sets"] as? Int == 0, "\(status)")
      #expect(serving?["player"] as? String == "Ann" && serving?["side"] as? String == "home", "\(status)")
      #expect(status["period"] as? String == "Set 2", "\(status)")
      _ = try await tmux.quit()
    }

    @Test("basketball: the quarter's clock runs while started and holds while stopped")
    func basketballClock() async throws {
      let tmux = try await TmuxSession.startScoreboard(arguments: ["--sport", "basketball"])
      try await tmux.waitFor(text: "10:00")
      try tmux.type(" ")
      try await tmux.waitUntil("the clock counts down below 9:59") { screen in
        guard let shown = Self.clock(in: screen) else { return false }
        return shown < 599
      }
      try tmux.type(" ")
      let stopped = try await tmux.waitForStableScreen(quiet: .milliseconds(1500))
      let held = try #require(Self.clock(in: stopped), "no clock on the screen:\n\(stopped)")
      #expect(held < 599)
      try await tmux.typeAndExpect([("3h", "Home 3 : 0 Away")])
      #expect(Self.clock(in: try tmux.screen()) == held, "scoring must not move a stopped clock")
      try tmux.type("p")
      try await tmux.waitFor(text: "Q2")
      try await tmux.waitFor(text: "10:00")
    }

    @Test("a bad sport option is refused with one line naming it")
    func badSportOption() async throws {
      let tmux = try TmuxSession(arguments: ["--sport", "tennis", "--periods", "3"])
      let report = try await tmux.waitForExit()
      #expect(report.status == 64)
      #expect(report.screen.contains("--periods"))
    }

    /// The game clock on the screen, in whole seconds (`9:57` is 597), if one is shown.
    static func clock(in screen: String) -> Int? {
      let pattern = try! NSRegularExpression(pattern: "(?<![0-9:])([0-9]{1,2}):([0-5][0-9])(?![0-9])")
      let range = NSRange(screen.startIndex..., in: screen)
      guard let match = pattern.firstMatch(in: screen, range: range),
        let minutes = Range(match.range(at: 1), in: screen).flatMap({ Int(screen[$0]) }),
        let seconds = Range(match.range(at: 2), in: screen).flatMap({ Int(screen[$0]) })
      else { return nil }
      return minutes * 60 + seconds
    }
  }
}
