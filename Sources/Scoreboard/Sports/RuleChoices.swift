/// The rule options chosen for a match (on the command line), before they are checked against
/// the sport: each is `nil` (or `false`) when not chosen.
///
/// ```swift
/// var choices = RuleChoices()
/// choices.bestOf = 5
/// let rules = try SportRules(sport: .tennis, choices: choices)  // best of 5, with advantage
/// ```
public struct RuleChoices: Equatable, Sendable {
  /// Regular periods in a game.
  public var periods: Int?
  /// Minutes in a regular period.
  public var periodMinutes: Int?
  /// Points that win a game (or the plain scoreboard's match).
  public var pointsToWin: Int?
  /// The margin a game must be won by.
  public var winBy: Int?
  /// The score that wins a game whatever the margin.
  public var cap: Int?
  /// Games or sets in the match.
  public var bestOf: Int?
  /// Games that win a set (a plain scoreboard played in sets).
  public var gamesToWin: Int?
  /// Sets in the match: best of this many.
  public var sets: Int?
  /// A deciding point at deuce.
  public var noAd = false
  /// The final set as a match tiebreak to this many points.
  public var finalSetTiebreak: Int?
  /// Extra time after a drawn game.
  public var extraTime = false
  /// Minutes in each period of extra time.
  public var extraTimeMinutes: Int?
  /// Penalties tracked.
  public var penalties = false
  /// One player a side.
  public var singles = false
  /// Two players a side.
  public var doubles = false
  /// A named format of the sport (`3x15`), applied before the other choices.
  public var format: String?
  /// A shoot-out after a game that ends level.
  public var shootout = false
  /// A shot clock beside the game clock.
  public var shotClock = false

  /// No option chosen: the sport's usual rules.
  public init() {}

  /// The longest regular period that can be chosen, in minutes.
  public static let maximumPeriodMinutes = 240

  /// Whether any option was chosen.
  public var isEmpty: Bool { self == RuleChoices() }
}

extension SportRules {
  /// The usual rules of `sport` changed by `choices`, or the first reason they cannot be played:
  /// an option the sport does not take (`--extra-time applies to soccer only`) or a value out of
  /// range (`--best-of must be an odd number, 1 or more`). The one place options are checked.
  public init(sport: Sport, choices: RuleChoices) throws(RulesError) {
    var rules = SportRules.defaults(for: sport)
    if let name = choices.format {
      try Self.require(.format, in: sport)
      guard let format = sport.profile.formats.first(where: { $0.name == name }) else {
        let known = sport.profile.formats.map(\.name).joined(separator: ", ")
        throw RulesError(option: "--format", problem: "must be one of \(known) for \(sport.commandLineName)")
      }
      format.apply(&rules)
    }
    if let periods = choices.periods {
      try Self.require(.periods, in: sport)
      rules.periods = periods
    }
    if let minutes = choices.periodMinutes {
      try Self.require(.periodMinutes, in: sport)
      guard (1...RuleChoices.maximumPeriodMinutes).contains(minutes) else {
        throw RulesError(
          option: "--period-minutes", problem: "must be between 1 and \(RuleChoices.maximumPeriodMinutes)")
      }
      rules.periodSeconds = minutes * 60
    }
    if let pointsToWin = choices.pointsToWin {
      try Self.require(.pointsToWin, in: sport)
      rules.pointsToWin = pointsToWin
      if choices.cap == nil, let cap = rules.cap, cap <= pointsToWin {
        let origin = choices.format.map { "--format \($0)" } ?? sport.commandLineName
        throw RulesError(
          option: "--points-to-win",
          problem:
            "\(pointsToWin) is not below the cap of \(cap) that \(origin) sets: give --cap above it too")
      }
    }
    if let winBy = choices.winBy {
      try Self.require(.winBy, in: sport)
      rules.winBy = winBy
    }
    if let bestOf = choices.bestOf {
      try Self.require(.bestOf, in: sport)
      rules.bestOf = bestOf
    }
    try Self.applySets(choices, to: &rules)
    rules.cap = choices.cap ?? rules.cap
    rules.noAd = choices.noAd || rules.noAd
    rules.finalSetTiebreak = choices.finalSetTiebreak ?? rules.finalSetTiebreak
    rules.extraTime = choices.extraTime || rules.extraTime
    rules.penalties = choices.penalties || rules.penalties
    if choices.singles && choices.doubles {
      throw RulesError(option: "--doubles", problem: "and --singles cannot both be given")
    }
    if choices.singles { rules.singles = true }
    // Where doubles are the sport's usual game (pickleball, which takes --singles), --doubles
    // changes nothing.
    if choices.doubles && !sport.profile.options.contains(.singles) { rules.doubles = true }
    if let minutes = choices.extraTimeMinutes {
      try Self.require(.extraTimeMinutes, in: sport)
      guard (1...RuleChoices.maximumPeriodMinutes).contains(minutes) else {
        throw RulesError(
          option: "--extra-time-minutes", problem: "must be between 1 and \(RuleChoices.maximumPeriodMinutes)"
        )
      }
      rules.overtimeSeconds = minutes * 60
      rules.extraTime = true
    }
    if choices.shotClock {
      try Self.require(.shotClock, in: sport)
      rules.shotClock = 24
    }
    if choices.shootout {
      try Self.require(.shootout, in: sport)
      rules.shootoutRounds = sport.profile.periods?.shootoutRounds ?? 5
    }
    self = try rules.validated()
  }

  /// `--games-to-win` and `--sets`: a match in sets of games, best of so many sets.
  private static func applySets(_ choices: RuleChoices, to rules: inout SportRules) throws(RulesError) {
    if let games = choices.gamesToWin {
      try require(.gamesToWin, in: rules.sport)
      guard games >= 1 else { throw RulesError(option: "--games-to-win", problem: "must be at least 1") }
      rules.gamesPerSet = games
    }
    guard let sets = choices.sets else { return }
    try require(.sets, in: rules.sport)
    guard choices.gamesToWin != nil else {
      throw RulesError(option: "--sets", problem: "needs --games-to-win (the games that win a set)")
    }
    guard choices.bestOf == nil else {
      throw RulesError(option: "--sets", problem: "and --best-of cannot both be given: --sets counts sets")
    }
    guard sets >= 1, sets % 2 == 1 else {
      throw RulesError(option: "--sets", problem: "must be an odd number, 1 or more")
    }
    rules.bestOf = sets
  }
}
