extension MatchView {
  /// A pickleball view: the points big, the call (`4-2-1`), who serves and receives from which
  /// court, the games won when more than one is played.
  init(_ summary: PickleballSummary, board: ScoreboardState) {
    let isFinished = summary.winner != nil
    score = SidePair(home: "\(summary.points.home)", away: "\(summary.points.away)")
    standings = board.rules.bestOf > 1 ? [Standing(label: "games", counts: summary.gamesTaken)] : []
    winner = summary.winner
    server = isFinished ? nil : summary.serving
    serviceCourt = isFinished ? nil : summary.serverCourt
    pointsInGame = nil
    history = summary.playedGames.map { FinishedPart(scores: $0.points, tiebreak: nil) }
    part = summary.gameBeingPlayed
    openChoices = summary.choicesBeforeRally
    scoreCall = isFinished ? nil : summary.call
    if !isFinished {
      let serving = summary.serving
      let court = summary.serverCourt
      serverPlayer = PlayerAtCourt(
        side: serving, player: board.players(of: serving)[summary.servingPlayerIndex], court: court)
      receiverPlayer = PlayerAtCourt(
        side: serving.opponent, player: board.players(of: serving.opponent)[summary.receivingPlayerIndex],
        court: court)
    }
    if let side = summary.sideAtMatchPoint {
      (callout, calloutSide) = ("Match point", side)
    } else if let side = summary.sideAtGamePoint {
      (callout, calloutSide) = ("Game point", side)
    } else if summary.isEndChangeDue {
      (callout, calloutSide) = ("Change ends", nil)
    } else if summary.isSideOut {
      (callout, calloutSide) = ("Side out", nil)
    } else if summary.isSecondServer {
      (callout, calloutSide) = ("Second server", nil)
    } else {
      (callout, calloutSide) = (nil, nil)
    }
    situations = Self.situations(summary)
    // The referee calls the three numbers, then what the moment is (`side out`, `game point`).
    spokenScore = scoreCall.map { call in
      ([call] + [callout?.lowercased()].compactMap { $0 }).joined(separator: ", ")
    }
  }

  /// The typed situations of a pickleball moment: the game or match point, the change of ends.
  private static func situations(_ summary: PickleballSummary) -> [SituationCall] {
    var calls: [SituationCall] = []
    if let side = summary.sideAtMatchPoint {
      calls.append(SituationCall(.pointForMatch, side: side))
    } else if let side = summary.sideAtGamePoint {
      calls.append(SituationCall(.pointForGame, side: side))
    }
    if summary.isEndChangeDue { calls.append(SituationCall(.changeEnds)) }
    return calls
  }
}
