import Testing

@testable import ScoreboardTUI

/// Issue 11 item 22: a grapheme cluster reaches ncurses whole, in the cells the terminal gives
/// it, at the width the layout gave it.
@Suite("grapheme clusters into ncurses cells")
struct NcursesCellsTests {
  private static func scalars(_ text: Character) -> [[Unicode.Scalar]] {
    NcursesScreen.ncursesCells(for: text).map(\.scalars)
  }

  @Test("issue 11 item 22: a flag is two cells, one regional indicator each, two cells wide in all")
  func flag() {
    let flag: Character = "🇧🇷"
    #expect(Self.scalars(flag) == [["\u{1F1E7}"], ["\u{1F1F7}"]])
    #expect(NcursesScreen.ncursesCells(for: flag).map(\.width) == [1, 1])
    #expect(flag.terminalWidth == 2)
  }

  @Test("issue 11 item 22: a ZWJ family goes whole into one cell of width 2")
  func zeroWidthJoinerSequence() {
    let family: Character = "👨‍👩‍👧"
    #expect(Self.scalars(family) == [["\u{1F468}", "\u{200D}", "\u{1F469}", "\u{200D}", "\u{1F467}"]])
    #expect(family.terminalWidth == 2)
  }

  @Test("issue 11 item 22: a skin tone takes cells of its own after its emoji, as the terminal draws it")
  func skinTone() {
    let thumb: Character = "👍🏽"
    #expect(Self.scalars(thumb) == [["\u{1F44D}"], ["\u{1F3FD}"]])
    #expect(thumb.terminalWidth == 4)
    let coder: Character = "👩🏽‍💻"
    #expect(Self.scalars(coder) == [["\u{1F469}"], ["\u{1F3FD}", "\u{200D}", "\u{1F4BB}"]])
    #expect(coder.terminalWidth == 4)
  }

  @Test("issue 11 item 22: a cluster longer than a cchar_t holds keeps its longest whole emoji")
  func tooLong() {
    #expect(Self.scalars("👨‍👩‍👧‍👦") == [["\u{1F468}", "\u{200D}", "\u{1F469}", "\u{200D}", "\u{1F467}"]])
    let scotland: Character = "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
    #expect(Self.scalars(scotland) == [["\u{1F3F4}"]])
    #expect(scotland.terminalWidth == 2)
  }

  @Test("issue 11 item 22: combining marks and variation selectors stay with their letter")
  func marksStay() {
    let accented: Character = "e\u{301}"
    #expect(Self.scalars(accented) == [["e", "\u{301}"]])
    #expect(accented.terminalWidth == 1)
    let heart: Character = "❤\u{FE0F}"
    #expect(Self.scalars(heart) == [["\u{2764}", "\u{FE0F}"]])
    #expect(heart.terminalWidth == 2)
    #expect(Self.scalars("a") == [["a"]])
    #expect(Self.scalars("\u{301}") == [[" ", "\u{301}"]])
  }

  @Test("issue 11 item 22: a spacing vowel sign takes a cell of its own, as wcwidth counts it")
  func spacingMark() {
    let syllable: Character = "कि"
    #expect(Self.scalars(syllable) == [["\u{915}"], ["\u{93F}"]])
    #expect(syllable.terminalWidth == 2)
  }
}
