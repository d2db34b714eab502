import Testing

@testable import ScoreboardTUI

/// Issue 11 item 22: a grapheme cluster reaches ncurses as cells it can hold, at the width the
/// layout gave it.
@Suite("grapheme clusters into ncurses cells")
struct NcursesCellsTests {
  @Test("issue 11 item 22: a flag is two cells, one regional indicator each, as wide as its layout width")
  func flag() {
    let flag: Character = "🇧🇷"
    #expect(NcursesScreen.ncursesCells(for: flag) == [["\u{1F1E7}"], ["\u{1F1F7}"]])
    #expect(flag.terminalWidth == 2)
  }

  @Test("issue 11 item 22: a ZWJ family keeps its first emoji, one cell of width 2")
  func zeroWidthJoinerSequence() {
    let family: Character = "👨‍👩‍👧"
    #expect(NcursesScreen.ncursesCells(for: family) == [["\u{1F468}"]])
    #expect(family.terminalWidth == 2)
  }

  @Test("issue 11 item 22: combining marks and variation selectors stay with their letter")
  func marksStay() {
    let accented: Character = "e\u{301}"
    #expect(NcursesScreen.ncursesCells(for: accented) == [["e", "\u{301}"]])
    let heart: Character = "❤\u{FE0F}"
    #expect(NcursesScreen.ncursesCells(for: heart) == [["\u{2764}", "\u{FE0F}"]])
    #expect(NcursesScreen.ncursesCells(for: "a") == [["a"]])
  }
}
