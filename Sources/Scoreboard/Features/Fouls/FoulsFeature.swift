/// Team fouls and the bonus as a feature: its keys. Its state and reducer are ``TimedState``'s
/// extension in this folder.
enum FoulsFeature {
  /// `f` and `j` a foul by the left and right team, `F` and `J` one taken back.
  static let keys = [
    FeatureKey("f", .foul(.left), help: "left team foul", hint: "fouls"),
    FeatureKey("j", .foul(.right), help: "right team foul", hint: "fouls"),
    FeatureKey("F", .removeFoul(.left), help: "left team foul taken back"),
    FeatureKey("J", .removeFoul(.right), help: "right team foul taken back"),
  ]

  /// Each team's fouls this period, and the bonus once it is in it: `fouls 5  BONUS`.
  static func detailRow(of timed: TimedState) -> FeatureRow? {
    guard timed.isTimed && timed.tracksFouls else { return nil }
    return FeatureRow(priority: 3) { side in
      let count = timed.teamFouls(side)
      return timed.isInBonus(side)
        ? ["fouls \(count)  BONUS", "fouls \(count) BONUS", "F\(count) BONUS", "F\(count) B"]
        : ["fouls \(count)", "F\(count)"]
    }
  }
}
