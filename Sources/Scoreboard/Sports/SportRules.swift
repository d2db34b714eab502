/// The rules a match is played by: the sport and the variant chosen for it.
///
/// Start from ``defaults(for:)`` and change what the competition does differently; ``validated()``
/// refuses combinations that cannot be played, naming the option at fault.
public struct SportRules: Codable, Equatable, Hashable, Sendable {
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
  /// Tennis: a deciding point at deuce instead of advantage.
  public var noAd: Bool
  /// Tennis: the final set is a match tiebreak to this many points instead of a full set, or `nil`.
  public var finalSetTiebreak: Int?
  /// Timed sports: regular periods in a game.
  public var periods: Int
  /// Timed sports: the length of a regular period, in seconds.
  public var periodSeconds: Int
  /// Timed sports: the length of an overtime or extra-time period, in seconds (0 for none).
  public var overtimeSeconds: Int
  /// Soccer: whether extra time (two periods of ``overtimeSeconds``) follows a drawn game.
  public var extraTime: Bool
  /// Basketball: the team foul from which the other team is in the bonus, or `nil` for no bonus.
  public var foulBonus: Int?
  /// Timeouts each team has per half (basketball) or per set (volleyball), or `nil` for untracked.
  public var timeouts: Int?
  /// Hockey: whether penalties are tracked.
  public var penalties: Bool

  /// The usual rules of `sport`: FIBA basketball, the laws of the game for soccer, IIHF hockey,
  /// FIVB volleyball, ITTF table tennis, BWF badminton, ITF tennis (best of 3 with advantage).
  public static func defaults(for sport: Sport) -> SportRules {
    var rules = SportRules(sport: sport)
    switch sport {
    case .generic:
      break
    case .basketball:
      rules.periods = 4
      rules.periodSeconds = 10 * 60
      rules.overtimeSeconds = 5 * 60
      rules.foulBonus = 5
      rules.timeouts = 2
    case .soccer:
      rules.periods = 2
      rules.periodSeconds = 45 * 60
      rules.overtimeSeconds = 15 * 60
    case .hockey:
      rules.periods = 3
      rules.periodSeconds = 20 * 60
      rules.overtimeSeconds = 5 * 60
    case .volleyball:
      rules.pointsToWin = 25
      rules.winBy = 2
      rules.decidingGamePoints = 15
      rules.bestOf = 5
      rules.timeouts = 2
    case .tableTennis:
      rules.pointsToWin = 11
      rules.winBy = 2
      rules.bestOf = 5
    case .badminton:
      rules.pointsToWin = 21
      rules.winBy = 2
      rules.cap = 30
      rules.bestOf = 3
    case .tennis:
      rules.bestOf = 3
    }
    return rules
  }

  private init(sport: Sport) {
    self.sport = sport
    self.pointsToWin = nil
    self.winBy = 1
    self.cap = nil
    self.decidingGamePoints = nil
    self.bestOf = 1
    self.noAd = false
    self.finalSetTiebreak = nil
    self.periods = 0
    self.periodSeconds = 0
    self.overtimeSeconds = 0
    self.extraTime = false
    self.foulBonus = nil
    self.timeouts = nil
    self.penalties = false
  }

  /// Games (or sets) a side must win to take the match: a majority of ``bestOf``.
  public var gamesToWinMatch: Int { bestOf / 2 + 1 }

  /// These rules, or the first reason they cannot be played.
  public func validated() throws(RulesError) -> SportRules {
    if let pointsToWin, pointsToWin < 1 {
      throw RulesError(option: "--points-to-win", problem: "must be at least 1")
    }
    if sport.scoring == .rallies && pointsToWin == nil {
      throw RulesError(option: "--points-to-win", problem: "is needed for \(sport.displayName.lowercased())")
    }
    if winBy < 1 { throw RulesError(option: "--win-by", problem: "must be at least 1") }
    if let cap {
      guard sport.scoring == .rallies else {
        throw RulesError(option: "--cap", problem: "applies to volleyball, table tennis and badminton only")
      }
      if cap <= (pointsToWin ?? 0) {
        throw RulesError(option: "--cap", problem: "must be above the points to win (\(pointsToWin ?? 0))")
      }
    }
    if bestOf < 1 || bestOf % 2 == 0 {
      throw RulesError(option: "--best-of", problem: "must be an odd number, 1 or more")
    }
    if noAd && sport != .tennis { throw RulesError(option: "--no-ad", problem: "applies to tennis only") }
    if let finalSetTiebreak {
      guard sport == .tennis else {
        throw RulesError(option: "--final-set-tiebreak", problem: "applies to tennis only")
      }
      if finalSetTiebreak < 1 {
        throw RulesError(option: "--final-set-tiebreak", problem: "must be at least 1 point")
      }
    }
    if sport.isTimed {
      if periods < 1 { throw RulesError(option: "--periods", problem: "must be at least 1") }
      if periodSeconds < 1 { throw RulesError(option: "--period-minutes", problem: "must be above 0") }
    }
    return self
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
