/// The rules a match is played by: the sport and the variant chosen for it.
///
/// Start from ``defaults(for:)`` and change what the competition does differently; ``validated()``
/// refuses combinations that cannot be played, naming the option at fault.
///
/// It holds the rules more than one sport reads; a sport's own variant rules (``tennis``) are
/// kept in ``variants`` by the sport's folder, and saved under their own keys beside these.
public struct SportRules: Equatable, Hashable, Sendable {
  /// The sport.
  public var sport: Sport
  /// Points that win a game (rally sports), or the target score that wins the match (generic;
  /// `nil` for an open-ended count).
  public var pointsToWin: Int?
  /// The margin a game (or a generic match with a target) must be won by.
  public var winBy: Int
  /// The score that wins a game outright whatever the margin (badminton's 30), or `nil`.
  public var cap: Int?
  /// Points that win the deciding game, when it differs (volleyball's fifth set to 15), or `nil`.
  public var decidingGamePoints: Int?
  /// Games (rally sports) or sets (tennis) in the match: best of this many.
  public var bestOf: Int
  /// Tennis and the plain scoreboard played in sets: games that win a set (in tennis with a lead
  /// of 2), or `nil` (tennis: 6). Short sets and FAST4: 4.
  public var gamesPerSet: Int?
  /// Soccer and hockey: kicks (shots) each side takes in a shoot-out after a game that ends level
  /// (IFAB 5, IIHF 3), then sudden death; `nil` for no shoot-out.
  public var shootoutRounds: Int?
  /// Timed sports: regular periods in a game.
  public var periods: Int
  /// Timed sports: the length of a regular period, in seconds.
  public var periodSeconds: Int
  /// Timed sports: the length of an overtime or extra-time period, in seconds (0 for none).
  public var overtimeSeconds: Int
  /// Soccer: whether extra time (two periods of ``overtimeSeconds``) follows a drawn game.
  public var extraTime: Bool
  /// Basketball: the team foul from which the other team is in the bonus (FIBA 4: every foul after
  /// it gives free throws), or `nil` for no bonus.
  public var foulBonus: Int?
  /// Timeouts each team has per half (basketball) or per set (volleyball), or `nil` for untracked.
  public var timeouts: Int?
  /// Pickleball: whether one player a side plays (`true`) rather than two; `nil` (as in games
  /// saved before it existed) is the sport's usual doubles.
  public var singles: Bool?
  /// Badminton, table tennis, tennis: whether two players a side play (`--doubles`); `nil` (as in
  /// games saved before it existed) is singles.
  public var doubles: Bool?
  /// The rules one sport alone reads, by their saved key (``VariantRule``); its folder reads them
  /// through its own accessor. A rule at its unset value is not kept.
  var variants: [String: VariantValue] = [:]

  /// The usual rules of `sport`: FIBA basketball, the laws of the game for soccer, IIHF hockey,
  /// FIVB volleyball, ITTF table tennis, BWF badminton, ITF tennis (best of 3 with advantage).
  public static func defaults(for sport: Sport) -> SportRules {
    var rules = SportRules(sport: sport)
    sport.profile.setDefaults(&rules)
    return rules
  }

  /// The plain defaults for `sport`, before its profile sets its usual values.
  init(sport: Sport) {
    self.sport = sport
    self.pointsToWin = nil
    self.winBy = 1
    self.cap = nil
    self.decidingGamePoints = nil
    self.bestOf = 1
    self.periods = 0
    self.periodSeconds = 0
    self.overtimeSeconds = 0
    self.extraTime = false
    self.foulBonus = nil
    self.timeouts = nil
  }

  /// Whether a sport whose score is the points added up is played in games here (`--best-of 3`)
  /// or sets (`--games-to-win`), so its points are kept one by one.
  public var isPlayedInGames: Bool {
    sport.scoring == .points && sport.profile.periods == nil && (bestOf > 1 || gamesPerSet != nil)
  }

  /// The game's name as the board shows it: the sport's (`Tennis`), or its variant's (`Padel`
  /// for tennis played as padel).
  public var displayName: String { sport.profile.variantName(self) ?? sport.displayName }

  /// Games (or sets) a side must win to take the match: a majority of ``bestOf``.
  public var gamesToWinMatch: Int { bestOf / 2 + 1 }

  /// These rules, or the first reason they cannot be played.
  public func validated() throws(RulesError) -> SportRules {
    let profile = sport.profile
    if let pointsToWin, pointsToWin < 1 {
      throw RulesError(option: "--points-to-win", problem: "must be at least 1")
    }
    if profile.scoring == .rallies && pointsToWin == nil {
      throw RulesError(option: "--points-to-win", problem: "is needed for \(sport.commandLineName)")
    }
    if isPlayedInGames && pointsToWin == nil {
      throw RulesError(option: "--points-to-win", problem: "is needed to play in games or sets")
    }
    if winBy < 1 { throw RulesError(option: "--win-by", problem: "must be at least 1") }
    if let cap {
      try Self.require(.cap, in: sport)
      if cap <= (pointsToWin ?? 0) {
        throw RulesError(option: "--cap", problem: "must be above the points to win (\(pointsToWin ?? 0))")
      }
    }
    if bestOf < 1 || bestOf % 2 == 0 {
      throw RulesError(option: "--best-of", problem: "must be an odd number, 1 or more")
    }
    if extraTime { try Self.require(.extraTime, in: sport) }
    if singles == true { try Self.require(.singles, in: sport) }
    if doubles == true { try Self.require(.doubles, in: sport) }
    if profile.periods != nil {
      if periods < 1 { throw RulesError(option: "--periods", problem: "must be at least 1") }
      if periodSeconds < 1 { throw RulesError(option: "--period-minutes", problem: "must be above 0") }
    }
    do {
      try checkRanges()
    } catch {
      throw RulesError(option: error.name, problem: "must be between \(error.lowest) and \(error.highest)")
    }
    return self
  }

  /// Refuses `option` for a sport that does not take it.
  static func require(_ option: SportOption, in sport: Sport) throws(RulesError) {
    guard sport.profile.options.contains(option) else {
      throw RulesError(option: option.flag, problem: option.notApplicableProblem)
    }
  }
}

/// Why a set of rules cannot be played: the option at fault and what is wrong with it.
public struct RulesError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The command-line option at fault, such as `--best-of`.
  public var option: String
  /// What is wrong, completing "OPTION ...".
  public var problem: String

  /// An error for `option`.
  public init(option: String, problem: String) {
    self.option = option
    self.problem = problem
  }

  /// One line for the user: `--best-of must be an odd number, 1 or more`.
  public var description: String { "\(option) \(problem)" }
}
