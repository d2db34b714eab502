import PropertyBased
import Scoreboard

/// Generators of random actions for the property tests.
///
/// Amounts include 0 and negative numbers (which must change nothing) and, now and then, numbers
/// big enough to reach the caps; names include blank, padded, over-long and control-character ones.
enum ActionGen {
  /// Names worth renaming to: ordinary, blank, padded, over-long, with control characters.
  static let names = [
    "", "   ", "Lions", "  Red Bears  ", "Team\tB", String(repeating: "long name ", count: 4),
    String(repeating: "y", count: TeamScore.maximumNameLength - 1) + " z",
  ]

  /// An amount of points or counts: mostly small, sometimes 0 or negative, sometimes huge.
  static let amount = Gen<Int>.frequency(
    (8, Gen.int(in: 1...12)),
    (1, Gen.int(in: -3...0)),
    (1, Gen.int(in: 1...TallyCounter.maximumValue)),
  )

  /// A name from ``names``.
  static let name = Gen.int(in: 0...(names.count - 1)).map { names[$0] }

  /// A scoreboard action.
  static let scoreboard = Gen<ScoreboardAction>.oneOf(
    zip(Gen<Side>.case, amount).map { ScoreboardAction.add($0, points: $1) },
    zip(Gen<Side>.case, amount).map { ScoreboardAction.subtract($0, points: $1) },
    Gen.always(ScoreboardAction.reset),
    zip(Gen<Side>.case, name).map { ScoreboardAction.rename($0, to: $1) },
    Gen.always(ScoreboardAction.swapEnds),
  )

  /// A counters action.
  static let counters = Gen<CounterAction>.oneOf(
    amount.map { CounterAction.increment(by: $0) },
    amount.map { CounterAction.decrement(by: $0) },
    Gen.always(CounterAction.reset),
    zip(name, Gen.bool).map { CounterAction.add(name: $0, allowsNegative: $1) },
    Gen.always(CounterAction.remove),
    Gen.always(CounterAction.selectNext),
    Gen.always(CounterAction.selectPrevious),
  )

  /// A UI action.
  static let ui = Gen<UIAction>.oneOf(
    Gen<Screen>.case.map { UIAction.show($0) },
    Gen.always(UIAction.nextScreen),
    Gen.always(UIAction.showHelp),
    Gen.always(UIAction.hideHelp),
    Gen.int(in: -1...10).map { UIAction.typeCountDigit($0) },
    Gen.always(UIAction.cancelCount),
  )

  /// An action on the game: scoreboard, counters, undo or redo.
  static let game = Gen<AppAction>.frequency(
    (4, scoreboard.map { AppAction.scoreboard($0) }),
    (4, counters.map { AppAction.counters($0) }),
    (1, Gen.always(AppAction.undo)),
    (1, Gen.always(AppAction.redo)),
  )

  /// Any action of the app.
  static let app = Gen<AppAction>.frequency(
    (4, game),
    (1, ui.map { AppAction.ui($0) }),
  )

  /// A run of app actions, as a user might press keys.
  static let session = app.array(of: 0...40)
}
