import ArgumentParser
import Scoreboard

/// The command-line options that choose a sport and its variant. ArgumentParser needs each option
/// declared as a property; its help and its checks come from the table of options
/// (``SportOption``), to which ``rules()`` hands every value. Numbers are taken whatever they
/// look like (`--best-of -1`), so that a wrong one reaches the check that says what is wrong with
/// it rather than ArgumentParser's "Missing value".
struct SportOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The sport whose rules the scoreboard keeps: \(Sport.allCases.map(\.rawValue).joined(separator: ", ")).",
      valueName: "name"),
    transform: Sport.named)
  var sport: Sport?

  @Option(parsing: .unconditional, help: ArgumentHelp(SportOption.periods.help))
  var periods: Int?

  @Option(parsing: .unconditional, help: ArgumentHelp(SportOption.periodMinutes.help))
  var periodMinutes: Int?

  @Option(parsing: .unconditional, help: ArgumentHelp(SportOption.pointsToWin.help))
  var pointsToWin: Int?

  @Option(parsing: .unconditional, help: ArgumentHelp(SportOption.winBy.help))
  var winBy: Int?

  @Option(parsing: .unconditional, help: ArgumentHelp(SportOption.cap.help))
  var cap: Int?

  @Option(parsing: .unconditional, help: ArgumentHelp(SportOption.bestOf.help))
  var bestOf: Int?

  @Option(parsing: .unconditional, help: ArgumentHelp(SportOption.gamesToWin.help))
  var gamesToWin: Int?

  @Option(parsing: .unconditional, help: ArgumentHelp(SportOption.sets.help))
  var sets: Int?

  @Flag(help: ArgumentHelp(SportOption.noAd.help))
  var noAd = false

  @Option(parsing: .unconditional, help: ArgumentHelp(SportOption.finalSetTiebreak.help))
  var finalSetTiebreak: Int?

  @Flag(help: ArgumentHelp(SportOption.extraTime.help))
  var extraTime = false

  @Option(parsing: .unconditional, help: ArgumentHelp(SportOption.extraTimeMinutes.help))
  var extraTimeMinutes: Int?

  @Flag(help: ArgumentHelp(SportOption.penalties.help))
  var penalties = false

  @Flag(help: ArgumentHelp(SportOption.singles.help))
  var singles = false

  @Flag(help: ArgumentHelp(SportOption.doubles.help))
  var doubles = false

  @Option(
    name: [.long, .customLong("preset")], help: ArgumentHelp(SportOption.format.help, valueName: "name"))
  var format: String?

  @Flag(help: ArgumentHelp(SportOption.shootout.help))
  var shootout = false

  @Flag(help: ArgumentHelp(SportOption.shotClock.help))
  var shotClock = false

  /// Whether any of these options was given: they describe a new game.
  var isGiven: Bool { sport != nil || !choices.isEmpty }

  /// The rule options as chosen, before they are checked against the sport: each property
  /// above only hands its value to the table of options, which checks it and applies it.
  private var choices: RuleChoices {
    var choices = RuleChoices()
    let numbers: [(SportOption, Int?)] = [
      (.periods, periods), (.periodMinutes, periodMinutes), (.pointsToWin, pointsToWin), (.winBy, winBy),
      (.cap, cap), (.bestOf, bestOf), (.gamesToWin, gamesToWin), (.sets, sets),
      (.finalSetTiebreak, finalSetTiebreak), (.extraTimeMinutes, extraTimeMinutes),
    ]
    let flags: [(SportOption, Bool)] = [
      (.noAd, noAd), (.extraTime, extraTime), (.penalties, penalties), (.singles, singles),
      (.doubles, doubles), (.shootout, shootout), (.shotClock, shotClock),
    ]
    for (option, value) in numbers { choices[option] = value }
    for (option, value) in flags { choices[option] = value }
    choices[.format] = format
    return choices
  }

  /// The rules these options describe (the plain scoreboard when no sport is named), or a
  /// one-line error naming the option at fault.
  func rules() throws(RulesError) -> SportRules {
    try SportRules(sport: sport ?? .default, choices: choices)
  }
}
