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
    /// The team's players: one, or two in doubles (`Ann/Bob` is `["Ann", "Bob"]`).
    public var players: [String]
    /// Points (points and timed sports), points in the current game (rally sports), or points
    /// won in the current game or tiebreak (tennis, whose call is ``display``).
    public var score: Int
    /// The tennis call as the board shows it (`"15"`, `"40"`, `"AD"`); left out elsewhere, where
    /// the score is the number.
    public var display: String?
    /// Games won in the match (badminton, table tennis) or in the current set (tennis).
    public var games: Int?
    /// Sets won (tennis, volleyball).
    public var sets: Int?
    /// Points won in the current tennis game or tiebreak.
    public var points: Int?
    /// Team fouls in the period (basketball, futsal).
    public var fouls: Int?
    /// Whether the other team's fouls favour this team: the bonus (basketball), the direct free
    /// kick from the second penalty mark (futsal).
    public var bonus: Bool?
    /// Timeouts left, in the half or the set as the sport counts them.
    public var timeoutsLeft: Int?
    /// Penalty clocks running against the team (hockey, handball's suspensions, futsal's sending
    /// off): `["1:47"]`, `["2:00 #7 DQ"]`.
    public var penalties: [String]?
    /// Whether the team serves the next point, where the sport has a server.
    public var serving: Bool?
    /// Yellow cards shown to the team's players (soccer, futsal).
    public var yellowCards: Int?
    /// Red cards shown to the team's players (soccer, futsal).
    public var redCards: Int?
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
    /// The shot clock's seconds as shown (`24`, `0` once it ran out), or left out without one.
    public var shotClock: Int?
  }

  /// The call of the moment and the team it favours.
  public struct Callout: Codable, Equatable, Sendable {
    /// What the board calls: `"Set point"`, `"Deuce"`, `"Change ends"`.
    public var text: String
    /// `"home"` or `"away"` when the call favours a team (set point for it), else `null`.
    public var side: String?

    /// The call `text`, favouring `side` (`"home"`, `"away"` or `nil`).
    public init(text: String, side: String?) {
      self.text = text
      self.side = side
    }

    private enum CodingKeys: String, CodingKey { case text, side }

    /// Encodes both keys, `side` as `null` for a call that favours nobody.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(text, forKey: .text)
      try container.encode(side, forKey: .side)
    }
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
  /// The period: `"Q2"`, `"2nd half"` in the timed sports; the game being played in the rally
  /// sports (`"Game 3"`) and the set in tennis (`"Set 2"`), the last one once the match is over;
  /// `null` in the generic sport. The overlay file `period.txt` holds the same text.
  public var period: String?
  /// The game clock, or `null` outside the timed sports.
  public var clock: Clock?
  /// `"home"` or `"away"` once the match is won, else `null`.
  public var winner: String?
  /// The call of the moment with the team it favours, or `null`.
  public var callout: Callout?
  /// Whether the match is over (`winner` says who won it).
  public var final: Bool
  /// The plain score line, as on the screen.
  public var scoreLine: String
  /// The tally counters, in screen order.
  public var counters: [Counter]
  /// Who serves the next rally and from which court, where the sport names the server's player
  /// (pickleball); left out elsewhere.
  public var serving: Player?
  /// Who receives it and in which court; left out where ``serving`` is.
  public var receiving: Player?
  /// The score as the server calls it (pickleball's `4-2-1`); left out elsewhere.
  public var scoreCall: String?
  /// Each side's shoot-out kicks, `true` for a goal, once a shoot-out has begun; left out before.
  public var shootout: SidePair<[Bool]>?
  /// How the match was won when the score alone does not say (`on penalties 4-3`), or left out.
  public var winnerNote: String?
  /// The sets (or games) played to their end, home first: `[{"home": 7, "away": 6, "tiebreak":
  /// {"home": 7, "away": 5}}]`; left out where the sport has none.
  public var setsHistory: [SetResult]?
  /// The choice the app waits for before the next rally (who serves, who receives, the court to
  /// receive a deciding point in, the squash box, who kicks first in a shoot-out), or `null`.
  public var pendingChoice: Choice?
  /// The countdown running (a timeout, an interval, the warm-up), or left out.
  public var countdown: CountdownReport?
  /// How many times the buzzer has sounded in the match (the game clock's and the countdowns' at
  /// zero), or left out before the first: a page sounds its own when it goes up.
  public var buzzerCount: Int?

  /// A choice the app waits for: `{"kind": "server", "side": "home", "options": ["Ann", "Bob"],
  /// "default": "Ann"}`. The toss (`"serving_side"`) and the shoot-out's first kicker
  /// (`"first_kicker"`) have `side` `null` and the team names as their options; a court
  /// (`"receiving_court"`) or a squash box (`"service_box"`) has `["right", "left"]`. Key files and
  /// the keys answer it with `choose default` (Enter) or `choose other` (o).
  public struct Choice: Codable, Equatable, Sendable {
    /// `"serving_side"`, `"server"`, `"receiver"`, `"first_kicker"`, `"service_box"` or
    /// `"receiving_court"`.
    public var kind: String
    /// `"home"` or `"away"`: the side choosing one of its players or courts; `null` for the toss
    /// and the first kicker.
    public var side: String?
    /// The names chosen between.
    public var options: [String]
    /// The name taken when nobody chooses.
    public var `default`: String

    private enum CodingKeys: String, CodingKey { case kind, side, options, `default` }

    /// Encodes every key, `side` as `null` for the toss.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(kind, forKey: .kind)
      try container.encode(side, forKey: .side)
      try container.encode(options, forKey: .options)
      try container.encode(`default`, forKey: .default)
    }
  }

  /// One finished set or game in ``setsHistory``.
  public struct SetResult: Codable, Equatable, Sendable {
    /// The home side's games (tennis) or points.
    public var home: Int
    /// The away side's.
    public var away: Int
    /// The tiebreak's points, where one decided the set.
    public var tiebreak: [String: Int]?

    /// A set won `home` games to `away`, with `tiebreak`'s points if one decided it.
    public init(home: Int, away: Int, tiebreak: [String: Int]? = nil) {
      self.home = home
      self.away = away
      self.tiebreak = tiebreak
    }
  }

  /// A player at a court: `{"side": "home", "player": "Ann", "court": "right"}`.
  public struct Player: Codable, Equatable, Sendable {
    /// `"home"` or `"away"`.
    public var side: String
    /// The player's name.
    public var player: String
    /// `"right"` (even) or `"left"` (odd); `null` where the sport has no service courts.
    public var court: String?

    private enum CodingKeys: String, CodingKey { case side, player, court }

    /// Encodes every key, `court` as `null` where there is none.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(side, forKey: .side)
      try container.encode(player, forKey: .player)
      try container.encode(court, forKey: .court)
    }
  }

  private enum CodingKeys: String, CodingKey {
    case sport, home, away, period, clock, winner, callout, final, scoreLine, counters, serving, receiving,
      scoreCall, shootout, winnerNote, setsHistory, pendingChoice, countdown, buzzerCount
  }

  /// Encodes every key, writing `null` for a missing period, clock, winner, callout or pending
  /// choice, so scripts
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
    try container.encode(final, forKey: .final)
    try container.encode(scoreLine, forKey: .scoreLine)
    try container.encode(counters, forKey: .counters)
    try container.encodeIfPresent(serving, forKey: .serving)
    try container.encodeIfPresent(receiving, forKey: .receiving)
    try container.encodeIfPresent(scoreCall, forKey: .scoreCall)
    try container.encodeIfPresent(shootout.map { ["home": $0.home, "away": $0.away] }, forKey: .shootout)
    try container.encodeIfPresent(winnerNote, forKey: .winnerNote)
    try container.encodeIfPresent(setsHistory, forKey: .setsHistory)
    try container.encode(pendingChoice, forKey: .pendingChoice)
    try container.encodeIfPresent(countdown, forKey: .countdown)
    try container.encodeIfPresent(buzzerCount, forKey: .buzzerCount)
  }

  /// The report of `game`.
  public init(_ game: Game) {
    let board = game.scoreboard
    let match = board.match
    let games = match.standing("games")
    let sets = match.standing("sets")
    let hasServer = board.rules.sport.profile.features.contains(.server)
    let timed = board.timed
    let hasCalls = board.rules.sport.scoring == .gamesAndSets
    let features = board.rules.featuresOn
    func team(_ side: Side) -> Team {
      Team(
        name: board[side].name,
        players: board.players(of: side),
        score: hasCalls ? match.pointsInGame?[side] ?? 0 : Int(match.score[side]) ?? 0,
        display: hasCalls ? match.score[side] : nil,
        games: games?[side],
        sets: sets?[side],
        points: match.pointsInGame?[side],
        serving: hasServer ? match.server == side : nil)
    }
    func reported(_ side: Side) -> Team {
      var reported = team(side)
      for feature in features { feature.report(into: &reported, for: side, on: board) }
      return reported
    }
    sport = board.rules.sport.rawValue
    home = reported(.home)
    away = reported(.away)
    winner = board.winner?.rawValue
    final = winner != nil
    period =
      timed.isTimed ? timed.periodLabel : Self.matchPeriod(board.rules, home, away, final)
    clock =
      timed.isTimed
      ? features.reduce(
        into: Clock(
          seconds: Double(timed.clock.shown.components.seconds)
            + Double(timed.clock.shown.components.attoseconds) / 1e18,
          running: timed.clock.isRunning, direction: timed.clock.direction.rawValue,
          display: timed.clock.display)
      ) { clock, feature in feature.report(into: &clock, of: timed) }
      : nil
    callout = match.callout.map { Callout(text: $0, side: match.calloutSide?.rawValue) }
    scoreLine = board.scoreLine
    let player: (PlayerAtCourt) -> Player = {
      Player(side: $0.side.rawValue, player: $0.player, court: $0.court?.rawValue)
    }
    serving = match.serverPlayer.map(player)
    receiving = match.receiverPlayer.map(player)
    scoreCall = match.scoreCall
    shootout = match.shootout
    winnerNote = match.winnerNote
    let hasHistory = !board.progress.addsUpPoints
    setsHistory =
      hasHistory
      ? match.history.map { part in
        SetResult(
          home: part.scores.home, away: part.scores.away,
          tiebreak: part.tiebreak.map { ["home": $0.home, "away": $0.away] })
      } : nil
    countdown = board.countdown.map(CountdownReport.init)
    buzzerCount = board.buzzerCount > 0 ? board.buzzerCount : nil
    pendingChoice = board.pendingChoice.map { pending in
      Choice(
        kind: pending.kind.rawValue, side: pending.kind.isForEitherSide ? nil : pending.side.rawValue,
        options: pending.options, default: pending.defaultOption)
    }
    counters = game.counters.counters.enumerated().map { index, counter in
      Counter(name: counter.name, value: counter.value, selected: index == game.counters.selectedIndex)
    }
  }

  /// The game (rally sports) or set (tennis) being played, from the counts won so far, or the last
  /// one once the match is over; `nil` in the points sports, unless played in games or sets.
  private static func matchPeriod(_ rules: SportRules, _ home: Team, _ away: Team, _ isOver: Bool) -> String?
  {
    let sport = rules.sport
    let label: String
    let won: (Team) -> Int?
    switch sport.scoring {
    case .points where rules.isPlayedInGames:
      (label, won) = rules.gamesPerSet == nil ? ("Game", \.games) : ("Set", \.sets)
    case .points: return nil
    case .rallies:
      let gameName = sport.profile.rally?.gameName ?? "Game"
      (label, won) = (gameName, gameName == "Set" ? \.sets : \.games)
    case .gamesAndSets: (label, won) = ("Set", \.sets)
    case .sideOut: (label, won) = ("Game", { $0.games ?? 0 })
    }
    let finished = (won(home) ?? 0) + (won(away) ?? 0)
    return "\(label) \(isOver ? finished : finished + 1)"
  }
}
