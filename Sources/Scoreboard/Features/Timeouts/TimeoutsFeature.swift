/// Timeouts against an allowance as a feature: its keys. Its state and reducer are
/// ``TimedState``'s extension in this folder.
enum TimeoutsFeature {
  /// `t` and `y` a timeout by the left and right team, `T` and `Y` one given back.
  static let keys = [
    FeatureKey("t", .timeout(.left), help: "left team timeout"),
    FeatureKey("y", .timeout(.right), help: "right team timeout"),
    FeatureKey("T", .removeTimeout(.left), help: "left team timeout given back"),
    FeatureKey("Y", .removeTimeout(.right), help: "right team timeout given back"),
  ]

  /// Each team's timeouts left on the game clock: `timeouts 2`.
  static func detailRow(of timed: TimedState) -> FeatureRow? {
    guard timed.isTimed && timed.tracksTimeouts else { return nil }
    return FeatureRow(priority: 2) { side in
      timed.timeoutsLeft(side).map { ["timeouts \($0)", "TO \($0)"] } ?? []
    }
  }
}
