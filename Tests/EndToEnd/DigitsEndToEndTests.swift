import Foundation
import Testing

extension EndToEnd {
  /// Issue 29 item 1: `--digits`, and the question to the terminal, in tmux (which answers cursor
  /// reports but draws no sized text).
  @Suite("digits")
  struct DigitsEndToEndTests {
    static let blocks: Set<Character> = ["█", "▀", "▄"]

    /// The app with `arguments` and colours: `swift test` sets NO_COLOR for what it runs.
    static func startInColour(_ arguments: [String]) async throws -> TmuxSession {
      let keeper = try TmuxSession(arguments: arguments, commandPrefix: "env -u NO_COLOR")
      try await keeper.waitFor(text: "Home 0 : 0 Away")
      return keeper
    }

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

    @Test("--theme cvd draws home in blue and away in yellow; the key file's [colors] changes one")
    func cvdTheme() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-theme")
      let keeper = try await Self.startInColour(["--state-dir", state.url.path, "--theme", "cvd"])
      let styled = try keeper.styledScreen()
      #expect(styled.contains("34m") && styled.contains("33m"), "blue and yellow: \(styled.debugDescription)")
      #expect(!styled.contains("36m"), "no cyan")
      _ = try await keeper.quit()
      let folder = try TemporaryDirectory(prefix: "e2e-theme")
      let keys = folder.url.appendingPathComponent("keys.toml")
      try Data("[colors]\naway = \"magenta\"\n".utf8).write(to: keys)
      let recoloured = try await Self.startInColour([
        "--state-dir", folder.url.appendingPathComponent("state").path, "--theme", "cvd", "--keys", keys.path,
      ])
      let again = try recoloured.styledScreen()
      #expect(
        again.contains("34m") && again.contains("35m") && !again.contains("33m"), "\(again.debugDescription)")
      _ = try await recoloured.quit()
    }

    @Test("--theme high-contrast: the names in reverse video, nothing dimmed")
    func highContrastTheme() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-theme")
      let keeper = try await Self.startInColour(["--state-dir", state.url.path, "--theme", "high-contrast"])
      let styled = try keeper.styledScreen()
      #expect(styled.contains("7m"), "reverse video: \(styled.debugDescription)")
      #expect(!styled.contains("\u{1B}[2m") && !styled.contains("36m"), "\(styled.debugDescription)")
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
