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
