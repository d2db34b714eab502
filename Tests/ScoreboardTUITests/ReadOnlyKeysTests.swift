import Scoreboard
import ScoreboardTUI
import Testing

/// The follow view's keys: what a read-only app lets through and what it refuses.
@Suite("read-only keys")
struct ReadOnlyKeysTests {
  /// The standard keys as `follow` uses them: nothing asks to be confirmed.
  private static let followKeys = KeyMap(bindings: KeyMap.standard.bindings, asksToConfirm: false)

  private static func outcome(_ key: KeyEvent, in state: AppState = Fixtures.midGame) -> KeyOutcome? {
    TerminalApp.readOnlyOutcome(followKeys.outcome(for: key, in: state))
  }

  @Test(
    "scoring and game keys are refused: h a H A u U r s N digits, and the counters' keys",
    arguments: ["h", "a", "H", "A", "u", "U", "r", "N", "3"])
  func scoringRefused(key: Character) {
    #expect(Self.outcome(.character(key)) == nil)
  }

  @Test("on the counters screen, + and - are refused too")
  func countersRefused() {
    let counters = Fixtures.state([.ui(.show(.counters))], from: Fixtures.midGame)
    #expect(Self.outcome(.character("+"), in: counters) == nil)
    #expect(Self.outcome(.character("-"), in: counters) == nil)
  }

  @Test("Tab changes screens, ? opens help, any key closes it, q quits")
  func localKeysWork() {
    #expect(Self.outcome(.tab) == .dispatch([.ui(.nextScreen)]))
    #expect(Self.outcome(.character("?")) == .dispatch([.ui(.showHelp)]))
    let help = Fixtures.state([.ui(.showHelp)], from: Fixtures.midGame)
    #expect(Self.outcome(.character("h"), in: help) == .dispatch([.ui(.hideHelp)]))
    #expect(Self.outcome(.character("q")) == .quit)
    #expect(Self.outcome(.character("z")) == .ignored)
  }

  @Test("the refusal notice: read-only, then the most pressing of the app's own notices")
  func notice() {
    var ui = UIState()
    ui.notices[.readOnly] = TerminalApp.readOnlyNotice
    #expect(ui.notice == "read-only")
    ui.notices[.follow] = "following live"
    #expect(ui.notice == "read-only: following live")
    ui.notices[.saving] = "saving failed: disk full"
    #expect(ui.notice == "read-only: saving failed: disk full")
    ui.notices[.readOnly] = nil
    #expect(ui.notice == "saving failed: disk full")
  }

  @Test("a read-only notice is drawn on the status line, help and quit stay")
  func noticeDrawn() {
    var state = Fixtures.midGame
    state.ui.notices[.readOnly] = TerminalApp.readOnlyNotice
    state.ui.notices[.follow] = "following the scoreboard live"
    let lines = AppView.frame(for: state, size: Fixtures.standard, options: ViewOptions()).textLines
    #expect(lines[23].contains("read-only"))
    #expect(lines[23].contains("q quit"))
  }

  @Test("issue 11 item 23: s in a read-only view flips the ends on this screen only; the game keeps its ends")
  func flipsLocally() {
    #expect(Self.outcome(.character("s")) == .dispatch([.ui(.flipView)]))
    let flipped = Fixtures.state([.ui(.flipView)], from: Fixtures.midGame)
    #expect(flipped.game == Fixtures.midGame.game)
    let frame = AppView.frame(for: flipped, size: Fixtures.standard, options: ViewOptions()).textLines
    let heading = frame.first { $0.contains("Home") && $0.contains("Away") } ?? ""
    #expect(heading.range(of: "Away")!.lowerBound < heading.range(of: "Home")!.lowerBound)
  }

  @Test("issue 11 item 23: without the status line (follow --present) the last line stays blank")
  func presentationHasNoStatusLine() {
    let options = ViewOptions(showsStatusLine: false)
    let frame = AppView.frame(for: Fixtures.midGame, size: Fixtures.standard, options: options).textLines
    #expect(frame[23].allSatisfy { $0 == " " })
    #expect(frame[22].contains("Home 3 : 12 Away"))
  }
}
