import Scoreboard
import Testing

/// Issue 11 item 12: what undo changed, in words, whatever screen it is on.
@Suite("game changes in words")
struct GameChangeTests {
  private static func game(_ actions: [AppAction], from start: Game = Game()) -> Game {
    var state = AppState(game: start)
    for action in actions { _ = AppState.reducer.reduce(&state, action) }
    return state.game.present
  }

  @Test("issue 11 item 12: a counter's value: counter Count 3 -> 2")
  func counterValue() {
    let three = Self.game([.counters(.increment(by: 3))])
    let two = Self.game([.counters(.decrement(by: 1))], from: three)
    #expect(GameChange.describe(from: three, to: two) == "counter Count 3 -> 2")
  }

  @Test("issue 11 item 12: a score names the team: Home 2 -> 1")
  func score() {
    let two = Self.game([.scoreboard(.add(.home, points: 2))])
    let one = Self.game([.scoreboard(.subtract(.home, points: 1))], from: two)
    #expect(GameChange.describe(from: two, to: one) == "Home 2 -> 1")
  }

  @Test("issue 11 item 12: tennis says the call, and the game when it changes")
  func tennisCall() {
    let tennis = Self.game([.scoreboard(.newMatch(.defaults(for: .tennis)))])
    let fifteen = Self.game([.scoreboard(.add(.away, points: 1))], from: tennis)
    #expect(GameChange.describe(from: fifteen, to: tennis) == "Away 15 -> 0")
    let game = Self.game(Array(repeating: .scoreboard(.add(.home, points: 1)), count: 4), from: tennis)
    #expect(GameChange.describe(from: tennis, to: game) == "Home games 0 -> 1")
  }

  @Test("issue 11 item 12: fouls, timeouts, period and clock of a timed sport")
  func timed() {
    let start = Self.game([.scoreboard(.newMatch(.defaults(for: .basketball)))])
    let fouled = Self.game([.scoreboard(.timed(.foul(.away)))], from: start)
    #expect(GameChange.describe(from: fouled, to: start) == "Away fouls 1 -> 0")
    let later = Self.game([.scoreboard(.timed(.nextPeriod))], from: start)
    #expect(GameChange.describe(from: start, to: later) == "period Q1 -> Q2")
    let adjusted = Self.game([.scoreboard(.timed(.adjustClock(seconds: -5)))], from: start)
    #expect(GameChange.describe(from: start, to: adjusted) == "clock 10:00 -> 9:55")
  }

  @Test("issue 11 item 12: the same game gives no words; swapped ends and a new counter do")
  func otherChanges() {
    let game = Game()
    #expect(GameChange.describe(from: game, to: game) == nil)
    let swapped = Self.game([.scoreboard(.swapEnds)])
    #expect(GameChange.describe(from: game, to: swapped) == "ends swapped")
    let added = Self.game([.counters(.add(name: "Laps", allowsNegative: false))])
    #expect(GameChange.describe(from: game, to: added) == "counter Laps added")
  }
}
