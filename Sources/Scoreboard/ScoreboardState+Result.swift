extension ScoreboardState {
  /// The team that has won the match, or `nil` while it is still on.
  ///
  /// Points sports with a target (``SportRules/pointsToWin``) are won on reaching it with a lead
  /// of ``SportRules/winBy``; without a target they are never won.
  public var winner: Side? {
    switch rules.sport.scoring {
    case .points:
      return pointsWinner
    case .rallies, .tennis:
      return nil
    }
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
