extension SportRules {
  /// The key timeouts for the whole of regulation are saved under.
  static let timeoutsPerGameRule = VariantRule(
    number: "timeoutsPerGame", range: 0...maximumAllowance, label: "timeouts per game")

  /// Timeouts a team has for the whole of regulation (the NBA's 7: at most 4 of them in the last
  /// quarter and 2 in its last 3 minutes, and 2 in each overtime), or `nil` for timeouts per half
  /// (``timeouts``). A rule of the timeouts feature, which a sport's format sets.
  public var timeoutsPerGame: Int? {
    get { self[number: Self.timeoutsPerGameRule] }
    set { self[number: Self.timeoutsPerGameRule] = newValue }
  }
}
