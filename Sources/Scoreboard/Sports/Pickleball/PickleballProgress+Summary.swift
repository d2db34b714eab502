extension PickleballProgress {
  /// The summary a scoreboard shows for this state of the match.
  var summary: PickleballSummary {
    var summary = PickleballSummary(
      finishedGames: finishedGames,
      points: points,
      gamesWon: gamesWon,
      servingSide: servingSide,
      serverNumber: hasSecondServer ? serverNumber : nil,
      serverIndex: serverIndex,
      serverCourt: serverCourt,
      receiverIndex: receiverIndex,
      winner: winner,
      gamePoint: sideWinning(match: false),
      matchPoint: sideWinning(match: true),
      changeEnds: changeEnds,
      isSideOut: isSideOut,
      isSecondServer: isSecondServer)
    summary.gameNumber = gameNumber
    summary.openChoices = openChoices
    return summary
  }
}
