/// A rule a competition may change from a sport's usual rules, as a command-line option: one row
/// of the table of rule options. Each option is declared once, as a value, in the folder that reads
/// it (tennis's `--no-ad` in `Sports/Tennis/`, the shot clock's in `Features/ShotClock/`); the
/// sports that take it are the profiles that list it. Its flag, its help, the check that the sport
/// takes it and the change it makes to the rules all come from here.
public struct SportOption: Hashable, Sendable, CustomStringConvertible {
  /// What the option takes on the command line.
  public enum Kind: Hashable, Sendable {
    /// A flag, given or not (`--no-ad`).
    case flag
    /// A whole number; with a range, a number outside it is refused by the table (`--period-minutes`).
    case number(ClosedRange<Int>?)
    /// The name of one of the sport's formats (`--format`).
    case format
  }

  /// The option's name as Swift spells it (`pointsToWin`), from which its flag is made.
  public let name: String
  /// What the option takes.
  public let kind: Kind
  /// What the option sets, in a few words.
  private let meaning: String
  /// The rules the option sets that are saved under their own keys (``VariantRule``), declared with
  /// the option in its folder; the sports that take the option keep them.
  let variantRules: [VariantRule]
  /// Changes `rules` by the chosen value, knowing the rest of the `choices`, or throws why it cannot.
  let apply: @Sendable (ChoiceValue, RuleChoices, inout SportRules) throws(RulesError) -> Void

  private init(
    _ name: String, kind: Kind, meaning: String, variantRules: [VariantRule],
    apply: @escaping @Sendable (ChoiceValue, RuleChoices, inout SportRules) throws(RulesError) -> Void
  ) {
    self.name = name
    self.kind = kind
    self.meaning = meaning
    self.variantRules = variantRules
    self.apply = apply
  }

  /// A flag called `name` (`noAd` for `--no-ad`) that changes the rules by `apply` when given,
  /// setting `variantRules`.
  static func flag(
    _ name: String, _ meaning: String, variantRules: [VariantRule] = [],
    apply: @escaping @Sendable (RuleChoices, inout SportRules) throws(RulesError) -> Void
  ) -> SportOption {
    SportOption(name, kind: .flag, meaning: meaning, variantRules: variantRules) {
      (_, choices, rules) throws(RulesError) in
      try apply(choices, &rules)
    }
  }

  /// A whole number called `name`, refused outside `range` when one is given, that changes the
  /// rules by `apply`.
  static func number(
    _ name: String, _ meaning: String, range: ClosedRange<Int>? = nil,
    apply: @escaping @Sendable (Int, RuleChoices, inout SportRules) throws(RulesError) -> Void
  ) -> SportOption {
    SportOption(name, kind: .number(range), meaning: meaning, variantRules: []) {
      (value, choices, rules) throws(RulesError) in
      guard case .number(let number) = value else { return }
      try apply(number, choices, &rules)
    }
  }

  /// The option that names a format; ``SportRules/init(sport:choices:)`` applies it first.
  static func named(_ name: String, _ meaning: String) -> SportOption {
    SportOption(name, kind: .format, meaning: meaning, variantRules: []) { (_, _, _) throws(RulesError) in }
  }

  /// Two options are the same when their names are.
  public static func == (lhs: SportOption, rhs: SportOption) -> Bool { lhs.name == rhs.name }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// The option's flag.
  public var description: String { flag }

  /// The option as typed on the command line: `--points-to-win`.
  public var flag: String {
    let words = name.map { $0.isUppercase ? "-\($0.lowercased())" : String($0) }
    return "--" + words.joined()
  }

  /// The sports that take this option, in registry order.
  public var sports: [Sport] { Sport.allCases.filter { $0.profile.options.contains(self) } }

  /// Why the option cannot be given to a sport that does not take it:
  /// `applies to basketball, soccer and hockey only`.
  var notApplicableProblem: String {
    "applies to \(Self.list(sports.map(\.commandLineName))) only"
  }

  /// The option's help for `--help`, naming the sports that take it:
  /// `Regular periods in a game (basketball, soccer, hockey).`
  public var help: String {
    "\(meaningWithFormats) (\(sports.map(\.commandLineName).joined(separator: ", ")))."
  }

  /// What the option sets; for the format, followed by each sport's formats.
  private var meaningWithFormats: String {
    guard kind == .format else { return meaning }
    let formats = sports.map {
      "\($0.commandLineName) \($0.profile.formats.map(\.name).joined(separator: ", "))"
    }
    return "\(meaning): " + formats.joined(separator: "; ")
  }

  /// Refuses a number outside the option's range: `--period-minutes must be between 1 and 240`.
  func checkRange(of value: ChoiceValue) throws(RulesError) {
    guard case .number(let range?) = kind, case .number(let number) = value, !range.contains(number) else {
      return
    }
    throw RulesError(option: flag, problem: "must be between \(range.lowerBound) and \(range.upperBound)")
  }

  /// Names joined as a sentence says them: `a, b and c`.
  private static func list(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }
}

extension SportOption {
  /// Every rule option: the shared ones in the order they are applied, then those the sports'
  /// and features' folders declare, as the profiles list them (by name).
  public static let table: [SportOption] = {
    var seen = Set(shared)
    let declared = Sport.allCases.flatMap { $0.profile.options.sorted { $0.name < $1.name } }
    return shared + declared.filter { seen.insert($0).inserted }
  }()

  /// The options that more than one sport's folder reads, declared in `SportOption+Shared.swift`.
  private static var shared: [SportOption] {
    [
      .format, .periods, .periodMinutes, .pointsToWin, .winBy, .bestOf, .gamesToWin, .sets, .cap,
      .extraTime, .extraTimeMinutes, .singles, .doubles, .shootout,
    ]
  }
}

extension Sport {
  /// The sport's name in lowercase words, as messages name it: `table tennis`.
  var commandLineName: String { String(rawValue.map { $0 == "-" ? " " : $0 }) }
}
