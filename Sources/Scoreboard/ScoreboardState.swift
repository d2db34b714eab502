/// Two teams with their scores, and which of them is drawn on the left.
public struct ScoreboardState: Codable, Equatable, Hashable, Sendable {
  /// The home team.
  public var home: TeamScore
  /// The visiting team.
  public var away: TeamScore
  /// Whether the away team is drawn on the left (after a swap of ends).
  public var isSwapped: Bool

  /// A scoreboard at 0 : 0 with the given team names (cleaned; empty means the default name).
  public init(homeName: String = Side.home.defaultName, awayName: String = Side.away.defaultName) {
    self.home = TeamScore(name: TeamScore.cleanName(homeName, default: Side.home.defaultName))
    self.away = TeamScore(name: TeamScore.cleanName(awayName, default: Side.away.defaultName))
    self.isSwapped = false
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

  /// The plain-text score line, home first: `Home 3 : 2 Away`.
  public var scoreLine: String {
    "\(home.name) \(home.score) : \(away.score) \(away.name)"
  }
}
