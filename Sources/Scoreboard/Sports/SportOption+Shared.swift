extension SportOption {
  /// Regular periods in a game.
  public static let periods: SportOption = number("periods", "Regular periods in a game") {
    periods, _, rules in
    rules.periods = periods
  }

  /// Minutes in a regular period.
  public static let periodMinutes: SportOption = number(
    "periodMinutes", "Minutes in a regular period", range: 1...RuleChoices.maximumPeriodMinutes
  ) { minutes, _, rules in
    rules.periodSeconds = minutes * 60
  }

  /// Points that win a game (or the match of the plain scoreboard); refused at or above a cap the
  /// user did not type.
  public static let pointsToWin: SportOption = number(
    "pointsToWin", "Points that win a game, or the match without games"
  ) {
    (pointsToWin, choices, rules) throws(RulesError) in
    rules.pointsToWin = pointsToWin
    guard choices[.cap] == nil as Int?, let cap = rules.cap, cap <= pointsToWin else { return }
    let origin = choices[.format].map { "--format \($0)" } ?? rules.sport.commandLineName
    throw RulesError(
      option: "--points-to-win",
      problem: "\(pointsToWin) is not below the cap of \(cap) that \(origin) sets: give --cap above it too")
  }

  /// The margin a game must be won by.
  public static let winBy: SportOption = number("winBy", "The margin a game must be won by") {
    winBy, _, rules in
    rules.winBy = winBy
  }

  /// The score that wins a game whatever the margin.
  public static let cap: SportOption = number("cap", "The score that wins a game whatever the margin") {
    cap, _, rules in
    rules.cap = cap
  }

  /// Games or sets in the match: best of this many.
  public static let bestOf: SportOption = number(
    "bestOf", "Games or sets in the match: best of this many (odd)"
  ) {
    bestOf, _, rules in
    rules.bestOf = bestOf
  }

  /// Games that win a set: the match is played in sets.
  public static let gamesToWin: SportOption = number(
    "gamesToWin", "Games that win a set: the match is played in sets (with --points-to-win)"
  ) { (games, _, rules) throws(RulesError) in
    guard games >= 1 else { throw RulesError(option: "--games-to-win", problem: "must be at least 1") }
    rules.gamesPerSet = games
  }

  /// Sets in the match: best of this many, with ``gamesToWin``.
  public static let sets: SportOption = number(
    "sets", "Sets in the match: best of this many (odd; with --games-to-win)"
  ) {
    (sets, choices, rules) throws(RulesError) in
    guard choices[.gamesToWin] != nil as Int? else {
      throw RulesError(option: "--sets", problem: "needs --games-to-win (the games that win a set)")
    }
    guard choices[.bestOf] == nil as Int? else {
      throw RulesError(option: "--sets", problem: "and --best-of cannot both be given: --sets counts sets")
    }
    guard sets >= 1, sets % 2 == 1 else {
      throw RulesError(option: "--sets", problem: "must be an odd number, 1 or more")
    }
    rules.bestOf = sets
  }

  /// Extra time after a drawn game.
  public static let extraTime: SportOption = flag("extraTime", "Extra time after a drawn game") { _, rules in
    rules.extraTime = true
  }

  /// Minutes in a period of extra time; extra time is played.
  public static let extraTimeMinutes: SportOption = number(
    "extraTimeMinutes", "Minutes in each period of extra time (the sport's usual length unless given)",
    range: 1...RuleChoices.maximumPeriodMinutes
  ) { minutes, _, rules in
    rules.overtimeSeconds = minutes * 60
    rules.extraTime = true
  }

  /// One player a side instead of two, in a sport whose usual game is doubles.
  public static let singles: SportOption = flag("singles", "One player a side instead of two") {
    (choices, rules) throws(RulesError) in
    guard !choices[.doubles] else {
      throw RulesError(option: "--doubles", problem: "and --singles cannot both be given")
    }
    rules.singles = true
  }

  /// Two players a side instead of one; where doubles are the sport's usual game (a sport that
  /// takes ``singles``), it changes nothing.
  public static let doubles: SportOption = flag("doubles", "Two players a side (names as \"Ann/Bob\")") {
    _, rules in
    if !rules.sport.profile.options.contains(.singles) { rules.doubles = true }
  }

  /// A named format of the sport's rules, applied before the other options.
  public static let format: SportOption = named(
    "format", "A named format of the sport's rules, the first its usual one")

  /// A shoot-out decides a game that ends level.
  public static let shootout: SportOption = flag(
    "shootout",
    "A shoot-out decides a game that ends level (the sport's kicks, shots or throws each, then sudden death)"
  ) { _, rules in
    rules.shootoutRounds = rules.sport.profile.periods?.shootoutRounds ?? 5
  }
}
