extension MatchView {
  /// A tennis view, naming the server and the receiver in doubles from `board`'s players.
  init(_ summary: TennisSummary, board: ScoreboardState) {
    let isFinished = summary.winner != nil
    score = isFinished ? SidePair(both: "") : Self.calls(summary.pointLabels)
    standings = [
      Standing(label: "sets", counts: summary.setsWon), Standing(label: "games", counts: summary.games),
    ]
    winner = summary.winner
    server = isFinished ? nil : summary.server
    serviceCourt = summary.doublesServerIndex == nil ? summary.decidingPointCourt : nil
    callout = summary.callout
    calloutSide = summary.situation?.side
    pointsInGame = summary.points
    part = summary.setNumber
    openChoices = summary.choicesToAsk
    if let serving = summary.doublesServerIndex, let receiving = summary.doublesReceiverIndex {
      let side = summary.server
      serverPlayer = PlayerAtCourt(
        side: side, player: board.players(of: side)[serving], court: summary.pointCourt)
      receiverPlayer = PlayerAtCourt(
        side: side.opponent, player: board.players(of: side.opponent)[receiving],
        court: summary.pointCourt)
    }
    history = summary.finishedSets.map { set in
      FinishedPart(scores: set.games, tiebreak: set.tiebreakPoints)
    }
    situations = Self.situations(summary)
    spokenScore = TennisCall.spoken(summary, names: board.names)
  }

  /// The typed situations of a tennis moment: the point at stake (the ``TennisSummary/situation``,
  /// or the server's game point at 40-0, 40-15 or 40-30, which it leaves uncalled), the tiebreak,
  /// the change of ends. Deuce puts nothing at stake.
  private static func situations(_ summary: TennisSummary) -> [SituationCall] {
    var calls: [SituationCall] = []
    switch summary.situation {
    case .matchPointForBoth: calls.append(SituationCall(.pointForMatch))
    case .matchPointFor(let side): calls.append(SituationCall(.pointForMatch, side: side))
    case .setPointForBoth: calls.append(SituationCall(.pointForSet))
    case .setPoint(let side): calls.append(SituationCall(.pointForSet, side: side))
    case .breakPoint(let side): calls.append(SituationCall(.pointForBreak, side: side))
    case .advantage(let side): calls.append(SituationCall(.pointForGame, side: side))
    case .decidingPoint: calls.append(SituationCall(.pointForGame))
    case .deuce: break
    case nil:
      let points = summary.points
      if summary.winner == nil, !summary.isTiebreak,
        let side = Side.allCases.first(where: { points[$0] >= 3 && points[$0] > points[$0.opponent] })
      {
        calls.append(SituationCall(.pointForGame, side: side))
      }
    }
    if summary.isTiebreak, summary.winner == nil { calls.append(SituationCall(.tiebreak)) }
    if summary.isChangeOfEnds { calls.append(SituationCall(.changeEnds)) }
    return calls
  }

  /// Tennis calls as a scoreboard shows them: against an advantage the other side shows 40.
  private static func calls(_ labels: SidePair<String>) -> SidePair<String> {
    var calls = labels
    for side in Side.allCases where calls[side].isEmpty && labels[side.opponent] == "AD" {
      calls[side] = "40"
    }
    return calls
  }
}
