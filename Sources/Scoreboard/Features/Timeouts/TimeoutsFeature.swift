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

extension TimeoutsFeature {
  /// `timeouts_left` in the report of `side`'s team: in the set or game (rally sports), or in the
  /// half or overtime on the game clock.
  static func report(into team: inout GameReport.Team, for side: Side, on board: ScoreboardState) {
    let timed = board.timed
    team.timeoutsLeft = board.timeoutsLeftInPart?[side] ?? (timed.isTimed ? timed.timeoutsLeft(side) : nil)
  }
}
