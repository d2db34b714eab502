/// The rule options chosen for a match (on the command line), before they are checked against
/// the sport: a value for each option chosen, none for the others.
///
/// ```swift
/// var choices = RuleChoices()
/// choices[.bestOf] = 5
/// let rules = try SportRules(sport: .tennis, choices: choices)  // best of 5, with advantage
/// ```
public struct RuleChoices: Equatable, Sendable {
  /// The value of each option chosen.
  private var values: [SportOption: ChoiceValue] = [:]

  /// No option chosen: the sport's usual rules.
  public init() {}

  /// The longest regular period that can be chosen, in minutes.
  public static let maximumPeriodMinutes = 240

  /// Whether any option was chosen.
  public var isEmpty: Bool { values.isEmpty }

  /// The number chosen for `option`, or `nil`.
  public subscript(option: SportOption) -> Int? {
    get { if case .number(let number) = values[option] { number } else { nil } }
    set { values[option] = newValue.map(ChoiceValue.number) }
  }

  /// Whether the flag `option` was given.
  public subscript(option: SportOption) -> Bool {
    get { values[option] == .flag }
    set { values[option] = newValue ? .flag : nil }
  }

  /// The name chosen for `option` (a format), or `nil`.
  public subscript(option: SportOption) -> String? {
    get { if case .name(let name) = values[option] { name } else { nil } }
    set { values[option] = newValue.map(ChoiceValue.name) }
  }

  /// The options chosen with their values, in the order of the table of options.
  var chosen: [(option: SportOption, value: ChoiceValue)] {
    SportOption.table.compactMap { option in values[option].map { (option, $0) } }
  }
}

/// The value chosen for one rule option.
enum ChoiceValue: Equatable, Sendable {
  /// A flag given.
  case flag
  /// A whole number.
  case number(Int)
  /// A name (a format's).
  case name(String)
}

extension SportRules {
  /// The usual rules of `sport` changed by `choices`, or the first reason they cannot be played:
  /// an option the sport does not take (`--extra-time applies to soccer only`) or a value out of
  /// range (`--best-of must be an odd number, 1 or more`). The one place options are checked: each
  /// chosen option, in the order of ``SportOption/table``, is checked against the sport and its
  /// range and changes the rules, the format first.
  public init(sport: Sport, choices: RuleChoices) throws(RulesError) {
    var rules = SportRules.defaults(for: sport)
    let chosen = choices.chosen
    for (option, value) in chosen {
      try Self.require(option, in: sport)
      try option.checkRange(of: value)
    }
    if let name = choices[.format] as String? {
      guard let format = sport.profile.formats.first(where: { $0.name == name }) else {
        let known = sport.profile.formats.map(\.name).joined(separator: ", ")
        throw RulesError(option: "--format", problem: "must be one of \(known) for \(sport.commandLineName)")
      }
      format.apply(&rules)
    }
    for (option, value) in chosen { try option.apply(value, choices, &rules) }
    self = try rules.validated()
  }
}
