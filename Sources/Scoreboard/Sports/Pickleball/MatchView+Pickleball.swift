extension MatchView {
  /// A pickleball view: the points big, the call (`4-2-1`), who serves and receives from which
  /// court, the games won when more than one is played.
  init(_ summary: PickleballSummary, board: ScoreboardState) {
    let isOver = summary.winner != nil
    score = SidePair(home: "\(summary.points.home)", away: "\(summary.points.away)")
    standings = board.rules.bestOf > 1 ? [Standing(label: "games", counts: summary.gamesWon)] : []
    winner = summary.winner
    server = isOver ? nil : summary.servingSide
    serviceCourt = isOver ? nil : summary.serverCourt
    pointsInGame = nil
    history = summary.finishedGames.map { FinishedPart(scores: $0.points, tiebreak: nil) }
    part = summary.gameNumber
    openChoices = summary.openChoices
    scoreCall = isOver ? nil : summary.call
    if !isOver {
      let serving = summary.servingSide
      let court = summary.serverCourt
      serverPlayer = PlayerAtCourt(
        side: serving, player: board.players(of: serving)[summary.serverIndex], court: court)
      receiverPlayer = PlayerAtCourt(
        side: serving.opponent, player: board.players(of: serving.opponent)[summary.receiverIndex],
        court: court)
    }
    if let side = summary.matchPoint {
      (callout, calloutSide) = ("Match point", side)
    } else if let side = summary.gamePoint {
      (callout, calloutSide) = ("Game point", side)
    } else if summary.changeEnds {
      (callout, calloutSide) = ("Change ends", nil)
    } else if summary.isSideOut {
      (callout, calloutSide) = ("Side out", nil)
    } else if summary.isSecondServer {
      (callout, calloutSide) = ("Second server", nil)
    } else {
      (callout, calloutSide) = (nil, nil)
    }
  }
}
