extension ScoreboardState {
  /// The players of `side`: the team name split at `/` (`Ann/Bob`), or, in a doubles sport whose
  /// team has one name, that name numbered (`Home 1`, `Home 2`). Renaming the team renames them.
  public func players(of side: Side) -> [String] {
    let named = names[side].split(separator: "/").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
    let count = playersPerSide
    if named.count >= count { return Array(named.prefix(count)) }
    let base = named.first ?? side.defaultName
    return count == 1 ? [base] : (1...count).map { "\(base) \($0)" }
  }

  /// How many players a side has: two in a sport played in doubles unless singles were chosen
  /// (pickleball) or when doubles were chosen (`--doubles`), else as many as the names list (one or
  /// two).
  public var playersPerSide: Int {
    if rules.sport.profile.options.contains(.singles) { return rules.singles == true ? 1 : 2 }
    if rules.doubles == true { return 2 }
    return names.home.contains("/") || names.away.contains("/") ? 2 : 1
  }
}

extension String {
  /// The string without blanks at either end.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
