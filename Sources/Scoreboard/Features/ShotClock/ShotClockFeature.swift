/// The shot clock as a feature: its keys, its words beside the game clock and its call. Its state
/// and its reducer are ``TimedState``'s extension in this folder.
enum ShotClockFeature {
  /// `b` for a new possession (24 s), `B` after an offensive rebound (14 s).
  static let keys = [
    FeatureKey("b", .resetShotClock(seconds: 24), help: "shot clock to 24 (--shot-clock)"),
    FeatureKey("B", .resetShotClock(seconds: 14), help: "shot clock to 14 (--shot-clock)"),
  ]

  /// On only when the rules turn it on (`--shot-clock`).
  static func isOn(under rules: SportRules) -> Bool { rules.shotClock != nil }

  /// `shot 24`, or `nil` without a shot clock.
  static func clockDetail(of timed: TimedState) -> String? { timed.shotClockSeconds.map { "shot \($0)" } }

  /// `Shot clock violation` while the expired shot clock has stopped the game clock.
  static func callout(of timed: TimedState) -> String? {
    timed.isShotClockExpired && !timed.clock.isRunning ? "Shot clock violation" : nil
  }
}

extension ShotClockFeature {
  /// `shot_clock`, the seconds it shows, beside the game clock in the report.
  static func report(into clock: inout GameReport.Clock, of timed: TimedState) {
    clock.shotClock = timed.shotClockSeconds
  }
}
