import Scoreboard
import ScoreboardTUI
import Testing

@Suite("status line notice")
struct StatusNoticeTests {
  @Test("a notice replaces the key hints on the status line; help and quit stay")
  func noticeShown() {
    var state = AppState()
    state.ui.notices[.saving] = "saving failed: disk full"
    let lines = AppView.frame(for: state, size: TerminalSize(columns: 80, lines: 24), options: ViewOptions())
      .textLines
    #expect(lines[23].contains("saving failed: disk full"))
    #expect(lines[23].contains("q quit"))
    #expect(!lines[23].contains("u undo"))
  }

  @Test("without a notice the key hints are back")
  func noNotice() {
    let lines = AppView.frame(
      for: AppState(), size: TerminalSize(columns: 80, lines: 24), options: ViewOptions()
    )
    .textLines
    #expect(lines[23].contains("u undo"))
  }
}
