/// Suspensions and disqualifications served on the game clock as a feature (IHF Rule 16): its keys
/// and its line. A player's number typed before the key (`7c`) is kept with the suspension, so that
/// the player's third becomes a disqualification. Its state and reducer are ``TimedState``'s
/// extension in this folder, on the penalty clocks of `Features/Penalties`.
enum SuspensionsFeature {
  /// A 2-minute suspension to the left or right team (`c` `m`), a disqualification (`C` `M`).
  static let keys = [
    FeatureKey(
      "c", .penalty(.left, .suspension), help: "left team 2-min suspension (player's number first: 7c)"),
    FeatureKey(
      "m", .penalty(.right, .suspension), help: "right team 2-min suspension (player's number first)"),
    FeatureKey("C", .penalty(.left, .disqualification), help: "left team disqualification (2 min short)"),
    FeatureKey("M", .penalty(.right, .disqualification), help: "right team disqualification (2 min short)"),
  ]

  /// Each team's suspension clocks: `suspended 1:47 #7  2:00 #9 DQ`, cut down to the clocks and
  /// numbers, then to the clocks alone where the line is short.
  static func detailRow(of timed: TimedState) -> FeatureRow? {
    guard timed.isTimed && timed.tracksPenalties else { return nil }
    return FeatureRow(priority: 3) { side in
      let marked = timed.penaltyDisplays(for: side)
      guard !marked.isEmpty else { return [] }
      let times = timed.penaltyDisplays(for: side) { _ in nil }.joined(separator: " ")
      return ["suspended \(marked.joined(separator: "  "))", marked.joined(separator: " "), times]
    }
  }
}
