/// Two teams with their scores, which of them is drawn on the left, and the match they play:
/// its rules and, for the rally sports and tennis, who won each point.
///
/// What follows from the points (games, sets, who serves, whether the match is won) is derived,
/// never stored, so undo and replay always agree with it.
public struct ScoreboardState: Codable, Equatable, Hashable, Sendable {
  /// The home team.
  public var home: TeamScore
  /// The visiting team.
  public var away: TeamScore
  /// Whether the away team is drawn on the left (after a swap of ends).
  public var isSwapped: Bool
  /// The rules the match is played by.
  public var rules: SportRules
  /// Who won each rally (rally sports) or point (tennis), in order; empty for the points sports,
  /// whose totals are in ``TeamScore/score``.
  public var rallies: [Side]
  /// Who serves first in the match.
  public var firstServer: Side
  /// The game clock and what counts against it (fouls, timeouts, penalties) in the timed sports.
  public var timed: TimedState

  /// A scoreboard at 0 : 0 with the given team names (cleaned; empty means the default name),
  /// playing by `rules`.
  public init(
    homeName: String = Side.home.defaultName,
    awayName: String = Side.away.defaultName,
    rules: SportRules = .defaults(for: .default)
  ) {
    self.home = TeamScore(name: TeamScore.cleanName(homeName, default: Side.home.defaultName))
    self.away = TeamScore(name: TeamScore.cleanName(awayName, default: Side.away.defaultName))
    self.isSwapped = false
    self.rules = rules
    self.rallies = []
    self.firstServer = .home
    self.timed = TimedState(rules: rules)
  }

  /// The team for `side`.
  public subscript(side: Side) -> TeamScore {
    get { side == .home ? home : away }
    set {
      if side == .home { home = newValue } else { away = newValue }
    }
  }

  /// The team drawn at `end` of the screen.
  public func side(at end: ScreenEnd) -> Side {
    switch (end, isSwapped) {
    case (.left, false), (.right, true): return .home
    case (.right, false), (.left, true): return .away
    }
  }

  /// The plain-text score line, home first: `Home 3 : 2 Away`; with the games or sets after it
  /// in the sports that have them (`Home 15 : 40 Away, sets 1 : 0, games 3 : 2`), and the period
  /// and clock in the timed sports (`Home 83 : 66 Away, Q2 7:30`), so a screen reader hears it all.
  public var scoreLine: String {
    let line = match.line(home: home.name, away: away.name)
    guard let clock = clockDisplay else { return line }
    return "\(line), \(timed.periodLabel) \(clock)"
  }
}
