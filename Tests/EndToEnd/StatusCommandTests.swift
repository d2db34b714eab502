import Foundation
import Testing

extension EndToEnd {
  /// `status` and `log` read the game the running app keeps, without disturbing it.
  @Suite("status and log")
  struct StatusCommandTests {
    @Test("status: while the app runs, it prints the live score line first")
    func statusWhileRunning() async throws {
      let state = try SharedStateDirectory()
      let tmux = try await TmuxSession.startScoreboard(
        arguments: state.arguments + ["--home", "Lions", "--away", "Tigers"], home: "Lions", away: "Tigers")
      try await tmux.typeAndExpect([("3h", "Lions 3 : 0 Tigers"), ("2a", "Lions 3 : 2 Tigers")])

      let status = try AppCommand.run(["status"] + state.arguments)
      #expect(status.status == 0 && !status.endedBySignal, "\(status)")
      let firstLine = status.standardOutput.split(whereSeparator: \.isNewline).first.map(String.init)
      #expect(
        firstLine == "Lions 3 : 2 Tigers", "status printed:\n\(status.standardOutput)\(status.standardError)")

      // One more point, and status follows without a restart.
      try await tmux.typeAndExpect([("h", "Lions 4 : 2 Tigers")])
      let after = try AppCommand.run(["status"] + state.arguments)
      #expect(after.standardOutput.hasPrefix("Lions 4 : 2 Tigers\n"), "\(after)")
      let exit = try await tmux.quit()
      #expect(exit.status == 0, "\(exit)")
    }

    @Test("status: with the default state dir (XDG_STATE_HOME) it finds the running app's game")
    func statusDefaultStateDirectory() async throws {
      let tmux = try await TmuxSession.startScoreboard()
      try await tmux.typeAndExpect([("2a", "Home 0 : 2 Away")])
      #expect(
        FileManager.default.fileExists(atPath: tmux.defaultStateDirectory.path),
        "no state directory at \(tmux.defaultStateDirectory.path)")
      let status = try AppCommand.run(["status"], home: tmux.homeDirectory)
      #expect(status.standardOutput.hasPrefix("Home 0 : 2 Away\n"), "\(status)")
      _ = try await tmux.quit()
    }

    @Test("status --json: parses, with every documented key and the live values")
    func statusJSON() async throws {
      let state = try SharedStateDirectory()
      let tmux = try await TmuxSession.startScoreboard(
        arguments: state.arguments + ["--home", "Lions", "--away", "Tigers"], home: "Lions", away: "Tigers")
      try await tmux.typeAndExpect([("3h", "Lions 3 : 0 Tigers"), ("a", "Lions 3 : 1 Tigers")])

      let document = try AppCommand.statusJSON(state.arguments)
      for key in [
        "sport", "home", "away", "period", "clock", "winner", "callout", "final", "score_line", "counters",
      ] {
        #expect(document.keys.contains(key), "status --json has no \"\(key)\": \(document.keys.sorted())")
      }
      #expect(document["sport"] as? String == "generic", "\(document)")
      #expect(document["score_line"] as? String == "Lions 3 : 1 Tigers", "\(document)")
      #expect(
        document["clock"] is NSNull, "clock outside the timed sports: \(document["clock"] ?? "missing")")
      #expect(
        document["period"] is NSNull, "period outside the timed sports: \(document["period"] ?? "missing")")
      #expect(
        document["winner"] is NSNull, "winner while the match is on: \(document["winner"] ?? "missing")")
      #expect(document["counters"] is [Any], "\(document)")
      #expect(document["final"] as? Bool == false, "\(document)")
      let home = document["home"] as? [String: Any]
      let away = document["away"] as? [String: Any]
      #expect(home?["name"] as? String == "Lions", "\(document)")
      #expect(home?["score"] as? Int == 3, "\(document)")
      #expect(away?["name"] as? String == "Tigers", "\(document)")
      #expect(away?["score"] as? Int == 1, "\(document)")
      _ = try await tmux.quit()
    }

    @Test(
      "status --json: basketball has a clock object and a period; tennis has games, sets, points, serving")
    func statusJSONSports() async throws {
      let basketballState = try SharedStateDirectory()
      let basketball = try await TmuxSession.startScoreboard(
        arguments: basketballState.arguments + ["--sport", "basketball"])
      try await basketball.typeAndExpect([("2h", "Home 2 : 0 Away")])
      let timed = try AppCommand.statusJSON(basketballState.arguments)
      #expect(timed["sport"] as? String == "basketball", "\(timed)")
      #expect(timed["period"] as? String == "Q1", "\(timed)")
      let clock = timed["clock"] as? [String: Any]
      #expect(clock?["running"] as? Bool == false, "\(timed)")
      #expect(clock?["direction"] as? String == "down", "\(timed)")
      #expect(clock?["display"] as? String == "10:00", "\(timed)")
      #expect((clock?["seconds"] as? NSNumber)?.doubleValue == 600, "\(timed)")
      let homeTeam = timed["home"] as? [String: Any]
      #expect(homeTeam?["fouls"] is NSNumber, "basketball tracks fouls: \(timed)")
      _ = try await basketball.quit()

      let tennisState = try SharedStateDirectory()
      let tennis = try TmuxSession(arguments: tennisState.arguments + ["--sport", "tennis"])
      try await tennis.waitFor(text: "Home")
      let rally = try AppCommand.statusJSON(tennisState.arguments)
      #expect(rally["sport"] as? String == "tennis", "\(rally)")
      let tennisHome = rally["home"] as? [String: Any]
      for key in ["games", "sets", "points", "serving"] {
        #expect(tennisHome?[key] != nil, "tennis home team has no \"\(key)\": \(rally)")
      }
      _ = try await tennis.quit()
    }

    @Test("log --csv: a header, then one row per scoring action with its side and the scores after it")
    func logCSV() async throws {
      let state = try SharedStateDirectory()
      let tmux = try await TmuxSession.startScoreboard(arguments: state.arguments)
      try await tmux.typeAndExpect([
        ("h", "Home 1 : 0 Away"),
        ("a", "Home 1 : 1 Away"),
        ("a", "Home 1 : 2 Away"),
        ("h", "Home 2 : 2 Away"),
      ])
      let log = try AppCommand.run(["log", "--csv"] + state.arguments)
      #expect(log.status == 0, "\(log)")
      let rows = log.standardOutput.split(whereSeparator: \.isNewline).map(String.init)
      #expect(
        rows.first == "time,action,side,home,away,period,clock,counter,value",
        "log --csv:\n\(log.standardOutput)")
      let data = Array(rows.dropFirst())
      #expect(data.count == 4, "expected 4 rows, one per point:\n\(log.standardOutput)")
      let fields = data.map {
        $0.split(separator: ",", omittingEmptySubsequences: false).dropFirst().map(String.init)
      }
      #expect(
        fields == [
          ["home +1", "home", "1", "0", "", "", "", ""], ["away +1", "away", "1", "1", "", "", "", ""],
          ["away +1", "away", "1", "2", "", "", "", ""], ["home +1", "home", "2", "2", "", "", "", ""],
        ],
        "log --csv:\n\(log.standardOutput)")

      // The log goes on across a restart.
      _ = try await tmux.quit()
      let again = try TmuxSession(arguments: state.arguments)
      try await again.waitForScore("Home 2 : 2 Away")
      try await again.typeAndExpect([("u", "Home 1 : 2 Away")])
      let longer = try AppCommand.run(["log", "--csv"] + state.arguments)
      let lastRow = longer.standardOutput.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
      #expect(lastRow.hasSuffix(",undo,,1,2,,,,"), "log --csv after undo:\n\(longer.standardOutput)")
      _ = try await again.quit()
    }
  }
}
