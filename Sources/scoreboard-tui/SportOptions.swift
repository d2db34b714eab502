import ArgumentParser
import Scoreboard

extension Sport: ExpressibleByArgument {}

/// The command-line options that choose a sport and its variant.
struct SportOptions: ParsableArguments {
  @Option(help: ArgumentHelp("The sport whose rules the scoreboard keeps.", valueName: "name"))
  var sport: Sport?

  @Option(help: "Timed sports: regular periods in a game.")
  var periods: Int?

  @Option(help: "Timed sports: minutes in a regular period (NBA: 12).")
  var periodMinutes: Int?

  @Option(help: "Points that win a game (rally sports) or the match (generic).")
  var pointsToWin: Int?

  @Option(help: "The margin a game must be won by.")
  var winBy: Int?

  @Option(help: "Rally sports: the score that wins a game whatever the margin.")
  var cap: Int?

  @Option(help: "Games or sets in the match: best of this many (odd).")
  var bestOf: Int?

  @Flag(help: "Tennis: a deciding point at deuce instead of advantage.")
  var noAd = false

  @Option(help: "Tennis: play the final set as a match tiebreak to this many points.")
  var finalSetTiebreak: Int?

  @Flag(help: "Soccer: extra time after a drawn game.")
  var extraTime = false

  @Flag(help: "Hockey: track penalties.")
  var penalties = false

  /// Whether any of these options was given: they describe a new game.
  var isGiven: Bool {
    sport != nil || periods != nil || periodMinutes != nil || pointsToWin != nil || winBy != nil
      || cap != nil || bestOf != nil || noAd || finalSetTiebreak != nil || extraTime || penalties
  }

  /// The rules these options describe (generic when no sport is named), or a one-line error
  /// naming the option at fault.
  func rules() throws(RulesError) -> SportRules {
    let sport = self.sport ?? .generic
    var rules = SportRules.defaults(for: sport)
    if let periods {
      try require(sport.isTimed, "--periods", "applies to basketball, soccer and hockey only")
      rules.periods = periods
    }
    if let periodMinutes {
      try require(sport.isTimed, "--period-minutes", "applies to basketball, soccer and hockey only")
      try require((1...240).contains(periodMinutes), "--period-minutes", "must be between 1 and 240")
      rules.periodSeconds = periodMinutes * 60
    }
    if let pointsToWin {
      try require(countsToATarget, "--points-to-win", "does not apply to \(sport.rawValue)")
      rules.pointsToWin = pointsToWin
    }
    if let winBy {
      try require(countsToATarget, "--win-by", "does not apply to \(sport.rawValue)")
      rules.winBy = winBy
    }
    if let cap {
      rules.cap = cap
    }
    if let bestOf {
      try require(sport.scoring != .points, "--best-of", "applies to the rally sports and tennis only")
      rules.bestOf = bestOf
    }
    rules.noAd = noAd
    rules.finalSetTiebreak = finalSetTiebreak
    if extraTime {
      try require(sport == .soccer, "--extra-time", "applies to soccer only")
      rules.extraTime = true
    }
    if penalties {
      try require(sport == .hockey, "--penalties", "applies to hockey only")
      rules.penalties = true
    }
    return try rules.validated()
  }

  /// Whether the sport's games go to a number of points: the rally sports and generic.
  private var countsToATarget: Bool {
    let sport = self.sport ?? .generic
    return sport.scoring != .tennis && !sport.isTimed
  }

  private func require(_ condition: Bool, _ option: String, _ problem: String) throws(RulesError) {
    guard condition else { throw RulesError(option: option, problem: problem) }
  }
}
