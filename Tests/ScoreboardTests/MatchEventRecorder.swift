import Scoreboard
import StateStore

/// A match played action by action as a journal would number its records (1, 2, ...), each
/// record's match events taken from a ``MatchEventLedger``.
struct MatchEventRecorder {
  private static let reducer = AppState.reducer(
    environment: GameClockEnvironment(now: { .zero }, ticks: { .none }))

  /// The app's state after the records so far.
  private(set) var state: AppState
  private var ledger: MatchEventLedger
  /// The number of the last record.
  private(set) var record: UInt64 = 0
  /// Every event so far, in order.
  private(set) var log: [MatchEvent] = []

  /// A match at 0 : 0 by `rules`.
  init(_ rules: SportRules) {
    state = AppState(game: Game(scoreboard: ScoreboardState(rules: rules)))
    ledger = MatchEventLedger(state.game)
  }

  /// Records `action`, returning its events.
  @discardableResult
  mutating func send(_ action: AppAction) -> [MatchEvent] {
    _ = Self.reducer.reduce(&state, action)
    record += 1
    let events = ledger.events(after: state.game, action: action, record: record, time: nil)
    log += events
    return events
  }

  /// Records `action` on the scoreboard.
  @discardableResult
  mutating func send(_ action: ScoreboardAction) -> [MatchEvent] {
    send(.scoreboard(action))
  }

  /// Records a point for each `H` (home) and `A` (away) of `script`, one record each.
  mutating func play(_ script: String) {
    for side in TennisFixture.points(script) { send(.add(side, points: 1)) }
  }

  /// The names of the events of record `number`, in order.
  func names(at number: UInt64) -> [String] {
    log.filter { $0.record == number }.map(\.name.rawValue)
  }

  /// The event named `name` of record `number`, or `nil`.
  func event(_ name: MatchEvent.Name, at number: UInt64) -> MatchEvent? {
    log.first { $0.record == number && $0.name == name }
  }

  /// The records with an event named `name`, in order.
  func records(of name: MatchEvent.Name) -> [UInt64] {
    log.filter { $0.name == name }.map(\.record)
  }
}
