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
  }

  @Test(
    "issue 25 item 29: a lasting notice too long to share the line takes all of it, whole; a short one keeps the keys"
  )
  func longLastingNoticeWhole() {
    var state = AppState()
    let reason = "saving failed: the file system is read-only (12 actions waiting; retrying)"
    state.ui.notices[.saving] = reason
    let failing = AppView.frame(
      for: state, size: TerminalSize(columns: 80, lines: 24), options: ViewOptions()
    )
    .textLines
    #expect(failing[23].contains(reason))
    state.ui.notices[.saving] = "saving failed: the disk is full"
    let short = AppView.frame(for: state, size: TerminalSize(columns: 80, lines: 24), options: ViewOptions())
      .textLines
    #expect(short[23].contains("saving failed: the disk is full") && short[23].contains("q quit"))
  }
}
