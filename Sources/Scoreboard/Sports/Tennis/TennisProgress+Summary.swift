extension TennisProgress {
  /// The summary a scoreboard shows for this state of the match; in `doubles`, with the players
  /// who serve and receive the next point and its court.
  func summary(doubles: Bool) -> TennisSummary {
    var summary = scoreSummary
    summary.callsGoldenPoint = tennis.padel == true
    summary.decidingPointCourt = decidingPointCourt
    summary.setNumber = setNumber
    summary.choicesToAsk = choicesToAsk(doubles: doubles)
    if doubles && winner == nil {
      summary.doublesServerIndex = doublesServerIndex
      summary.doublesReceiverIndex = doublesReceiverIndex
      summary.pointCourt = pointCourt
    }
    return summary
  }

  /// The score, the server and the situation of the match, whoever the players.
  private var scoreSummary: TennisSummary {
    TennisSummary(
      finishedSets: finishedSets,
      games: games,
      points: points,
      pointLabels: pointLabels,
      isTiebreak: isTiebreak,
      isMatchTiebreak: isMatchTiebreak,
      setsWon: setsWon,
      server: server,
      winner: winner,
      situation: situation,
      isChangeOfEnds: isChangeOfEnds
    )
  }

  /// Whether the players change ends before the next point: after an odd number of games in the
  /// match (ITF rule 10: after the first, third and every odd game of a set, and after a set only
  /// when its games were odd, which together make the count over the match odd), and after every
  /// six points of a tiebreak (ITF rule 5b).
  var isChangeOfEnds: Bool {
    guard winner == nil else { return false }
    let tiebreakPoints = points.home + points.away
    if isTiebreak && tiebreakPoints > 0 { return tiebreakPoints.isMultiple(of: 6) }
    return points == SidePair(both: 0) && !gamesPlayed.isMultiple(of: 2)
  }

  /// The points as called: 0, 15, 30, 40 and advantage in a game (ITF rule 5a), counts in a tiebreak.
  var pointLabels: SidePair<String> {
    if winner != nil { return SidePair(both: "") }
    if isTiebreak { return SidePair(home: String(points.home), away: String(points.away)) }
    if points.home >= 3, points.away >= 3, points.home != points.away {
      let leader: Side = points.home > points.away ? .home : .away
      var labels = SidePair(both: "")
      labels[leader] = "AD"
      return labels
    }
    let calls = ["0", "15", "30", "40"]
    return SidePair(home: calls[min(points.home, 3)], away: calls[min(points.away, 3)])
  }

  /// The most significant situation of the next point, found by playing it for each side.
  var situation: TennisSituation? {
    guard winner == nil else { return nil }
    let outcomes = Side.allCases.map { side in
      var next = self
      next.record(side)
      return (side: side, next: next)
    }
    let matchWinners = outcomes.filter { $0.next.winner != nil }
    if matchWinners.count == 2 { return .matchPointForBoth }
    if let match = matchWinners.first { return .matchPointFor(match.side) }
    let setWinners = outcomes.filter { $0.next.finishedSets.count > finishedSets.count }
    if setWinners.count == 2 { return .setPointForBoth }
    if let set = setWinners.first { return .setPoint(set.side) }
    if isTiebreak { return nil }
    if tennis.noAd, points == SidePair(both: 3) { return .decidingPoint }
    let receiver = gameServer.opponent
    if let breaking = outcomes.first(where: { $0.side == receiver && $0.next.gamesPlayed > gamesPlayed }) {
      return .breakPoint(breaking.side)
    }
    guard points.home >= 3, points.away >= 3 else { return nil }
    if points.home == points.away { return .deuce }
    return .advantage(points.home > points.away ? .home : .away)
  }
}

extension TennisProgress {
  /// What a step's facts read of the match (``MatchOutline``): the server while the match goes
  /// on, the winner, the sets played to their end and the games of the current set.
  var outline: MatchOutline {
    MatchOutline(
      server: winner == nil ? server : nil, winner: winner, finishedParts: finishedSets.count,
      setGamesPlayed: games.home + games.away)
  }
}
