import Scoreboard
import Testing

@testable import ScoreboardTUI

/// Issue 29 item 3: what `--screen-reader` appends after each change.
@Suite("screen reader narrator (issue 29)")
struct ScreenReaderNarratorTests {
  private static let reducer = AppState.reducer(
    environment: GameClockEnvironment(now: { .zero }, ticks: { .none }))

  private static func state(_ sport: Sport, home: String = "Home", away: String = "Away") -> AppState {
    AppState(
      game: Game(
        scoreboard: ScoreboardState(homeName: home, awayName: away, rules: SportRules.defaults(for: sport))))
  }

  private static func after(_ state: AppState, _ actions: AppAction...) -> AppState {
    var state = state
    for action in actions { _ = reducer.reduce(&state, action) }
    return state
  }

  @Test("the first call says the score; each point after it one line; a change of nothing says nothing")
  func onePointOneLine() {
    let narrator = ScreenReaderNarrator(keyMap: .standard)
    var state = Self.state(.basketball, home: "Bulls", away: "Jazz")
    #expect(narrator.lines(for: state) == ["Bulls 0 : 0 Jazz, Q1"])
    state = Self.after(state, .scoreboard(.add(.home, points: 2)))
    #expect(narrator.lines(for: state) == ["Bulls 2 : 0 Jazz, Q1"])
    #expect(narrator.lines(for: state) == [])
  }

  @Test("a running clock says its start, nothing on its ticks within a minute, then the whole minute")
  func clockIsNotRepainted() {
    let narrator = ScreenReaderNarrator(keyMap: .standard)
    var state = Self.state(.basketball)
    _ = narrator.lines(for: state)
    state = Self.after(state, .scoreboard(.timed(.startStop(at: .zero))))
    #expect(narrator.lines(for: state) == ["Q1 clock 10:00"])
    for second in 1...59 {
      state = Self.after(state, .scoreboard(.timed(.tick(at: .seconds(second)))))
      #expect(narrator.lines(for: state) == [], "nothing at \(second) s")
    }
    state = Self.after(state, .scoreboard(.timed(.tick(at: .seconds(60)))))
    #expect(narrator.lines(for: state) == ["Q1 clock 9:00"])
  }

  @Test("'.' asks for the clock and the score; the state is not touched")
  func clockKey() {
    let narrator = ScreenReaderNarrator(keyMap: .standard)
    let state = Self.after(Self.state(.basketball), .scoreboard(.timed(.startStop(at: .zero))))
    _ = narrator.lines(for: state)
    #expect(narrator.translate(.character("."), in: state) == nil)
    #expect(narrator.lines(for: state) == ["Home 0 : 0 Away, Q1", "Q1 clock 10:00"])
  }

  @Test("a question is a line with numbered answers, and its numbers answer it")
  func numberedQuestion() {
    let narrator = ScreenReaderNarrator(keyMap: .standard)
    var state = Self.after(Self.state(.basketball), .scoreboard(.add(.home, points: 2)))
    _ = narrator.lines(for: state)
    state = Self.after(state, .ui(.askToConfirm(.quit)))
    let lines = narrator.lines(for: state)
    #expect(lines == ["Quit with the match in progress? (it is saved) 1 quit, 2 stay"])
    #expect(narrator.translate(.character("1"), in: state) == .character("y"))
    #expect(narrator.translate(.character("2"), in: state) == .escape)
    #expect(narrator.translate(.character("h"), in: state) == .character("h"))
  }

  @Test("the help and the new-match menu are printed as lines, the menu's sports numbered")
  func screensAsLines() {
    let narrator = ScreenReaderNarrator(keyMap: .standard)
    var state = Self.state(.basketball)
    _ = narrator.lines(for: state)
    state = Self.after(state, .ui(.showHelp))
    let help = narrator.lines(for: state)
    #expect(help.first == "Keys:")
    #expect(help.contains("q: quit"))
    state = Self.after(state, .ui(.hideHelp))
    #expect(narrator.lines(for: state) == ["Home 0 : 0 Away, Q1"], "back on the board: its line again")
    state = Self.after(state, .ui(.showMatchMenu))
    let menu = narrator.lines(for: state)
    #expect(menu.first == "New match, choose the sport by number or name:")
    #expect(menu.contains("1 \(MatchMenu.sports[0].displayName)"))
  }

  @Test("the counters screen says its keys once, then the selected counter's line at each change")
  func counters() {
    let narrator = ScreenReaderNarrator(keyMap: .standard)
    var state = Self.state(.basketball)
    _ = narrator.lines(for: state)
    state = Self.after(state, .ui(.nextScreen))
    #expect(
      narrator.lines(for: state) == [
        "Counters: j and k select, + and - count, n adds one, Tab goes back to the score",
        "Count 0, counter 1 of 1",
      ])
    state = Self.after(state, .counters(.increment(by: 1)))
    #expect(narrator.lines(for: state) == ["Count 1, counter 1 of 1"])
  }
}
