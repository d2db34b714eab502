/// One kick (soccer) or shot (hockey) of a shoot-out.
public struct ShootoutKick: Codable, Equatable, Hashable, Sendable {
  /// The side that took it.
  public var side: Side
  /// Whether it went in.
  public var scored: Bool

  /// A kick by `side`, `scored` or missed.
  public init(side: Side, scored: Bool) {
    self.side = side
    self.scored = scored
  }
}

extension PeriodClock {
  /// The shoot-out's kicks so far, in order.
  public var kicks: [ShootoutKick] { shootoutKicks ?? [] }

  /// Whether the game is in its shoot-out: the rules have one and the game ended level.
  public func isShootout(scores: SidePair<Int>) -> Bool {
    rules.shootoutRounds != nil && isGameOver(scores: scores) && scores.home == scores.away
  }

  /// Each side's kicks, in order: `true` for a goal.
  public var shootoutMarks: SidePair<[Bool]> {
    SidePair(
      home: kicks.filter { $0.side == .home }.map(\.scored),
      away: kicks.filter { $0.side == .away }.map(\.scored))
  }

  /// Goals each side scored in the shoot-out.
  public var shootoutGoals: SidePair<Int> {
    let marks = shootoutMarks
    return SidePair(home: marks.home.filter { $0 }.count, away: marks.away.filter { $0 }.count)
  }

  /// The side that has won the shoot-out, or `nil` while it goes on (IFAB Law 10.3): within the
  /// first rounds, as soon as one side has scored more than the other could with all its kicks
  /// left; after them, when both have kicked equally often and the goals differ.
  public var shootoutWinner: Side? {
    guard let rounds = rules.shootoutRounds else { return nil }
    let marks = shootoutMarks
    let taken = SidePair(home: marks.home.count, away: marks.away.count)
    let goals = shootoutGoals
    if taken.home <= rounds && taken.away <= rounds {
      for side in Side.allCases where goals[side] > goals[side.opponent] + (rounds - taken[side.opponent]) {
        return side
      }
    }
    guard taken.home == taken.away, taken.home >= rounds, goals.home != goals.away else { return nil }
    return goals.home > goals.away ? .home : .away
  }

  /// The side that kicks next: the sides take turns, the side chosen to kick first (home unless
  /// the other was chosen) first; `nil` once decided.
  public var nextKicker: Side? {
    guard shootoutWinner == nil else { return nil }
    let first = shootoutFirstKicker ?? .home
    return kicks.count.isMultiple(of: 2) ? first : first.opponent
  }

  /// Makes `side` kick first, when the shoot-out is on and no kick has been taken (IFAB Law 10:
  /// the toss winner decides whether to kick first or second).
  mutating func chooseFirstKicker(_ side: Side) {
    guard rules.shootoutRounds != nil, kicks.isEmpty else { return }
    shootoutFirstKicker = side
  }

  /// The choice the rules leave to the players before the shoot-out's first kick: who kicks first.
  func shootoutChoices(scores: SidePair<Int>) -> [OpenChoice] {
    guard isShootout(scores: scores), kicks.isEmpty else { return [] }
    return [OpenChoice(.firstKicker, shootoutFirstKicker ?? .home)]
  }

  /// Records a kick by `side` when the shoot-out is on and it is `side`'s turn.
  mutating func recordKick(by side: Side, scored: Bool, scores: SidePair<Int>) {
    guard isShootout(scores: scores), nextKicker == side else { return }
    shootoutKicks = kicks + [ShootoutKick(side: side, scored: scored)]
  }
}
