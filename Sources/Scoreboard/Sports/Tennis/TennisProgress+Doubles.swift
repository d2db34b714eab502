extension TennisProgress {
  /// The 1-based number of the set being played.
  var setNumber: Int { finishedSets.count + 1 }

  /// Doubles (ITF rule 14): which player of the serving side serves the next point. Each side's
  /// players serve its games in turn through a set, the one the side chose first (the first named
  /// unless another was chosen); in a tiebreak the turns go on point by point (rule 5b).
  var doublesServerIndex: Int {
    guard isTiebreak else { return (gamesServedInSet[gameServer] + playerServingFirst(of: gameServer)) % 2 }
    let turn = (points.home + points.away + 1) / 2
    let side = server
    let turnsBefore = side == gameServer ? (turn + 1) / 2 : turn / 2
    return (gamesServedInSet[side] + turnsBefore + playerServingFirst(of: side)) % 2
  }

  /// The player of `side` chosen to serve its first game of the set.
  private func playerServingFirst(of side: Side) -> Int {
    choices.player(.server, of: side, inPart: setNumber)
  }

  /// The court the next point is played from: right (deuce) after an even number of points in the
  /// game or tiebreak, left (advantage) after an odd one; at a deciding point, the court the
  /// receivers chose (ITF Appendix V).
  var pointCourt: ServiceCourt {
    decidingPointCourt ?? ServiceCourt(serverPoints: points.home + points.away)
  }

  /// At a deciding point, the court the receivers chose to receive it in, or `nil` when they chose
  /// none (or the point is no deciding point).
  var decidingPointCourt: ServiceCourt? {
    guard isDecidingPoint else { return nil }
    return choices.court(.receivingCourt, of: server.opponent, atPoint: pointsPlayed)
  }

  /// Doubles (ITF rule 15): which player of the receiving side receives: each keeps a court for
  /// the set, the one the side chose the right (deuce) court (the first named by default).
  var doublesReceiverIndex: Int {
    let deuceCourt = choices.player(.receiver, of: server.opponent, inPart: setNumber)
    return pointCourt == .right ? deuceCourt : 1 - deuceCourt
  }

  /// The choices the rules leave to the players now: before the first point of the match, the
  /// toss for the first serve; in doubles, before a set, the serving side's first server and the
  /// receiving side's order of receiving, and before the set's second game the same for the other
  /// side (a match tiebreak asks all four before its first point); before a no-ad deciding point,
  /// the receivers' court (ITF Appendix V), in singles and doubles.
  func choicesToAsk(doubles: Bool) -> [OpenChoice] {
    if isDecidingPoint {
      let usual = ServiceCourt(serverPoints: points.home + points.away)
      return [OpenChoice(.receivingCourt, server.opponent, court: usual)]
    }
    guard winner == nil, points == SidePair(both: 0) else { return [] }
    let gamesInSet = games.home + games.away
    var open: [OpenChoice] = []
    if gamesPlayed == 0 { open.append(OpenChoice(.servingSide, gameServer)) }
    guard doubles else { return open }
    let first = [OpenChoice(.server, gameServer), OpenChoice(.receiver, gameServer.opponent)]
    let second = [OpenChoice(.server, gameServer.opponent), OpenChoice(.receiver, gameServer)]
    if isMatchTiebreak && gamesInSet == 0 { return open + first + second }
    if gamesInSet == 0 { return open + first }
    if gamesInSet == 1 && !isTiebreak { return open + first }
    return open
  }
}
