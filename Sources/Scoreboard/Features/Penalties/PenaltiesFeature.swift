/// Penalties served on the game clock as a feature: its keys. Its state and reducer are
/// ``TimedState``'s extension in this folder.
enum PenaltiesFeature {
  /// A minor, major, double minor or misconduct to the left team (`c` `C` `d` `x`) or the right
  /// team (`m` `M` `k` `z`).
  static let keys = [
    FeatureKey("c", .minorPenalty(.left), help: "left team minor penalty (2 min)"),
    FeatureKey("m", .minorPenalty(.right), help: "right team minor penalty (2 min)"),
    FeatureKey("C", .penalty(.left, .major), help: "left team major penalty (5 min)"),
    FeatureKey("M", .penalty(.right, .major), help: "right team major penalty (5 min)"),
    FeatureKey("d", .penalty(.left, .doubleMinor), help: "left team double minor (2+2 min)"),
    FeatureKey("k", .penalty(.right, .doubleMinor), help: "right team double minor (2+2 min)"),
    FeatureKey("x", .penalty(.left, .misconduct), help: "left team misconduct (10 min, full strength)"),
    FeatureKey("z", .penalty(.right, .misconduct), help: "right team misconduct (10 min, full strength)"),
  ]

  /// Each team's running penalty clocks: `penalties 1:52  0:40`.
  static func detailRow(of timed: TimedState) -> FeatureRow? {
    guard timed.isTimed && timed.tracksPenalties else { return nil }
    return FeatureRow(priority: 3) { side in
      let clocks = timed.penaltyDisplays(for: side)
      guard !clocks.isEmpty else { return [] }
      let times = clocks.joined(separator: " ")
      let word = clocks.count == 1 ? "penalty" : "penalties"
      return ["\(word) \(clocks.joined(separator: "  "))", "\(word) \(times)", "pen \(times)", times]
    }
  }
}
