import Scoreboard
import ScoreboardTUI
import Testing

@Suite("views rendered to frames match the golden text files")
struct ViewGoldenTests {
  static let sizes = [Fixtures.smallest, Fixtures.small, Fixtures.standard, Fixtures.large, Fixtures.huge]

  func check(
    _ state: AppState, _ size: TerminalSize, _ name: String, options: ViewOptions = ViewOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let frame = AppView.frame(for: state, size: size, options: options)
    try GoldenFile.check(frame, named: name, sourceLocation: sourceLocation)
  }

  @Test("scoreboard at 3 : 12 at each standard size", arguments: sizes)
  func scoreboardAtEachSize(size: TerminalSize) throws {
    try check(Fixtures.midGame, size, "scoreboard-\(size.columns)x\(size.lines)")
  }

  @Test("a new game: 0 : 0, one big digit per team")
  func newGame() throws {
    try check(AppState(), Fixtures.standard, "scoreboard-new-80x24")
  }

  @Test("after a swap the away team is drawn on the left")
  func swapped() throws {
    let state = Fixtures.state([.scoreboard(.swapEnds)], from: Fixtures.midGame)
    try check(state, Fixtures.standard, "scoreboard-swapped-80x24")
  }

  @Test("a pending count shows in the status line")
  func pendingCount() throws {
    let state = Fixtures.state([.ui(.typeCountDigit(3))], from: Fixtures.midGame)
    try check(state, Fixtures.standard, "scoreboard-count-80x24")
  }

  @Test("in ASCII the digits are built of # and the help box of +-|")
  func ascii() throws {
    try check(
      Fixtures.midGame, Fixtures.standard, "scoreboard-ascii-80x24", options: ViewOptions(useASCII: true))
    let help = Fixtures.state([.ui(.showHelp)], from: Fixtures.midGame)
    try check(help, Fixtures.standard, "help-ascii-80x24", options: ViewOptions(useASCII: true))
  }

  @Test("long and wide team names are cut to the cells available")
  func longNames() throws {
    let game = Game(
      scoreboard: ScoreboardState(homeName: "Ｆｕｌｌｗｉｄｔｈ Ｔｅａｍ", awayName: "A Very Long Team Name Ltd"))
    let state = Fixtures.state([.scoreboard(.add(.away, points: 9_999))], from: AppState(game: game))
    try check(state, Fixtures.smallest, "scoreboard-long-names-20x6")
    try check(state, Fixtures.small, "scoreboard-long-names-40x12")
  }

  @Test("help over the scoreboard")
  func helpOverScoreboard() throws {
    let state = Fixtures.state([.ui(.showHelp)], from: Fixtures.midGame)
    try check(state, Fixtures.standard, "help-scoreboard-80x24")
    try check(state, Fixtures.smallest, "help-scoreboard-20x6")
  }

  @Test("counters: the list with the selected one marked and its value in big digits")
  func counters() throws {
    var start = AppState()
    start.game.present.counters.selected.name = "Laps"
    let state = Fixtures.state(
      [
        .ui(.show(.counters)), .counters(.increment(by: 42)),
        .counters(.add(name: "Aces", allowsNegative: false)), .counters(.increment(by: 7)),
        .counters(.add(name: "Balance", allowsNegative: true)), .counters(.decrement(by: 15)),
        .counters(.selectPrevious),
      ], from: start)
    for size in Self.sizes {
      try check(state, size, "counters-\(size.columns)x\(size.lines)")
    }
    let help = Fixtures.state([.ui(.showHelp)], from: state)
    try check(help, Fixtures.standard, "help-counters-80x24")
  }

  @Test("below 20x6 only the too-small message is shown")
  func tooSmall() throws {
    try check(Fixtures.midGame, TerminalSize(columns: 19, lines: 6), "too-small-19x6")
    try check(Fixtures.midGame, TerminalSize(columns: 40, lines: 5), "too-small-40x5")
  }
}
