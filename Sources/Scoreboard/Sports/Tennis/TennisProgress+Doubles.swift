extension TennisProgress {
  /// Doubles (ITF rule 14): which player of the serving side serves the next point. Each side's
  /// players serve its games in turn through a set, the first-named first (the order a side may
  /// choose is not asked yet); in a tiebreak the turns go on point by point (rule 5b).
  var doublesServerIndex: Int {
    guard isTiebreak else { return gamesServedInSet[gameServer] % 2 }
    let turn = (points.home + points.away + 1) / 2
    let side = server
    let turnsBefore = side == gameServer ? (turn + 1) / 2 : turn / 2
    return (gamesServedInSet[side] + turnsBefore) % 2
  }

  /// The court the next point is played from: right (deuce) after an even number of points in the
  /// game or tiebreak, left (advantage) after an odd one.
  var pointCourt: ServiceCourt { ServiceCourt(serverPoints: points.home + points.away) }

  /// Doubles (ITF rule 15): which player of the receiving side receives: each keeps a court for
  /// the set, the first-named the right (deuce) court.
  var doublesReceiverIndex: Int { pointCourt == .right ? 0 : 1 }
}
