import Foundation
import Testing

extension EndToEnd {
  /// `--keys FILE`: key bindings from a TOML file, checked before the terminal is touched.
  @Suite("key file")
  struct KeyFileTests {
    /// Writes `text` to `name` in a fresh folder and returns the folder (keep it alive) and the path.
    static func keyFile(_ text: String, name: String = "keys.toml") throws -> (TemporaryDirectory, String) {
      let folder = try TemporaryDirectory(prefix: "e2e-keys")
      let url = folder.url.appendingPathComponent(name)
      try text.write(to: url, atomically: true, encoding: .utf8)
      return (folder, url.path)
    }

    /// The help overlay's row for `key`: the first row whose first word inside the box is the key.
    static func helpRow(for key: String, in screen: String) -> String? {
      for row in screen.split(whereSeparator: \.isNewline) {
        let words = row.split(whereSeparator: { $0 == " " || $0 == "│" || $0 == "|" })
        if words.contains(where: { $0 == key }) && row.contains("+2") {
          return String(row)
        }
      }
      return nil
    }

    @Test("keys: w = \"home +2\" scores two for home, and the help overlay lists w with it")
    func customBinding() async throws {
      let (folder, path) = try Self.keyFile("[scoreboard]\nw = \"home +2\"\n")
      defer { withExtendedLifetime(folder) {} }
      let tmux = try await TmuxSession.startScoreboard(arguments: ["--keys", path])
      try await tmux.typeAndExpect([
        ("w", "Home 2 : 0 Away"),
        ("w", "Home 4 : 0 Away"),
        ("h", "Home 5 : 0 Away"),
        ("3w", "Home 11 : 0 Away"),
      ])
      try tmux.type("?")
      let help = try await tmux.waitUntil("the help overlay lists w with home +2") { screen in
        Self.helpRow(for: "w", in: screen) != nil
      }
      let row = Self.helpRow(for: "w", in: help) ?? ""
      #expect(row.lowercased().contains("home"), "the help row for w: \(row)\n\(help)")
      try tmux.type(" ")
      try await tmux.waitUntil("the help overlay closes") { Self.helpRow(for: "w", in: $0) == nil }
      try await tmux.typeAndExpect([("w", "Home 13 : 0 Away")])
      _ = try await tmux.quit()
    }

    @Test("keys: the config directory's keys.toml is loaded without --keys")
    func configDirectoryKeyFile() async throws {
      // The session's XDG_CONFIG_HOME is its work folder's home/.config; write the file there before
      // the app starts by starting it through a shell that waits for the file.
      let tmux = try TmuxSession(
        commandPrefix: "while [ ! -f \"$XDG_CONFIG_HOME/scoreboard-tui/keys.toml\" ]; do sleep 0.05; done;")
      let folder = tmux.configHome.appendingPathComponent("scoreboard-tui", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let file = folder.appendingPathComponent("keys.toml")
      try "[scoreboard]\nw = \"home +2\"\n".write(to: file, atomically: true, encoding: .utf8)
      try await tmux.waitForScore("Home 0 : 0 Away")
      try await tmux.typeAndExpect([("w", "Home 2 : 0 Away")])
      _ = try await tmux.quit()
    }

    @Test("keys: a bad key file exits 2 with one line FILE:LINE: ..., before the terminal is touched")
    func badKeyFile() async throws {
      let (folder, path) = try Self.keyFile("[scoreboard]\nw = \"home +2\"\nx = \"fly to the moon\"\n")
      defer { withExtendedLifetime(folder) {} }

      // As a plain program: the output holds no escape sequence at all.
      let plain = try AppCommand.run(["--keys", path])
      #expect(plain.status == 2 && !plain.endedBySignal, "\(plain)")
      let printed = (plain.standardOutput + plain.standardError).nonBlankLines
      #expect(printed.count == 1, "expected one line:\n\(printed)")
      #expect(printed.first?.contains("\(path):3: ") == true, "expected \(path):3: ...\n\(printed)")
      #expect(!plain.rawOutput.contains(0x1B), "escape sequences in the output: \(printed)")

      // In a terminal: the same line, status 2, the terminal as it was.
      let tmux = try TmuxSession(arguments: ["--keys", path])
      let exit = try await tmux.waitForExit()
      #expect(exit.status == 2, "\(exit)")
      #expect(exit.terminalRestored, "\(exit)")
      let screen = try tmux.screen(joinWrapped: true)
      let lines = screen.nonBlankLines.filter { !$0.hasPrefix("rc=") }
      #expect(lines.count == 1 && lines.first?.contains(":3:") == true, "\(exit)")
    }

    @Test("keys: a key file with a TOML syntax error names its line")
    func syntaxError() throws {
      let (folder, path) = try Self.keyFile("[scoreboard]\n\nw = \"home +2\nh = \"away +1\"\n")
      defer { withExtendedLifetime(folder) {} }
      let plain = try AppCommand.run(["--keys", path])
      #expect(plain.status == 2, "\(plain)")
      let printed = (plain.standardOutput + plain.standardError).nonBlankLines
      let line = printed.first ?? ""
      #expect(printed.count == 1 && line.contains("\(path):"), "\(printed)")
      let lineNumber = line.range(of: "\(path):").flatMap {
        Int(line[$0.upperBound...].prefix(while: \.isNumber))
      }
      #expect(lineNumber == 3, "the error should name line 3: \(printed)")
    }

    @Test("keys: the keys command prints a key file that loads and behaves like the standard keys")
    func keysCommandRoundTrips() async throws {
      let printed = try AppCommand.run(["keys"])
      #expect(printed.status == 0, "\(printed)")
      #expect(printed.standardOutput.contains("[scoreboard]"), "\(printed.standardOutput)")
      let (folder, path) = try Self.keyFile(printed.standardOutput)
      defer { withExtendedLifetime(folder) {} }
      let tmux = try await TmuxSession.startScoreboard(arguments: ["--keys", path])
      try await tmux.typeAndExpect([
        ("2h", "Home 2 : 0 Away"), ("a", "Home 2 : 1 Away"), ("u", "Home 2 : 0 Away"),
      ])
      _ = try await tmux.quit()
    }
  }
}
