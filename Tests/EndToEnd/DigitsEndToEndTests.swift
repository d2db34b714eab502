import Foundation
import Testing

extension EndToEnd {
  /// Issue 29 item 1: `--digits`, and the question to the terminal, in tmux (which answers cursor
  /// reports but draws no sized text).
  @Suite("digits")
  struct DigitsEndToEndTests {
    static let blocks: Set<Character> = ["█", "▀", "▄"]

    @Test(
      "a terminal of the kitty family is asked; tmux answers that it draws no sized text: blocks, at once")
    func askedAndRefused() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-digits")
      let keeper = try TmuxSession(
        arguments: ["--state-dir", state.url.path], commandPrefix: "env KITTY_WINDOW_ID=1")
      let screen = try await keeper.waitFor(text: "Home 0 : 0 Away")
      #expect(screen.contains { Self.blocks.contains($0) }, "\(screen)")
      #expect(!screen.contains("66;"), "no question left on the screen")
      _ = try await keeper.quit()
    }

    @Test("--digits kitty where the terminal draws no sized text: blocks, and the status line says why")
    func kittyRefused() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-digits")
      let keeper = try TmuxSession(arguments: ["--state-dir", state.url.path, "--digits", "kitty"])
      let screen = try await keeper.waitFor(text: "does not draw sized text")
      #expect(screen.contains { Self.blocks.contains($0) }, "\(screen)")
      _ = try await keeper.quit()
    }

    @Test("--digits plain: the scores as ordinary text")
    func plain() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-digits")
      let keeper = try TmuxSession(arguments: ["--state-dir", state.url.path, "--digits", "plain"])
      try await keeper.waitFor(text: "Home 0 : 0 Away")
      try keeper.type("h")
      let screen = try await keeper.waitFor(text: "Home 1 : 0 Away")
      #expect(!screen.contains { Self.blocks.contains($0) }, "\(screen)")
      #expect(screen.split(separator: "\n").contains { $0.split(separator: " ") == ["1", "0"] }, "\(screen)")
      _ = try await keeper.quit()
    }
  }
}
