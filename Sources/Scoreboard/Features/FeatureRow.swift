/// A line a feature adds under the team names: what each team shows on it, longest first (the
/// view draws the first that fits), and how long it stays when lines are short (the lowest goes
/// first).
public struct FeatureRow: Equatable, Sendable {
  /// Each team's texts, longest first; none leaves the team's part of the line blank.
  public var texts: SidePair<[String]>
  /// How long the line stays when lines are short: the lowest goes first.
  public var priority: Int

  /// A row of `texts` kept by `priority`.
  public init(texts: SidePair<[String]>, priority: Int) {
    self.texts = texts
    self.priority = priority
  }

  /// A row whose texts for each side `make` gives.
  init(priority: Int, _ make: (Side) -> [String]) {
    self.init(texts: SidePair(home: make(.home), away: make(.away)), priority: priority)
  }
}
