import Foundation
import Testing

extension EndToEnd {
  /// The scoreboard and its help overlay under the terminals, locales, colour settings and sizes the
  /// app meets, each compared with a golden capture (`Golden/TerminalMatrix/<case>.txt`; regenerate
  /// with `UPDATE_GOLDEN=1`).
  ///
  /// A representative product, not the full cartesian one: every terminal type once at 80x24, every
  /// size once, `LANG=C` and `NO_COLOR` once each, and wide team names at 40x12 and 80x24.
  @Suite("terminal matrix")
  struct TerminalMatrixTests {
    static let cases: [TerminalMatrixCase] = [
      TerminalMatrixCase("term-xterm-256color", environment: ["TERM": "xterm-256color"], colors: .yes),
      TerminalMatrixCase("term-screen-256color", environment: ["TERM": "screen-256color"], colors: .yes),
      TerminalMatrixCase("term-tmux-256color", environment: ["TERM": "tmux-256color"], colors: .yes),
      TerminalMatrixCase("term-linux", environment: ["TERM": "linux"], colors: .yes),
      TerminalMatrixCase("term-vt100", environment: ["TERM": "vt100"], colors: .no),
      TerminalMatrixCase("lang-c", environment: ["LANG": "C"], asciiOnly: true),
      TerminalMatrixCase("no-color", environment: ["NO_COLOR": "1"], colors: .no),
      TerminalMatrixCase("size-20x6", width: 20, height: 6),
      TerminalMatrixCase("size-40x12", width: 40, height: 12),
      TerminalMatrixCase("size-400x120", width: 400, height: 120),
      TerminalMatrixCase("wide-names-40x12", width: 40, height: 12, names: .wide),
      TerminalMatrixCase("wide-names-80x24", width: 80, height: 24, names: .wide),
    ]

    @Test("the scoreboard and the help overlay match their golden captures", arguments: cases)
    func scoreboardAndHelp(_ matrixCase: TerminalMatrixCase) async throws {
      let tmux = try TmuxSession(
        arguments: matrixCase.arguments, width: matrixCase.width, height: matrixCase.height,
        commandPrefix: matrixCase.commandPrefix)
      #expect(try tmux.paneSize() == (matrixCase.width, matrixCase.height), "tmux changed the pane's size")

      let scoreboard = try await tmux.waitForSettledFrame("the scoreboard's first frame") { screen in
        screen.contains(matrixCase.names.scoreLineMark)
      }
      try matrixCase.check(scoreboard, golden: "scoreboard")
      try matrixCase.checkColors(try tmux.screenWithAttributes())

      try tmux.type("?")
      let help = try await tmux.waitForSettledFrame("the help overlay") { $0 != scoreboard }
      try matrixCase.check(help, golden: "help")

      try tmux.type("x")
      try await tmux.waitForSettledFrame("the scoreboard again after the overlay closes") { $0 == scoreboard }
      let report = try await tmux.quit()
      #expect(report.status == 0 && report.terminalRestored, "\(report)")
    }
  }
}

/// One cell of the terminal matrix: the environment and size the app runs in, and what to expect.
struct TerminalMatrixCase: CustomTestStringConvertible, Sendable {
  /// Whether the screen must show colours.
  enum Colors: Sendable { case yes, no, either }

  /// The team names the case plays with.
  enum Names: Sendable {
    case standard, wide

    /// `--home`/`--away` arguments, none for the standard names.
    var arguments: [String] {
      switch self {
      case .standard: return []
      // 24 characters, 48 cells, wider than a half of the screen at 80 columns; and an accent made
      // of a letter and a combining mark next to precomposed ones and an emoji.
      case .wide: return ["--home", String(repeating: "東京🏀", count: 8), "--away", "Zoe\u{308} Zoë 🏀 Åsa"]
      }
    }

    /// Text the first frame's score line shows.
    var scoreLineMark: String {
      switch self {
      case .standard: return "Home 0 : 0 Away"
      case .wide: return " 0 : 0 "
      }
    }
  }

  /// The golden files' base name.
  var name: String
  /// Variables set for the app only (the pane's shell keeps the harness's).
  var environment: [String: String]
  var width: Int
  var height: Int
  var names: Names
  var colors: Colors
  /// True when the screen must be plain ASCII (no UTF-8 locale).
  var asciiOnly: Bool

  init(
    _ name: String, environment: [String: String] = [:], width: Int = 80, height: Int = 24,
    names: Names = .standard, colors: Colors = .either, asciiOnly: Bool = false
  ) {
    self.name = name
    self.environment = environment
    self.width = width
    self.height = height
    self.names = names
    self.colors = colors
    self.asciiOnly = asciiOnly
  }

  var testDescription: String { name }

  var arguments: [String] { names.arguments }

  /// `env` with the case's variables. NO_COLOR is removed first: `swift test` sets it for the processes
  /// it starts, and the tmux server and the app would inherit it.
  var commandPrefix: String {
    (["env", "-u", "NO_COLOR"]
      + environment.sorted { $0.key < $1.key }.map { TmuxSession.shellQuote("\($0.key)=\($0.value)") })
      .joined(separator: " ")
  }

  /// Checks the layout rules every screen keeps, then compares `screen` with its golden capture.
  func check(_ screen: String, golden: String) throws {
    let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(rows.count == height, "\(name)/\(golden): \(rows.count) rows on a \(height)-line pane")
    for (index, row) in rows.enumerated() {
      #expect(
        TerminalMatrixWidth.cells(row) <= width,
        "\(name)/\(golden): row \(index) takes \(TerminalMatrixWidth.cells(row)) cells of \(width)")
      if asciiOnly {
        let isASCII = row.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(isASCII, "\(name)/\(golden): non-ASCII on row \(index): \(row)")
      }
    }
    if names == .wide, golden == "scoreboard" {
      try checkWideNames(rows.map(String.init))
    }
    try TerminalMatrixGolden.compare(screen, file: "\(name)-\(golden).txt")
  }

  /// Each heading stays in its half of the screen, cut to the cells it has, and is never split
  /// inside a character.
  private func checkWideNames(_ rows: [String]) throws {
    let half = width / 2
    guard let headings = rows.first(where: { $0.contains("東京") && $0.contains("Zo") && !$0.contains(" : ") })
    else {
      Issue.record("\(name): no row shows both headings:\n\(rows.joined(separator: "\n"))")
      return
    }
    guard let awayRange = headings.range(of: "Zo") else { return }
    let beforeAway = headings[..<awayRange.lowerBound]
    let homeEnd = TerminalMatrixWidth.cells(beforeAway.reversed().drop { $0 == " " }.reversed())
    let awayStart = TerminalMatrixWidth.cells(beforeAway)
    #expect(homeEnd <= half - 1, "\(name): the home heading runs to cell \(homeEnd), past its half (\(half))")
    #expect(awayStart >= half + 1, "\(name): the away heading starts at cell \(awayStart), in the left half")
    #expect(!headings.contains("\u{FFFD}"), "\(name): a replacement character in \(headings)")
  }

  /// Checks the colours the pane shows (`capture-pane -e`) against what the case expects.
  func checkColors(_ screenWithAttributes: String) throws {
    let colored =
      screenWithAttributes.range(of: #"\e\[[0-9;]*(3[0-7]|38;5;[0-9]+)[;m]"#, options: .regularExpression)
      != nil
    switch colors {
    case .yes: #expect(colored, "\(name): the teams should be drawn in colour:\n\(screenWithAttributes)")
    case .no: #expect(!colored, "\(name): no colour expected, got:\n\(screenWithAttributes)")
    case .either: break
    }
  }
}

/// Cells a captured row takes, as tmux counts them: 2 for East Asian wide characters and emoji, 0 for
/// combining marks, 1 otherwise.
enum TerminalMatrixWidth {
  static func cells<S: Sequence<Character>>(_ text: S) -> Int {
    text.flatMap(\.unicodeScalars).reduce(0) { total, scalar in
      let properties = scalar.properties
      if properties.generalCategory == .nonspacingMark || properties.generalCategory == .enclosingMark
        || scalar.value == 0xFE0F || scalar.value == 0x200D
      {
        return total
      }
      let wide =
        properties.isEmojiPresentation || (0x1100...0x115F).contains(scalar.value)
        || (0x2E80...0xA4CF).contains(scalar.value) || (0xAC00...0xD7A3).contains(scalar.value)
        || (0xF900...0xFAFF).contains(scalar.value) || (0xFF00...0xFF60).contains(scalar.value)
        || (0xFFE0...0xFFE6).contains(scalar.value) || (0x20000...0x3FFFD).contains(scalar.value)
      return total + (wide ? 2 : 1)
    }
  }
}

/// Golden captures of the terminal matrix, in `Tests/EndToEnd/Golden/TerminalMatrix`.
enum TerminalMatrixGolden {
  static var folder: URL {
    AppBinary.packageRoot.appendingPathComponent("Tests/EndToEnd/Golden/TerminalMatrix")
  }

  /// Compares `screen` with the golden file, or writes the file when `UPDATE_GOLDEN=1`.
  static func compare(_ screen: String, file: String) throws {
    let url = folder.appendingPathComponent(file)
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try screen.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record("no golden capture \(file); run with UPDATE_GOLDEN=1 to record it:\n\(screen)")
      return
    }
    #expect(screen == expected, "\(file) differs from the golden capture:\n\(difference(expected, screen))")
  }

  /// The rows that differ, as `-expected` / `+actual` pairs.
  static func difference(_ expected: String, _ actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    return (0..<max(old.count, new.count)).compactMap { index -> String? in
      let before = index < old.count ? String(old[index]) : "<none>"
      let after = index < new.count ? String(new[index]) : "<none>"
      return before == after ? nil : "row \(index):\n-\(before)\n+\(after)"
    }.joined(separator: "\n")
  }
}
