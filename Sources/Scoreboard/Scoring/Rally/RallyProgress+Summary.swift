extension RallyProgress {
  /// What the match shows at this point of the replay.
  var summary: RallySummary {
    let over = winner != nil
    let gamePoint = over ? nil : sideWinningOnNextRally(where: { _ in true })
    let matchPoint =
      over ? nil : sideWinningOnNextRally(where: { gamesWon[$0] + 1 >= rules.gamesToWin })
    var summary = RallySummary(
      finishedGames: finishedGames,
      points: points,
      gamesWon: gamesWon,
      gameNumber: gameNumber,
      isDecidingGame: isDecidingGame,
      server: over ? (lastServer ?? server) : server,
      serviceCourt: over ? nil : serviceCourt,
      winner: winner,
      gamePoint: gamePoint,
      matchPoint: matchPoint,
      isPointForBoth: !over && sidesWinningOnNextRally(where: { _ in true }).count == 2,
      serverIndex: over ? nil : servingPlayer,
      receiverIndex: over ? nil : serviceOrder?.receiver.index ?? (tracksPlayers ? receiverIndex : nil),
      isInterval: rules.hasMidGameInterval && lastRallyReachedHalfwayFirst,
      changeEnds: rules.changesEnds
        && (lastRallyEndedGame ? !over && rules.endsChangeEvery == nil : endsChangeInGame)
    )
    summary.openChoices = openChoices
    summary.isTechnicalTimeout = isTechnicalTimeout
    return summary
  }

  /// Doubles: which of the serving side's players serves, where the sport follows the players.
  private var servingPlayer: Int? {
    serviceOrder?.server.index ?? serviceTurns?.server ?? (tracksPlayers ? serverIndex : nil)
  }

  /// Whether the sides change ends now within a game still going: every so many points played
  /// where the rules say so, else halfway through the deciding game.
  private var endsChangeInGame: Bool {
    guard let every = rules.endsChangeEvery else { return isDecidingGame && lastRallyReachedHalfwayFirst }
    return every.isDue(afterPointsPlayed: points.home + points.away, deciding: isDecidingGame)
  }

  /// Whether the last rally, in a game other than the deciding one and still going, took the sum
  /// of the points to the technical timeout's.
  private var isTechnicalTimeout: Bool {
    guard let sum = rules.technicalTimeoutAt, !isDecidingGame, !lastRallyEndedGame else { return false }
    return points.home + points.away == sum
  }

  /// Where the server serves from: the court of their score (badminton), the box that alternates
  /// while they keep the serve from the one they chose on gaining it, the right unless they chose
  /// the left (squash, World Squash rule 5.5), or `nil`.
  private var serviceCourt: ServiceCourt? {
    if rules.hasServiceCourts { return ServiceCourt(serverPoints: points[server]) }
    guard rules.alternatesBoxes else { return nil }
    let handStart = ralliesPlayed - handStreak
    let first = choices.court(.serviceBox, of: server, atPoint: handStart) ?? .right
    return handStreak.isMultiple(of: 2) ? first : first.opposite
  }

  /// Whether the last rally, within a game still going, took its winner to the halfway score
  /// before the other side.
  private var lastRallyReachedHalfwayFirst: Bool {
    guard let side = lastRallyWinner, !lastRallyEndedGame,
      let halfway = rules.halfway(deciding: isDecidingGame)
    else { return false }
    return points[side] == halfway && points[side.opponent] < halfway
  }

  /// The side that wins the current game, meeting `condition`, by winning the next rally; the
  /// server when both sides would.
  private func sideWinningOnNextRally(where condition: (Side) -> Bool) -> Side? {
    let sides = sidesWinningOnNextRally(where: condition)
    return sides.count > 1 ? server : sides.first
  }

  /// The sides that win the current game, meeting `condition`, by winning the next rally.
  private func sidesWinningOnNextRally(where condition: (Side) -> Bool) -> [Side] {
    Side.allCases.filter { side in
      var next = points
      next[side] += 1
      return rules.gameWinner(at: next, deciding: isDecidingGame) == side && condition(side)
    }
  }
}

extension RallyProgress {
  /// What a step's facts read of the match (``MatchOutline``): the server while the match goes
  /// on, the winner, the games played to their end, and the games won so far where the sport's
  /// standing counts games (`countsGames`; volleyball's counts sets).
  func outline(countsGames: Bool) -> MatchOutline {
    MatchOutline(
      server: winner == nil ? server : nil, winner: winner, finishedParts: finishedGames.count,
      setGamesPlayed: countsGames ? gamesWon.home + gamesWon.away : nil)
  }
}
