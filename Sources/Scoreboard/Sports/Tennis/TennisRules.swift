/// Tennis's variant rules: what a competition (or a format) changes in the ITF's usual match.
/// Kept in ``SportRules`` under the keys every version has saved them with; read and written
/// through ``SportRules/tennis``.
public struct TennisRules: Equatable, Sendable {
  /// A deciding point at deuce instead of advantage.
  public var noAd = false
  /// The final set is a match tiebreak to this many points instead of a full set, or `nil`.
  public var finalSetTiebreak: Int?
  /// The games-all at which a set's tiebreak is played, or `nil` for games-per-set-all (6-6).
  /// FAST4: 3.
  public var tiebreakAt: Int?
  /// Points that win a tiebreak, or `nil` for 7. FAST4: 5.
  public var tiebreakPoints: Int?
  /// The lead a tiebreak must be won by, or `nil` for 2. FAST4's sudden death: 1.
  public var tiebreakWinBy: Int?
  /// Points that win the deciding set's tiebreak at games-all when they differ (the Grand Slams'
  /// 10), or `nil`.
  public var decidingTiebreakPoints: Int?
  /// The deciding set has no tiebreak and goes on until a side leads by two games; `nil` (as in
  /// games saved before it existed) is `false`.
  public var advantageFinalSet: Bool?
  /// The match is padel (`--format padel`), whose board says Padel and calls the deciding point
  /// at 40-40 the golden point; `nil` (as in games saved before it existed) is tennis.
  public var padel: Bool?

  /// The keys tennis's rules are saved under. `noAd` is saved (as `false`) in every game.
  static let noAdRule = VariantRule(flag: "noAd", savedWhenUnset: true)
  private static let points = 1...SportRules.maximumRulePoints
  private static let finalSetTiebreakRule = VariantRule(
    number: "finalSetTiebreak", range: points, label: "--final-set-tiebreak")
  private static let tiebreakAtRule = VariantRule(
    number: "tiebreakAt", range: 0...SportRules.maximumRulePoints, label: "tiebreak at")
  private static let tiebreakPointsRule = VariantRule(
    number: "tiebreakPoints", range: points, label: "tiebreak points")
  private static let tiebreakWinByRule = VariantRule(
    number: "tiebreakWinBy", range: points, label: "tiebreak win by")
  private static let decidingTiebreakPointsRule = VariantRule(
    number: "decidingTiebreakPoints", range: points, label: "deciding tiebreak points")
  private static let advantageFinalSetRule = VariantRule(flag: "advantageFinalSet")
  private static let padelRule = VariantRule(flag: "padel")

  /// Every rule tennis keeps, for its profile.
  static let all = [
    noAdRule, finalSetTiebreakRule, tiebreakAtRule, tiebreakPointsRule, tiebreakWinByRule,
    decidingTiebreakPointsRule, advantageFinalSetRule, padelRule,
  ]

  /// The ITF's usual rules: advantage, tiebreaks to 7 at games-all, no match tiebreak.
  public init() {}

  /// Tennis's rules as `rules` keep them.
  init(_ rules: SportRules) {
    noAd = rules[flag: Self.noAdRule] ?? false
    finalSetTiebreak = rules[number: Self.finalSetTiebreakRule]
    tiebreakAt = rules[number: Self.tiebreakAtRule]
    tiebreakPoints = rules[number: Self.tiebreakPointsRule]
    tiebreakWinBy = rules[number: Self.tiebreakWinByRule]
    decidingTiebreakPoints = rules[number: Self.decidingTiebreakPointsRule]
    advantageFinalSet = rules[flag: Self.advantageFinalSetRule]
    padel = rules[flag: Self.padelRule]
  }

  /// Keeps these rules in `rules`.
  func store(in rules: inout SportRules) {
    rules[flag: Self.noAdRule] = noAd
    rules[number: Self.finalSetTiebreakRule] = finalSetTiebreak
    rules[number: Self.tiebreakAtRule] = tiebreakAt
    rules[number: Self.tiebreakPointsRule] = tiebreakPoints
    rules[number: Self.tiebreakWinByRule] = tiebreakWinBy
    rules[number: Self.decidingTiebreakPointsRule] = decidingTiebreakPoints
    rules[flag: Self.advantageFinalSetRule] = advantageFinalSet
    rules[flag: Self.padelRule] = padel
  }
}

extension SportRules {
  /// Tennis's variant rules (all unset in other sports).
  public var tennis: TennisRules {
    get { TennisRules(self) }
    set { newValue.store(in: &self) }
  }
}
