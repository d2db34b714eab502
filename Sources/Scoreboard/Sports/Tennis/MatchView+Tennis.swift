extension MatchView {
  /// A tennis view, naming the server and the receiver in doubles from `board`'s players.
  init(_ summary: TennisSummary, board: ScoreboardState) {
    let isOver = summary.winner != nil
    score = isOver ? SidePair(both: "") : Self.calls(summary.pointLabels)
    standings = [
      Standing(label: "sets", counts: summary.setsWon), Standing(label: "games", counts: summary.games),
    ]
    winner = summary.winner
    server = isOver ? nil : summary.server
    serviceCourt = summary.serverIndex == nil ? summary.decidingPointCourt : nil
    callout = summary.callout
    calloutSide = summary.situation?.side
    pointsInGame = summary.points
    part = summary.setNumber
    openChoices = summary.openChoices
    if let serverIndex = summary.serverIndex, let receiverIndex = summary.receiverIndex {
      let serving = summary.server
      serverPlayer = PlayerAtCourt(
        side: serving, player: board.players(of: serving)[serverIndex], court: summary.pointCourt)
      receiverPlayer = PlayerAtCourt(
        side: serving.opponent, player: board.players(of: serving.opponent)[receiverIndex],
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
