import Foundation
import Testing

extension EndToEnd {
  /// The commands scripts read the game with never print a game that is not there (issue 11,
  /// "Data and honesty").
  @Suite("script commands tell the truth")
  struct ScriptHonestyTests {
    @Test(
      "issue 11 item 3: status, status --json and log on a missing state dir say 'no saved game' and exit 3",
      arguments: [["status"], ["status", "--json"], ["log"], ["log", "--csv"]])
    func noSavedGame(command: [String]) throws {
      let folder = try TemporaryDirectory(prefix: "e2e-no-game")
      let missing = folder.url.appendingPathComponent("mistyped").path
      let result = try AppCommand.run(command + ["--state-dir", missing])
      #expect(result.status == 3 && !result.endedBySignal, "\(result)")
      #expect(result.standardOutput.isEmpty, "\(result)")
      #expect(result.standardError == "scoreboard-tui: no saved game in \(missing)\n", "\(result)")
    }

    @Test("issue 11 item 3: status on a regular file instead of a state dir is an error, exit 2")
    func stateDirectoryIsAFile() throws {
      let folder = try TemporaryDirectory(prefix: "e2e-no-game")
      let file = folder.url.appendingPathComponent("notes.txt")
      try Data("a file\n".utf8).write(to: file)
      let result = try AppCommand.run(["status", "--state-dir", file.path])
      #expect(result.status == 2 && !result.endedBySignal, "\(result)")
      #expect(result.standardOutput.isEmpty, "\(result)")
      #expect(
        result.standardError
          == "scoreboard-tui: cannot use the state directory \(file.path): it is a file, not a directory; "
          + "pass another --state-dir\n", "\(result)")
    }

    @Test(
      "a journal that cannot be read is one line and exit 2 from status and log, never an empty game",
      arguments: [["status"], ["log"]])
    func unreadableJournal(command: [String]) throws {
      let folder = try TemporaryDirectory(prefix: "e2e-unreadable")
      let journal = folder.url.appendingPathComponent("journal")
      // A directory where the journal should be: unreadable as a file even to root.
      try FileManager.default.createDirectory(at: journal, withIntermediateDirectories: false)
      let result = try AppCommand.run(command + ["--state-dir", folder.url.path])
      #expect(result.status == 2 && !result.endedBySignal, "\(result)")
      #expect(result.standardOutput.isEmpty, "\(result)")
      #expect(
        result.standardError
          == "scoreboard-tui: cannot read \(journal.path): it is not a regular file (a FIFO, a device or a "
          + "folder); nothing was changed. Fix it, or start with --state-dir elsewhere\n", "\(result)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: journal.path).isEmpty)
    }

    @Test("issue 11 item 2: replay of a missing path or a directory is one line and exit 2")
    func replayNonsense() throws {
      let folder = try TemporaryDirectory(prefix: "e2e-replay")
      let missing = folder.url.appendingPathComponent("nonexistent").path
      let cases = [
        (missing, "cannot replay \(missing): no such file"),
        (
          folder.url.path,
          "cannot replay \(folder.url.path): it is a directory; give a journal file in it (journal or journal.<number>)"
        ),
      ]
      for (path, message) in cases {
        let result = try AppCommand.run(["replay", path])
        #expect(result.status == 2 && !result.endedBySignal, "\(result)")
        #expect(result.standardOutput.isEmpty, "\(result)")
        #expect(result.standardError == "scoreboard-tui: \(message)\n", "\(result)")
      }
    }

    @Test(
      "issue 11 item 1: after two sittings, replay of the last segment and of the empty journal print the saved game"
    )
    func replayRebuildsTheGame() async throws {
      let state = try SharedStateDirectory()
      let arguments = state.arguments + ["--sport", "basketball"]
      let first = try await TmuxSession.startScoreboard(arguments: arguments)
      try await first.typeAndExpect([("3h", "Home 3 : 0 Away"), ("2a", "Home 3 : 2 Away")])
      #expect(try await first.quit().status == 0)
      let second = try TmuxSession(arguments: state.arguments)
      try await second.waitForScore("Home 3 : 2 Away")
      try await second.typeAndExpect([("h", "Home 4 : 2 Away")])
      #expect(try await second.quit().status == 0)

      let segments = SharedStateDirectory.files(under: state.url).filter { $0.hasPrefix("journal.") }
      #expect(segments.count == 2, "\(segments)")
      let expected = "Home 4 : 2 Away, Q1 10:00\n"
      for file in ["journal"] + segments.suffix(1) {
        let result = try AppCommand.run(["replay", state.url.appendingPathComponent(file).path])
        #expect(result.status == 0, "\(file): \(result)")
        #expect(result.standardOutput.hasPrefix(expected), "\(file): \(result)")
      }
    }

    /// A copy of an old saved game from the fixtures (basketball: clock, fouls and timeouts;
    /// generic: counters), to read with the script commands.
    static func oldGame(_ sport: String) throws -> (TemporaryDirectory, String) {
      let scratch = try TemporaryDirectory(prefix: "e2e-log-\(sport)")
      let state = scratch.url.appendingPathComponent("state")
      try FileManager.default.copyItem(
        at: OldStateDirectoryTests.root.appendingPathComponent("\(sport)/state"), to: state)
      return (scratch, state.path)
    }

    @Test("issue 11 item 7: log --csv has one column per field, local time with its offset, and no ticks")
    func logCSVColumns() throws {
      let (scratch, state) = try Self.oldGame("basketball")
      let result = try AppCommand.run(["log", "--csv", "--state-dir", state], environment: ["TZ": "UTC-2"])
      withExtendedLifetime(scratch) {}
      let rows = result.standardOutput.split(separator: "\n").map(String.init)
      #expect(result.status == 0, "\(result)")
      #expect(rows.first == "time,action,side,home,away,period,clock,counter,value")
      #expect(rows.dropFirst().first == "2026-11-24T09:07:35.423+02:00,home +1,home,1,0,Q1,10:00,,")
      #expect(rows.contains("2026-11-24T09:07:38.394+02:00,foul away,away,2,1,Q1,9:59,,"), "\(rows)")
      #expect(!rows.contains { $0.contains(",clock tick,") }, "\(rows)")
      let withTicks = try AppCommand.run(["log", "--csv", "--ticks", "--utc", "--state-dir", state])
      #expect(
        withTicks.standardOutput.contains("2026-11-24T07:07:37.184Z,clock tick,,2,1,Q1,9:59,,\n"),
        "\(withTicks)")
    }

    @Test("issue 11 item 7: a counter action names the counter and its new value, in text, CSV and JSON")
    func logCounters() throws {
      let (scratch, state) = try Self.oldGame("generic")
      defer { withExtendedLifetime(scratch) {} }
      let text = try AppCommand.run(["log", "--utc", "--state-dir", state])
      #expect(
        text.standardOutput.contains(
          "2026-11-24T07:07:32.561Z  counter Count +1 = 2          Lions 2 : 3 Tigers\n"),
        "\(text)")
      #expect(!text.standardOutput.contains("increment(by:"), "\(text)")
      let csv = try AppCommand.run(["log", "--csv", "--utc", "--state-dir", state])
      #expect(
        csv.standardOutput.contains("2026-11-24T07:07:32.561Z,counter Count +1 = 2,,2,3,,,Count,2\n"),
        "\(csv)")
      let json = try AppCommand.run(["log", "--json", "--utc", "--state-dir", state])
      let lines = json.standardOutput.split(separator: "\n")
      let counterLine = try #require(lines.first { $0.contains("counter Count +1 = 2") })
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(counterLine.utf8)) as? [String: String])
      #expect(
        object == [
          "time": "2026-11-24T07:07:32.561Z", "action": "counter Count +1 = 2", "home": "2", "away": "3",
          "counter": "Count", "value": "2", "score": "Lions 2 : 3 Tigers",
        ])
    }

    @Test("issue 11 item 8: set point names its side in status and JSON; period.txt and JSON agree")
    func calloutSideAndPeriod() async throws {
      let state = try SharedStateDirectory()
      let export = try TemporaryDirectory(prefix: "e2e-export")
      let tmux = try await TmuxSession.startScoreboard(
        arguments: state.arguments + [
          "--sport", "tennis", "--home", "Nadal", "--export-dir", export.url.path,
        ],
        home: "Nadal")
      try await tmux.typeAndExpect([("23h", "Nadal 40 : 0 Away")])
      let status = try AppCommand.run(["status"] + state.arguments)
      #expect(status.standardOutput.contains("\nSet point Nadal\n"), "\(status)")
      let document = try AppCommand.statusJSON(state.arguments)
      #expect(
        document["callout"] as? [String: String] == ["text": "Set point", "side": "home"], "\(document)")
      #expect(document["period"] as? String == "Set 1", "\(document)")
      #expect(document["final"] as? Bool == false, "\(document)")
      let home = document["home"] as? [String: Any]
      #expect(home?["score"] as? Int == 3 && home?["display"] as? String == "40", "\(document)")
      try await tmux.waitUntil("period.txt is written") { _ in
        (try? String(contentsOf: export.url.appendingPathComponent("period.txt"), encoding: .utf8)) == "Set 1"
      }
      _ = try await tmux.quit()
    }
  }
}
