import Foundation
import Testing

extension EndToEnd {
  /// Games saved by the app before the redesign of the sports (Tests/ScoreboardPersistenceTests/
  /// Fixtures/OldStateDirectories), read by today's binary as a user's scripts would.
  @Suite("old saved games")
  struct OldStateDirectoryTests {
    static let root = URL(filePath: #filePath).deletingLastPathComponent()
      .appending(path: "../ScoreboardPersistenceTests/Fixtures/OldStateDirectories").standardized

    /// The old log with the one change made on purpose (issue 11 item 7): a counter action names
    /// the counter and its new value instead of Swift's debug text.
    static func readable(_ log: String) -> String {
      var log = log
      for value in 1...2 {
        guard let line = log.range(of: "counter increment(by: 1)    ") else { break }
        log.replaceSubrange(line, with: "counter Count +1 = \(value)        ")
      }
      return log
    }

    @Test(
      "status --json and log print what the old app printed",
      arguments: [
        "generic", "basketball", "soccer", "hockey", "volleyball", "table-tennis", "badminton", "tennis",
      ])
    func statusAndLogAsBefore(sport: String) throws {
      let scratch = try TemporaryDirectory(prefix: "e2e-old-\(sport)")
      let state = scratch.url.appendingPathComponent("state")
      try FileManager.default.copyItem(at: Self.root.appendingPathComponent("\(sport)/state"), to: state)
      for (command, recorded) in [
        (["status", "--json"], "status.json"), (["log", "--ticks", "--utc"], "log.txt"),
      ] {
        let result = try AppCommand.run(command + ["--state-dir", state.path])
        var expected = try String(
          contentsOf: Self.root.appendingPathComponent("\(sport)/\(recorded)"), encoding: .utf8)
        if recorded == "log.txt" { expected = Self.readable(expected) }
        #expect(result.status == 0, "\(command) \(sport): \(result)")
        #expect(result.standardOutput == expected, "\(command) \(sport) printed:\n\(result.standardOutput)")
      }
    }
  }
}
