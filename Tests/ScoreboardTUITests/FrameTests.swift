import ScoreboardTUI
import Testing

@Suite("frame")
struct FrameTests {
  @Test("text is clipped at the frame's edges")
  func clipping() {
    var frame = Frame(size: TerminalSize(columns: 5, lines: 2))
    frame.put("abcdefgh", line: 0, column: 2)
    frame.put("xyz", line: 1, column: -1)
    frame.put("never", line: 2, column: 0)
    frame.put("never", line: -1, column: 0)
    #expect(frame.textLines == ["  abc", "yz   "])
  }

  @Test("a wide character takes two cells and is left out when only one is free")
  func wideCharacters() {
    var frame = Frame(size: TerminalSize(columns: 5, lines: 1))
    frame.put("a漢字", line: 0, column: 0)
    #expect(frame.textLines == ["a漢字"])
    #expect(frame[line: 0, column: 2].isContinuation)
    frame.put("b漢字", line: 0, column: 1)
    #expect(frame.textLines == ["ab漢 "])
  }

  @Test("writing over half of a wide character blanks its other half")
  func overwritingHalfAWideCharacter() {
    var frame = Frame(size: TerminalSize(columns: 6, lines: 1))
    frame.put("漢字漢", line: 0, column: 0)
    frame.put("x", line: 0, column: 1)
    frame.put("y", line: 0, column: 2)
    #expect(frame.textLines == [" xy 漢"])
    #expect(frame.cells.filter(\.isContinuation).count == 1)
  }

  @Test("filling a rectangle through wide characters leaves no halves behind")
  func fillThroughWideCharacters() {
    var frame = Frame(size: TerminalSize(columns: 6, lines: 1))
    frame.put("漢字漢", line: 0, column: 0)
    frame.fill(lines: 0..<1, columns: 1..<3, with: "-", style: .plain)
    #expect(frame.textLines == [" -- 漢"])
    frame.fill(lines: -3..<9, columns: -3..<99, style: .plain)
    #expect(frame.textLines == ["      "])
  }

  @Test("character widths: ASCII and box characters 1, CJK and emoji 2, control 0")
  func widths() {
    #expect("a█─".terminalWidth == 3)
    #expect("漢😀".terminalWidth == 4)
    #expect(Character("\u{7}").terminalWidth == 0)
    #expect("Ｆｕｌｌ".prefix(fittingWidth: 5) == "Ｆｕ")
  }

  @Test(
    "issue 11 item 22: an emoji with a skin tone takes four cells, and writing over any of them blanks the rest"
  )
  func skinToneCells() {
    var frame = Frame(size: TerminalSize(columns: 8, lines: 1))
    frame.put("👍🏽 Thumb", line: 0, column: 0)
    #expect(frame.textLines == ["👍🏽 Thu"])
    #expect(frame.cells.prefix(4).map(\.isContinuation) == [false, true, true, true])
    frame.put("x", line: 0, column: 2)
    #expect(frame.textLines == ["  x  Thu"])
    frame.put("👍🏽", line: 0, column: 3)
    frame.put("y", line: 0, column: 7)
    frame.put("z", line: 0, column: 6)
    #expect(frame.textLines == ["  x   zy"])
    #expect(frame.cells.filter(\.isContinuation).isEmpty)
  }
}
