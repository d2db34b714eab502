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

  @Test(
    "issue 11 item 9: a one-off notice too long to share the line takes all of it; the next key brings the keys back"
  )
  func longOneOffNoticeWhole() {
    var state = AppState()
    let path = "/home/scorer/streams/club-night/overlay-files"
    state.ui.notices[.launch] = "overlay files: \(path) (remembered)"
    let lines = AppView.frame(for: state, size: TerminalSize(columns: 80, lines: 24), options: ViewOptions())
      .textLines
    #expect(lines[23].contains("overlay files: \(path) (remembered)"))
    state.ui.notices[.saving] = "saving failed: disk full, and a message long enough to need the line"
    let failing = AppView.frame(
      for: state, size: TerminalSize(columns: 80, lines: 24), options: ViewOptions()
    )
    .textLines
    #expect(failing[23].contains("q quit"))
  }
}
