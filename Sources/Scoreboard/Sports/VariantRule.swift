/// A rule that one sport's folder alone reads (tennis's `noAd`, pickleball's `rallyScoring`),
/// declared in that folder and kept in ``SportRules`` under the key every version has saved it
/// with, so that ``SportRules`` has no field for any one sport. The folder reads and writes it
/// through its own typed accessor (``SportRules/tennis``).
public struct VariantRule: Hashable, Sendable {
  /// What the rule holds.
  public enum Kind: Hashable, Sendable {
    /// Yes or no.
    case flag
    /// A whole number.
    case number
  }

  /// The key the rule is saved under, at the top level of the rules' JSON: `noAd`.
  public let key: String
  /// What the rule holds.
  public let kind: Kind
  /// The value saved when the rule is not set (`noAd: false`, which every game has saved), or
  /// `nil` when an unset rule is left out of the saved form.
  let savedWhenUnset: VariantValue?
  /// The range a saved number must be in, or `nil` for any.
  let range: ClosedRange<Int>?
  /// The rule as an out-of-range message names it: its command-line option where it has one.
  let label: String

  /// A yes-or-no rule saved under `key`, saved as `false` when unset if `savedWhenUnset`.
  init(flag key: String, savedWhenUnset: Bool = false) {
    self.key = key
    self.kind = .flag
    self.savedWhenUnset = savedWhenUnset ? .flag(false) : nil
    self.range = nil
    self.label = key
  }

  /// A number saved under `key`, refused outside `range` as `label` when saved rules are read.
  init(number key: String, range: ClosedRange<Int>, label: String) {
    self.key = key
    self.kind = .number
    self.savedWhenUnset = nil
    self.range = range
    self.label = label
  }
}

/// The value of one ``VariantRule``.
enum VariantValue: Hashable, Sendable {
  /// Yes or no.
  case flag(Bool)
  /// A whole number.
  case number(Int)
}

extension SportRules {
  /// Every variant rule the sports declare, in registry order, with those of the options they
  /// take: the keys the saved form may hold beyond the shared fields.
  static let variantRules: [VariantRule] = {
    var seen = Set<String>()
    let declared = Sport.allCases.flatMap { sport in
      sport.profile.variantRules
        + SportOption.table.filter(sport.profile.options.contains).flatMap(\.variantRules)
    }
    return declared.filter { seen.insert($0.key).inserted }
  }()

  /// The variant rule `rule` as a flag, or `nil` when not set.
  subscript(flag rule: VariantRule) -> Bool? {
    get { if case .flag(let value) = variants[rule.key] { value } else { nil } }
    set { store(newValue.map(VariantValue.flag), for: rule) }
  }

  /// The variant rule `rule` as a number, or `nil` when not set.
  subscript(number rule: VariantRule) -> Int? {
    get { if case .number(let value) = variants[rule.key] { value } else { nil } }
    set { store(newValue.map(VariantValue.number), for: rule) }
  }

  /// Keeps `value` for `rule`; its unset value is not kept, so rules read back from their saved
  /// form equal the rules that were saved.
  private mutating func store(_ value: VariantValue?, for rule: VariantRule) {
    variants[rule.key] = value == rule.savedWhenUnset ? nil : value
  }

  /// Throws the first variant number outside its range.
  func checkVariantRanges() throws(OutOfRange) {
    for rule in Self.variantRules {
      guard let range = rule.range, case .number(let value) = variants[rule.key] else { continue }
      try OutOfRange.check(rule.label, value, in: range)
    }
  }
}
