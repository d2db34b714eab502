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

  /// Each team's penalty clocks with their kinds: `penalties 1:52 minor  4:40 major`, cut down to
  /// `1:52 min 4:40 maj` and then to the clocks alone where the line is short.
  static func detailRow(of timed: TimedState) -> FeatureRow? {
    guard timed.isTimed && timed.tracksPenalties else { return nil }
    return FeatureRow(priority: 3) { side in
      let named = timed.penaltyDisplays(for: side) { $0.name }
      guard !named.isEmpty else { return [] }
      let short = timed.penaltyDisplays(for: side) { $0.abbreviation }.joined(separator: " ")
      let times = timed.penaltyDisplays(for: side) { _ in nil }.joined(separator: " ")
      let word = named.count == 1 ? "penalty" : "penalties"
      return ["\(word) \(named.joined(separator: "  "))", named.joined(separator: "  "), short, times]
    }
  }
}

extension PenaltiesFeature {
  /// `penalties`, the clocks running against `side`'s team (`["1:47", "(2:00)", "0:12 #7 DQ"]`),
  /// in its report.
  static func report(into team: inout GameReport.Team, for side: Side, of timed: TimedState) {
    guard timed.tracksPenalties else { return }
    team.penalties = timed.penaltyDisplays(for: side)
  }
}
