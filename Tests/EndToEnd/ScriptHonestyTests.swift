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
  }
}
