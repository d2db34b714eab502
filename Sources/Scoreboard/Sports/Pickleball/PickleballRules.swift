/// Pickleball's variant rules: kept in ``SportRules`` under the keys every version has saved them
/// with; read and written through ``SportRules/pickleball``.
public struct PickleballRules: Equatable, Sendable {
  /// Every rally scores (the 2025 provisional rally scoring), but the point that would win a game
  /// counts only for the serving side; `nil` (as in games saved before it existed) is side-out.
  public var rallyScoring: Bool?

  /// The key the rally scoring is saved under.
  private static let rallyScoringRule = VariantRule(flag: "rallyScoring")

  /// Every rule pickleball keeps, for its profile.
  static let all = [rallyScoringRule]

  /// Pickleball's rules as `rules` keep them.
  init(_ rules: SportRules) {
    rallyScoring = rules[flag: Self.rallyScoringRule]
  }

  /// Keeps these rules in `rules`.
  func store(in rules: inout SportRules) {
    rules[flag: Self.rallyScoringRule] = rallyScoring
  }
}

extension SportRules {
  /// Pickleball's variant rules (unset in other sports).
  public var pickleball: PickleballRules {
    get { PickleballRules(self) }
    set { newValue.store(in: &self) }
  }
}
