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

  /// Each team's fouls this period, and the limit's word once it is reached: `fouls 5  BONUS` on
  /// the line of the team in the bonus, or `fouls 5  DFK` on the line of the team whose next foul
  /// is penalised, as the sport's ``FoulSettings`` say.
  static func detailRow(of timed: TimedState) -> FeatureRow? {
    guard timed.isTimed && timed.tracksFouls else { return nil }
    let settings = timed.featureSettings.fouls
    let word = settings.limitWord
    return FeatureRow(priority: 3) { side in
      let count = timed.teamFouls(side)
      let marked = settings.marksFoulingTeam ? timed.isInBonus(side.opponent) : timed.isInBonus(side)
      let initial = word.prefix(1)
      return marked
        ? ["fouls \(count)  \(word)", "fouls \(count) \(word)", "F\(count) \(word)", "F\(count) \(initial)"]
        : ["fouls \(count)", "F\(count)"]
    }
  }
}

extension FoulsFeature {
  /// `fouls` (this period's) and `bonus` (whether the other team's fouls give this team free
  /// throws or a free kick) in the report of `side`'s team.
  static func report(into team: inout GameReport.Team, for side: Side, of timed: TimedState) {
    guard timed.tracksFouls else { return }
    team.fouls = timed.teamFouls(side)
    team.bonus = timed.isInBonus(side)
  }
}
