extension ScoreboardState {
  /// The players of `side`: in doubles the team name split at `/` (`Ann/Bob`), or a team with one
  /// name numbered (`Home 1`, `Home 2`); in singles (and in team sports) the whole name (`AC/DC`).
  /// Renaming the team renames them.
  public func players(of side: Side) -> [String] {
    let count = playersPerSide
    guard count == 2 else { return [names[side]] }
    let named = names[side].split(separator: "/").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
    if named.count >= count { return Array(named.prefix(count)) }
    let base = named.first ?? side.defaultName
    return count == 1 ? [base] : (1...count).map { "\(base) \($0)" }
  }

  /// How many players a side has: two in a sport played in doubles unless singles were chosen
  /// (pickleball) or when doubles were chosen (`--doubles`), else, in a sport that can be played in
  /// doubles, as many as the names list (one or two); one in the team sports.
  public var playersPerSide: Int {
    let options = rules.sport.profile.options
    if options.contains(.singles) { return rules.singles == true ? 1 : 2 }
    guard options.contains(.doubles) else { return 1 }
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
