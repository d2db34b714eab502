import Scoreboard
import Testing

@testable import ScoreboardTUI

/// Issue 29 item 5: colour that everyone can read: `--theme high-contrast|cvd`, and the key
/// file's `[colors]`.
@Suite("colour themes (issue 29 item 5)")
struct ColorThemeTests {
  func frame(_ theme: ColorTheme) -> Frame {
    var options = ViewOptions()
    options.theme = theme
    return AppView.frame(for: Fixtures.midGame, size: Fixtures.standard, options: options)
  }

  /// The foreground colours of the block cells of the left and the right half of the board.
  func scoreColors(_ frame: Frame) -> (left: Set<TerminalColor>, right: Set<TerminalColor>) {
    var left = Set<TerminalColor>()
    var right = Set<TerminalColor>()
    for line in 0..<frame.size.lines {
      for column in 0..<frame.size.columns where "█▀▄".contains(frame[line: line, column: column].text) {
        let color = frame[line: line, column: column].style.foreground
        if column < frame.size.columns / 2 { left.insert(color) } else { right.insert(color) }
      }
    }
    return (left, right)
  }

  @Test("standard: home cyan, away yellow")
  func standard() {
    let colors = scoreColors(frame(.standard))
    #expect(colors.left == [.cyan] && colors.right == [.yellow])
  }

  @Test("cvd: home blue, away yellow, a pair red-green colour blindness tells apart; no red, no green")
  func cvd() {
    let frame = frame(.cvd)
    let colors = scoreColors(frame)
    #expect(colors.left == [.blue] && colors.right == [.yellow])
    let used = Set(frame.cells.map(\.style.foreground))
    #expect(used.isDisjoint(with: [.red, .green]))
  }

  @Test("high contrast: the terminal's own foreground, nothing dimmed, the names in reverse video")
  func highContrast() throws {
    let frame = frame(.highContrast)
    #expect(frame.cells.allSatisfy { $0.style.foreground == .terminalDefault })
    #expect(frame.cells.allSatisfy { !$0.style.isDim })
    let lines = GoldenFile.text(of: frame).split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.contains("Home") && $0.contains("Away") })
    let reversed = String(frame.cells(ofLine: line).filter { $0.style.isReverse }.map(\.text))
    #expect(reversed.contains("Home") && reversed.contains("Away"), "\(reversed)")
  }

  @Test("the key file's [colors] sets home, away and counter over the theme")
  func keyFileColors() throws {
    let keyMap = try KeyFile.parse("[colors]\nhome = \"magenta\"\ncounter = \"default\"\n")
    #expect(keyMap.colors == ColorOverrides(home: .magenta, counter: .terminalDefault))
    let theme = ColorTheme.cvd.overriding(keyMap.colors)
    #expect(theme.home == .magenta && theme.away == .yellow && theme.counter == .terminalDefault)
  }

  @Test(
    "a bad [colors] line is one error naming its line",
    arguments: [
      (
        "[colors]\nhmoe = \"blue\"\n",
        "keys.toml:2: unknown colour hmoe in [colors]; the colours are home, away and counter"
      ),
      (
        "[colors]\naway = \"orange\"\n",
        "keys.toml:2: away = \"orange\" is not a colour; give one of default, black, red, green, yellow, blue, magenta, cyan, white"
      ),
    ])
  func badColors(text: String, line: String) {
    #expect(throws: KeyFileError.self) { try KeyFile.parse(text) }
    do {
      _ = try KeyFile.parse(text)
    } catch {
      #expect(error.description == line)
    }
  }
}
