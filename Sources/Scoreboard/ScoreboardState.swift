/// Two teams with their names, which of them is drawn on the left, and the match they play.
///
/// The match is kept the way its sport scores (``MatchProgress``): the totals of a points sport,
/// a clock and totals in a timed sport, who won each point in the rally sports and tennis. What
/// follows from the points (games, sets, who serves, whether the match is won) is derived, never
/// stored, so undo and replay always agree with it. A match played point by point keeps its sport's
/// engine beside its points (``PointByPointEngine``), one step further with each point, so reading
/// the match costs the same at point 10 and at point 10,000; the engine takes no part in equality,
/// hashing or the saved form.
public struct ScoreboardState: Sendable {
  /// The teams' names, home and away.
  public var names: SidePair<String> {
    get { storedNames }
    _modify {
      let wasDoubles = playsDoubles
      defer { if playsDoubles != wasDoubles { forgetEngine() } }
      yield &storedNames
    }
  }
  /// Whether the away team is drawn on the left (after a swap of ends).
  public var isSwapped: Bool
  /// Where the match stands.
  public internal(set) var progress: MatchProgress {
    get { storedProgress }
    _modify {
      defer { forgetEngine() }
      yield &storedProgress
    }
  }
  /// What the players chose before each game or set (the toss, who serves and who receives first).
  public internal(set) var choices: MatchChoices {
    get { storedChoices }
    _modify {
      let before = storedChoices
      defer { if storedChoices != before { forgetEngine() } }
      yield &storedChoices
    }
  }
  /// The timeouts taken where the allowance is per game or set (a set's allowance).
  public internal(set) var partTimeouts = PartTimeouts()
  /// The countdown the rules time now (a timeout, an interval, the warm-up), or `nil`.
  public internal(set) var countdown: Countdown?
  /// How many times a countdown has reached zero and sounded the buzzer in this match.
  public internal(set) var countdownBuzzes = 0

  private var storedNames: SidePair<String>
  private var storedProgress: MatchProgress
  private var storedChoices = MatchChoices()
  /// The engine after the points, once built; a new one whenever what it follows from changes.
  private var engineCache = EngineCache()

  /// A scoreboard at 0 : 0 with the given team names (cleaned; empty means the default name),
  /// playing by `rules`.
  public init(
    homeName: String = Side.home.defaultName,
    awayName: String = Side.away.defaultName,
    rules: SportRules = .defaults(for: .default)
  ) {
    storedNames = SidePair(
      home: TeamScore.cleanName(homeName, default: Side.home.defaultName),
      away: TeamScore.cleanName(awayName, default: Side.away.defaultName))
    isSwapped = false
    storedProgress = MatchProgress(rules: rules)
  }

  /// The rules the match is played by.
  public var rules: SportRules { progress.rules }

  /// The home team: its name and, in a points sport, its total.
  public var home: TeamScore {
    get { self[.home] }
    set { self[.home] = newValue }
  }

  /// The visiting team: its name and, in a points sport, its total.
  public var away: TeamScore {
    get { self[.away] }
    set { self[.away] = newValue }
  }

  /// The team for `side`. Setting it renames the team and, in a points sport, sets its total.
  public subscript(side: Side) -> TeamScore {
    get { TeamScore(name: names[side], score: progress.scores[side]) }
    set {
      names[side] = newValue.name
      storedProgress.setScore(newValue.score, for: side)
    }
  }

  /// Who won each rally (rally sports) or point (tennis), in order; empty in the points sports.
  public var rallies: PointList {
    if case .pointByPoint(_, let winners, _) = progress { return winners }
    return []
  }

  /// Who serves first in the match; the home team where the sport has no server.
  public var firstServer: Side {
    if case .pointByPoint(_, _, let firstServer) = progress { return firstServer }
    return .home
  }

  /// The game clock and what counts against it (fouls, timeouts, penalties) in a timed sport; in
  /// the other sports a clock that never runs, which every ``TimedAction`` leaves alone, and
  /// setting it changes nothing.
  public var timed: TimedState {
    get {
      if case .timed(_, let clock) = progress { return clock }
      return TimedState(rules: rules)
    }
    set { changeClock { clock, _ in clock = newValue } }
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
    let line = match.line(home: names.home, away: names.away)
    guard let clock = clockDisplay else { return line }
    return "\(line), \(timed.periodLabel) \(clock)"
  }
}

extension ScoreboardState {
  /// The engine of a match played point by point, after its points (built from them on the first
  /// read after a change other than a point won); `nil` in the other sports.
  var engine: PointByPointEngine? {
    engineCache.engine {
      guard case .pointByPoint(let rules, let winners, let firstServer) = storedProgress else { return nil }
      return PointByPointEngine(
        rules: rules, firstServer: firstServer, choices: storedChoices, doubles: playsDoubles, points: winners
      )
    }
  }

  /// Counts one more point won by `side` in a match played point by point: one step of the engine
  /// already built, not a replay of the match. Nothing in the other sports.
  mutating func recordPoint(for side: Side) {
    guard case .pointByPoint = storedProgress else { return }
    let recorded = engineCache.built.map { engine in
      var engine = engine
      engine?.record(side)
      return engine
    }
    storedProgress.changePoints { winners, _ in winners.append(side) }
    engineCache = recorded.map(EngineCache.init(built:)) ?? EngineCache()
  }

  /// Changes the clock of a timed sport with `change`, which is given the totals too; nothing in the
  /// other sports, whose engine stays as it is.
  mutating func changeClock(_ change: (inout TimedState, SidePair<Int>) -> Void) {
    storedProgress.changeClock(change)
  }

  /// Lets go of the engine, for what it follows from has changed (the points other than by one
  /// more, the rules, the first server, the choices, singles or doubles): the next read builds it again.
  private mutating func forgetEngine() {
    guard case .pointByPoint = storedProgress else {
      engineCache = .withoutEngine
      return
    }
    engineCache = EngineCache()
  }
}
