extension ScoreboardState {
  /// The team that has won the match, or `nil` while it is still on.
  ///
  /// Points sports with a target (``SportRules/pointsToWin``) are won on reaching it with a lead
  /// of ``SportRules/winBy``; without a target they are never won. Timed sports are won by the
  /// team ahead once the last period (overtime included) is over. Rally sports, sports of sets and a plain
  /// scoreboard played in games are won by their rules, derived from the points.
  public var winner: Side? {
    progress.addsUpPoints ? pointsOrTimedWinner : engine?.winner
  }

  /// The winner of a points sport: by target in generic, by the clock in the timed sports.
  var pointsOrTimedWinner: Side? {
    rules.sport.isTimed ? timedWinner : pointsWinner
  }

  /// The side ahead when the last period is over, or the shoot-out's winner after a level game.
  private var timedWinner: Side? {
    guard isTimedGameOver else { return nil }
    guard home.score != away.score else { return timed.shootoutWinner }
    return home.score > away.score ? .home : .away
  }

  private var pointsWinner: Side? {
    guard let target = rules.pointsToWin else { return nil }
    for side in Side.allCases {
      let lead = self[side].score - self[side.opponent].score
      if self[side].score >= target && lead >= rules.winBy { return side }
    }
    return nil
  }
}
