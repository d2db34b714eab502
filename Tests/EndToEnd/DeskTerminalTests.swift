import Foundation
import PostgresTestServer
import Testing

extension EndToEnd {
  /// Issue 27, the desk: `venue desk` full screen in tmux on a real, private PostgreSQL, a keeper
  /// with no names taking the call, keys that hold a match and block a court.
  @Suite("the desk on the terminal", .serialized)
  struct DeskTerminalTests {
    @Test(
      "the desk shows a keeper's call with its time, speaks it, follows its score; h holds a match, b blocks a court; NO KEEPER once the keeper quits"
    )
    func callHoldBlock() async throws {
      let server = try TournamentVenue.start()
      defer { server.destroy() }
      let folder = try TemporaryDirectory(prefix: "e2e-desk-screen")
      let imported = try TournamentVenue.importDraw(into: server, folder: folder).result
      #expect(imported.status == 0, "\(imported.standardError)")

      let spoken = folder.url.appendingPathComponent("calls.txt")
      let desk = try TmuxSession(
        arguments: ["venue", "desk", "--venue", server.url, "--speak-to", spoken.path], width: 110, height: 34
      )
      try await desk.waitFor(text: "no court has a keeper yet", timeout: .seconds(20))

      let state = try TemporaryDirectory(prefix: "e2e-desk-keeper")
      let keeper = try TmuxSession(
        arguments: ["--state-dir", state.url.path, "--no-confirm", "--venue", server.url, "--court", "C1"],
        width: 100, height: 30)
      try await keeper.waitFor(text: "call: Open, Semi-final: Ann v Di", timeout: .seconds(20))
      let called = try await desk.waitUntil("the call is listed with its time", timeout: .seconds(20)) {
        screen in
        screen.range(
          of: #"\d\d:\d\d:\d\d  C1  match 1  Open, Semi-final: Ann v Di"#, options: .regularExpression)
          != nil
      }
      #expect(called.contains("C1  match 1  Open, Semi-final: Ann v Di  warm-up"), "\(called)")
      try await desk.waitFor(text: "score 0-0", timeout: .seconds(20))
      try keeper.type("h")
      let scored = try await desk.waitFor(text: "score 1-0", timeout: .seconds(20))
      #expect(!scored.contains("NO KEEPER"), "the keeper holds C1:\n\(scored)")
      let said = try await Self.waitForFile(spoken, containing: "Court 1: Open, semi-final: Ann against Di")
      #expect(said == "Court 1: Open, semi-final: Ann against Di\n")

      try desk.type("h")
      try await desk.waitFor(text: "match 2  Open, Semi-final: Cy v Bob  held", timeout: .seconds(20))
      try desk.press("Right")
      try desk.type("b")
      try await desk.waitFor(text: "C1  BLOCKED  match 1", timeout: .seconds(20))
      let printed = try CommandRunner.run(AppBinary.path, ["venue", "desk", "--venue", server.url])
      #expect(printed.standardOutput.contains("C1 (blocked)  match 1"), "\(printed.standardOutput)")
      #expect(printed.standardOutput.contains("match 2  Open, Semi-final: Cy v Bob  held"))

      try desk.type("b")
      try await desk.waitFor(text: "C1  match 1", timeout: .seconds(20))
      try keeper.type("q")
      _ = try await keeper.waitForExit(timeout: .seconds(20))
      try await desk.waitFor(text: "NO KEEPER", timeout: .seconds(20))
      try desk.type("q")
      let exit = try await desk.waitForExit()
      #expect(exit.status == 0)
    }

    @Test("--speak with neither spd-say nor espeak-ng on the PATH is one line and a non-zero exit")
    func speakWithoutVoice() throws {
      let run = try CommandRunner.run(
        "/usr/bin/env",
        ["PATH=/nonexistent", AppBinary.path, "venue", "desk", "--speak", "--venue", "postgres://u@h/d"])
      #expect(run.status != 0)
      #expect(
        run.standardError
          == "scoreboard-tui: --speak: neither spd-say nor espeak-ng is installed (apt-get install espeak-ng)\n"
      )
    }

    @Test("--second-call 0 is refused in one line, before the venue is reached")
    func secondCallZero() throws {
      let run = try CommandRunner.run(
        AppBinary.path, ["venue", "desk", "--second-call", "0", "--venue", "postgres://u@h/d"])
      #expect(run.status != 0)
      #expect(
        run.standardError == "scoreboard-tui: --second-call: minutes above 0 (see scoreboard-tui --help)\n")
    }

    /// The contents of `file` once they contain `text`.
    private static func waitForFile(_ file: URL, containing text: String) async throws -> String {
      let deadline = ContinuousClock.now + .seconds(20)
      while true {
        let contents = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        if contents.contains(text) { return contents }
        guard ContinuousClock.now < deadline else {
          throw HarnessError(message: "\(file.path) never held \"\(text)\": \(contents)")
        }
        try await Task.sleep(for: .milliseconds(100))
      }
    }
  }
}
