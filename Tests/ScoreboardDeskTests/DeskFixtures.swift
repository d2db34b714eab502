import Scoreboard

@testable import ScoreboardDesk

/// Small tournaments for the desk's tests.
enum DeskFixtures {
  /// A knockout of `names`, seeded in that order, in badminton.
  static func knockout(_ names: [String], event name: String = "MS") -> DeskEvent {
    DeskEvent(
      name: name, rules: .defaults(for: .badminton), draw: .knockout,
      entries: names.enumerated().map { DeskEntry(name: $1, seed: $0 + 1) })
  }

  /// A desk with `events` imported, `rest` seconds between a player's matches, and `courts` open.
  static func desk(_ events: [DeskEvent], rest: Double = 0, courts: [String] = ["C1", "C2"]) throws
    -> DeskState
  {
    var desk = DeskState()
    try desk.apply(.imported(events, rest: rest))
    for court in courts { try desk.apply(.courtOpened(court)) }
    return desk
  }

  /// A two-game win for `side`.
  static func win(_ side: Side) -> DeskScore {
    let game = side == .home ? SidePair(home: 21, away: 15) : SidePair(home: 15, away: 21)
    return DeskScore(winner: side, parts: [game, game])
  }
}
