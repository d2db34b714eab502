import Foundation
import Synchronization
import Testing

extension EndToEnd {
  /// `--export-dir DIR`: overlay files for streaming software, always whole.
  @Suite("export")
  struct ExportTests {
    /// What a reader of the export files saw: how many reads, and every read of an existing file that
    /// came back empty or unparsable.
    final class ReaderLog: Sendable {
      private let state = Mutex<(reads: Int, problems: [String], stop: Bool)>((0, [], false))

      var reads: Int { state.withLock { $0.reads } }
      var problems: [String] { state.withLock { $0.problems } }
      var stopped: Bool { state.withLock { $0.stop } }

      func stop() { state.withLock { $0.stop = true } }
      func record(problem: String?) {
        state.withLock {
          $0.reads += 1
          if let problem { $0.problems.append(problem) }
        }
      }
    }

    /// The files that are never empty in the generic sport.
    static let nonEmptyFiles = [
      "home_name.txt", "away_name.txt", "home_score.txt", "away_score.txt", "scoreboard.json",
    ]

    /// Polls `directory` until every file in `expected` holds its text; throws at the deadline.
    static func waitForFiles(
      in directory: URL, _ expected: [String: String], timeout: Duration = .seconds(10)
    ) async throws {
      let clock = ContinuousClock()
      let deadline = clock.now.advanced(by: timeout)
      while true {
        var actual: [String: String] = [:]
        for name in expected.keys {
          actual[name] = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        }
        if actual == expected { return }
        if clock.now >= deadline {
          throw HarnessError(
            message: "timed out: export files hold \(actual.sorted { $0.key < $1.key }), "
              + "expected \(expected.sorted { $0.key < $1.key }); folder: "
              + "\(SharedStateDirectory.files(under: directory))")
        }
        try await Task.sleep(for: .milliseconds(40))
      }
    }

    @Test(
      "issue 11 item 9: the export directory is remembered with the game: a restart exports there, says so; --no-export forgets"
    )
    func exportDirectoryRemembered() async throws {
      let state = try SharedStateDirectory()
      let export = try TemporaryDirectory(prefix: "e2e-export")
      let first = try await TmuxSession.startScoreboard(
        arguments: state.arguments + ["--export-dir", export.url.path])
      try await first.waitFor(text: "overlay files: \(export.url.path)")
      try await first.typeAndExpect([("h", "Home 1 : 0 Away")])
      try await Self.waitForFiles(in: export.url, ["home_score.txt": "1"])
      _ = try await first.quit()

      // Wide enough for the temporary folder's long path beside the words.
      let second = try TmuxSession(arguments: state.arguments, width: 120)
      try await second.waitForScore("Home 1 : 0 Away")
      try await second.waitFor(text: "overlay files: \(export.url.path) (remembered)")
      try await second.typeAndExpect([("h", "Home 2 : 0 Away")])
      try await Self.waitForFiles(in: export.url, ["home_score.txt": "2"])
      let status = try AppCommand.run(["status"] + state.arguments)
      #expect(status.standardOutput.contains("overlay files: \(export.url.path)"), "\(status)")
      _ = try await second.quit()

      let third = try TmuxSession(arguments: state.arguments + ["--no-export"])
      try await third.waitForScore("Home 2 : 0 Away")
      try await third.typeAndExpect([("h", "Home 3 : 0 Away")])
      _ = try await third.quit()
      let stale = try String(contentsOf: export.url.appendingPathComponent("home_score.txt"), encoding: .utf8)
      #expect(stale == "2")
      let forgotten = try AppCommand.run(["status"] + state.arguments)
      #expect(!forgotten.standardOutput.contains("overlay files"), "\(forgotten)")
    }

    @Test("export: after a scripted game the files hold the names, scores, empty period and clock, the JSON")
    func filesAfterGame() async throws {
      let state = try SharedStateDirectory()
      let export = try TemporaryDirectory(prefix: "e2e-export")
      let tmux = try await TmuxSession.startScoreboard(
        arguments: state.arguments + [
          "--export-dir", export.url.path, "--home", "Lions", "--away", "Tigers",
        ],
        home: "Lions", away: "Tigers")
      try await tmux.typeAndExpect([
        ("3h", "Lions 3 : 0 Tigers"),
        ("a", "Lions 3 : 1 Tigers"),
        ("a", "Lions 3 : 2 Tigers"),
        ("u", "Lions 3 : 1 Tigers"),
      ])
      try await Self.waitForFiles(
        in: export.url,
        [
          "home_name.txt": "Lions", "away_name.txt": "Tigers", "home_score.txt": "3", "away_score.txt": "1",
          "period.txt": "", "clock.txt": "",
        ])
      let files = SharedStateDirectory.files(under: export.url)
      #expect(!files.contains("serving.txt"), "generic has no server, yet: \(files)")
      let json = try Data(contentsOf: export.url.appendingPathComponent("scoreboard.json"))
      let document = try JSONSerialization.jsonObject(with: json) as? [String: Any]
      #expect(
        document?["score_line"] as? String == "Lions 3 : 1 Tigers", "\(String(decoding: json, as: UTF8.self))"
      )
      let status = try AppCommand.run(["status", "--json"] + state.arguments)
      #expect(
        status.standardOutput == String(decoding: json, as: UTF8.self),
        "scoreboard.json differs from status --json:\n\(String(decoding: json, as: UTF8.self))\n---\n\(status.standardOutput)"
      )
      let stray = files.filter {
        ![
          "home_name.txt", "away_name.txt", "home_score.txt", "away_score.txt",
          "period.txt", "clock.txt", "callout.txt", "scoreboard.json",
        ].contains($0)
      }
      #expect(stray.isEmpty, "temporary files left in the export folder: \(stray)")
      _ = try await tmux.quit()
    }

    @Test("export: basketball writes Q1 and the clock; volleyball writes the set number and the server")
    func sportFiles() async throws {
      let basketballExport = try TemporaryDirectory(prefix: "e2e-export")
      let basketballState = try SharedStateDirectory()
      let basketball = try await TmuxSession.startScoreboard(
        arguments: basketballState.arguments + [
          "--sport", "basketball", "--export-dir", basketballExport.url.path,
        ])
      try await basketball.typeAndExpect([("2h", "Home 2 : 0 Away")])
      try await Self.waitForFiles(
        in: basketballExport.url, ["home_score.txt": "2", "period.txt": "Q1", "clock.txt": "10:00"])
      #expect(!SharedStateDirectory.files(under: basketballExport.url).contains("serving.txt"))
      _ = try await basketball.quit()

      let volleyballExport = try TemporaryDirectory(prefix: "e2e-export")
      let volleyballState = try SharedStateDirectory()
      let volleyball = try TmuxSession(
        arguments: volleyballState.arguments + [
          "--sport", "volleyball", "--export-dir", volleyballExport.url.path,
        ])
      try await Self.waitForFiles(in: volleyballExport.url, ["period.txt": "Set 1", "home_score.txt": "0"])
      let serving = try String(
        contentsOf: volleyballExport.url.appendingPathComponent("serving.txt"), encoding: .utf8)
      #expect(["Home", "Away"].contains(serving), "serving.txt holds \"\(serving)\"")
      _ = try await volleyball.quit()
    }

    @Test("export: a reader polling the files while keys are typed never reads an empty or partial file")
    func readerNeverSeesEmptyFile() async throws {
      let state = try SharedStateDirectory()
      let export = try TemporaryDirectory(prefix: "e2e-export")
      let tmux = try await TmuxSession.startScoreboard(
        arguments: state.arguments + ["--export-dir", export.url.path])
      try await Self.waitForFiles(in: export.url, ["home_score.txt": "0", "away_score.txt": "0"])

      let log = ReaderLog()
      let directory = export.url
      let reader = Thread {
        while !log.stopped {
          for name in Self.nonEmptyFiles {
            let url = directory.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: url) else {
              log.record(problem: "\(name) could not be read (missing)")
              continue
            }
            if data.isEmpty {
              log.record(problem: "\(name) was empty")
            } else if name == "scoreboard.json", (try? JSONSerialization.jsonObject(with: data)) == nil {
              log.record(problem: "scoreboard.json did not parse: \(String(decoding: data, as: UTF8.self))")
            } else {
              log.record(problem: nil)
            }
          }
        }
      }
      reader.start()
      defer { log.stop() }

      var generator = SeededGenerator(seed: 6)
      var score = (home: 0, away: 0)
      for _ in 0..<40 {
        if Bool.random(using: &generator) {
          try tmux.type("h")
          score.home += 1
        } else {
          try tmux.type("a")
          score.away += 1
        }
      }
      try await tmux.waitForScore("Home \(score.home) : \(score.away) Away")
      try await Self.waitForFiles(
        in: export.url, ["home_score.txt": "\(score.home)", "away_score.txt": "\(score.away)"])
      log.stop()
      #expect(log.reads > 100, "the reader read only \(log.reads) times")
      #expect(
        log.problems.isEmpty, "\(log.problems.count) bad reads of \(log.reads): \(log.problems.prefix(10))")
      _ = try await tmux.quit()
    }
  }
}
