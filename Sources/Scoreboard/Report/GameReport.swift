/// The game as scripts see it: the document `scoreboard-tui status --json` prints.
///
/// Keys are stable (written in snake case: `score_line`, `timeouts_left`); a field a sport does
/// not have is left out (`games` in basketball) or `null` (`clock` outside the timed sports,
/// `winner` while the match is on).
public struct GameReport: Codable, Equatable, Sendable {
  /// One team in the report.
  public struct Team: Codable, Equatable, Sendable {
    /// The team's name.
    public var name: String
    /// Points (points sports), points in the current game (rally sports), or the tennis call
    /// (`"15"`, `"40"`, `"AD"`), always as text so one type fits every sport.
    public var score: String
    /// Games won in the match (rally sports) or in the current set (tennis).
    public var games: Int?
    /// Sets won (tennis).
    public var sets: Int?
    /// Points won in the current tennis game or tiebreak.
    public var points: Int?
    /// Team fouls in the period (basketball).
    public var fouls: Int?
    /// Whether the other team is in the bonus (basketball).
    public var bonus: Bool?
    /// Timeouts left (basketball).
    public var timeoutsLeft: Int?
    /// Penalty clocks running against the team (hockey): `["1:47"]`.
    public var penalties: [String]?
    /// Whether the team serves the next point, where the sport has a server.
    public var serving: Bool?
  }

  /// The game clock in the report.
  public struct Clock: Codable, Equatable, Sendable {
    /// The time shown, in seconds (remaining when counting down, played when counting up).
    public var seconds: Double
    /// Whether the clock is running.
    public var running: Bool
    /// `"up"` or `"down"`.
    public var direction: String
    /// The clock as the screen shows it: `9:57`, `59.9`, `45:00 +2:13`.
    public var display: String
  }

  /// One tally counter in the report.
  public struct Counter: Codable, Equatable, Sendable {
    /// The counter's name.
    public var name: String
    /// Its value.
    public var value: Int
    /// Whether it is the selected one.
    public var selected: Bool
  }

  /// The sport's command-line name: `generic`, `tennis`, `table-tennis`...
  public var sport: String
  /// The home team.
  public var home: Team
  /// The away team.
  public var away: Team
  /// The period (`"Q2"`, `"2nd half"`), or `null` outside the timed sports.
  public var period: String?
  /// The game clock, or `null` outside the timed sports.
  public var clock: Clock?
  /// `"home"` or `"away"` once the match is won, else `null`.
  public var winner: String?
  /// The call of the moment (`"Deuce"`, `"Set point"`), or `null`.
  public var callout: String?
  /// The plain score line, as on the screen.
  public var scoreLine: String
  /// The tally counters, in screen order.
  public var counters: [Counter]

  private enum CodingKeys: String, CodingKey {
    case sport, home, away, period, clock, winner, callout, scoreLine, counters
  }

  /// Encodes every key, writing `null` for a missing period, clock, winner or callout, so scripts
  /// can rely on the keys being there.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(sport, forKey: .sport)
    try container.encode(home, forKey: .home)
    try container.encode(away, forKey: .away)
    try container.encode(period, forKey: .period)
    try container.encode(clock, forKey: .clock)
    try container.encode(winner, forKey: .winner)
    try container.encode(callout, forKey: .callout)
    try container.encode(scoreLine, forKey: .scoreLine)
    try container.encode(counters, forKey: .counters)
  }

  /// The report of `game`.
  public init(_ game: Game) {
    let board = game.scoreboard
    let match = board.match
    let games = match.standing("games")
    let sets = match.standing("sets")
    let hasServer = board.rules.sport.profile.features.contains(.server)
    let timed = board.timed
    func team(_ side: Side) -> Team {
      Team(
        name: board[side].name,
        score: match.score[side].isEmpty ? "0" : match.score[side],
        games: games?[side],
        sets: sets?[side],
        points: match.pointsInGame?[side],
        fouls: timed.tracksFouls ? timed.teamFouls(side) : nil,
        bonus: timed.tracksFouls ? timed.isInBonus(side) : nil,
        timeoutsLeft: timed.timeoutsLeft(side),
        penalties: timed.tracksPenalties ? timed.penaltyDisplays(for: side) : nil,
        serving: hasServer ? match.server == side : nil)
    }
    sport = board.rules.sport.rawValue
    home = team(.home)
    away = team(.away)
    period = timed.isTimed ? timed.periodLabel : nil
    clock =
      timed.isTimed
      ? Clock(
        seconds: Double(timed.clock.shown.components.seconds)
          + Double(timed.clock.shown.components.attoseconds) / 1e18,
        running: timed.clock.isRunning, direction: timed.clock.direction.rawValue,
        display: timed.clock.display)
      : nil
    winner = board.winner?.rawValue
    callout = match.callout
    scoreLine = board.scoreLine
    counters = game.counters.counters.enumerated().map { index, counter in
      Counter(name: counter.name, value: counter.value, selected: index == game.counters.selectedIndex)
    }
  }
}
