extension PickleballProgress {
  /// The summary a scoreboard shows for this state of the match.
  var summary: PickleballSummary {
    var summary = PickleballSummary(
      playedGames: playedGames,
      points: points,
      gamesTaken: gamesTaken,
      serving: serving,
      serverNumber: hasSecondServer ? serverNumber : nil,
      servingPlayerIndex: servingPlayerIndex,
      serverCourt: serverCourt,
      receivingPlayerIndex: receivingPlayerIndex,
      winner: winner,
      sideAtGamePoint: sideWinning(match: false),
      sideAtMatchPoint: sideWinning(match: true),
      isEndChangeDue: isEndChangeDue,
      isSideOut: isSideOut,
      isSecondServer: isSecondServer)
    summary.gameBeingPlayed = gameBeingPlayed
    summary.choicesBeforeRally = choicesBeforeRally
    return summary
  }
}
