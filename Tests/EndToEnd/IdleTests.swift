import Foundation
import Testing

extension EndToEnd {
  /// What the app writes to the terminal when nothing happens: nothing.
  @Suite("idle")
  struct IdleTests {
    @Test("idle: the app writes nothing to the terminal while no key is pressed")
    func noOutputWhenIdle() async throws {
      let tmux = try await TmuxSession.startScoreboard()
      try await tmux.waitForStableScreen()
      let capture = tmux.workDirectory.url.appendingPathComponent("pane-output.bin")
      try tmux.tmux(
        "pipe-pane", "-O", "-t", TmuxSession.sessionName, "cat >> \(TmuxSession.shellQuote(capture.path))")

      // The pipe works: a key produces output that reaches the file.
      try tmux.type("h")
      try await tmux.waitForScore("Home 1 : 0 Away")
      let afterKey = try await Self.waitForSize(of: capture) { $0 > 0 }

      // Then an observation window with no input: the file must not grow.
      try await Task.sleep(for: .seconds(1.5))
      let afterIdle = Self.size(of: capture)
      #expect(afterIdle == afterKey, "the app wrote \(afterIdle - afterKey) bytes while idle")
    }

    private static func size(of file: URL) -> Int {
      ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int) ?? 0
    }

    /// Polls the file's size until `predicate` holds and it has stopped growing.
    private static func waitForSize(
      of file: URL,
      timeout: Duration = .seconds(10),
      _ predicate: (Int) -> Bool
    ) async throws -> Int {
      let clock = ContinuousClock()
      let deadline = clock.now.advanced(by: timeout)
      var last = -1
      while clock.now < deadline {
        let current = size(of: file)
        if predicate(current), current == last {
          return current
        }
        last = current
        try await Task.sleep(for: .milliseconds(200))
      }
      throw HarnessError(message: "the pane output file never settled; it has \(size(of: file)) bytes")
    }
  }
}
