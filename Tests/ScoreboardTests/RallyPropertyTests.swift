import PropertyBased
import Scoreboard
import Testing

@Suite("Rally sports: properties over random rally sequences")
struct RallyPropertyTests {
  @Test("never both sides winners; the winner has exactly the games needed, the loser fewer")
  func oneWinnerAtMost() async {
    await propertyCheck(input: RallyGen.match) { match in
      let summary = match.summary
      let needed = match.rules.gamesToWinMatch
      if let winner = summary.winner {
        #expect(summary.gamesWon[winner] == needed)
        #expect(summary.gamesWon[winner.opponent] < needed)
        #expect(summary.winner != nil && summary.gamePoint == nil && summary.matchPoint == nil)
      } else {
        #expect(summary.gamesWon.home < needed && summary.gamesWon.away < needed)
        #expect(summary.winner == nil)
      }
    }
  }

  @Test("every finished game meets its win condition, and ended on the rally that met it")
  func finishedGamesAreWon() async {
    await propertyCheck(input: RallyGen.match) { match in
      let rules = match.rules
      let summary = match.summary
      var won = SidePair(both: 0)
      for game in summary.finishedGames {
        let deciding = won.home == rules.gamesToWinMatch - 1 && won.away == rules.gamesToWinMatch - 1
        let target = (deciding ? rules.decidingGamePoints : nil) ?? rules.pointsToWin ?? 0
        let winner = game.points[game.winner]
        let loser = game.points[game.winner.opponent]
        #expect(Self.isWon(winner, over: loser, target: target, rules: rules), "\(game)")
        #expect(!Self.isWon(winner - 1, over: loser, target: target, rules: rules), "\(game)")
        #expect(!Self.isWon(loser, over: winner - 1, target: target, rules: rules), "\(game)")
        won[game.winner] += 1
      }
      #expect(won == summary.gamesWon)
      #expect(max(won.home, won.away) <= rules.gamesToWinMatch)
      #expect(summary.gameNumber == summary.finishedGames.count + (summary.winner == nil ? 1 : 0))
    }
  }

  @Test("a finished match ignores further rallies")
  func finishedMatchIgnoresRallies() async {
    await propertyCheck(input: RallyGen.match, RallyGen.shortRallies) { match, extra in
      let summary = match.summary
      guard summary.winner != nil else { return }
      let played = summary.finishedGames.reduce(0) { $0 + $1.points.home + $1.points.away }
      let rallies = Array(match.rallies.prefix(played))
      #expect(match.summary(of: rallies) == summary)
      #expect(match.summary(of: rallies + extra) == summary)
      #expect(match.summary(of: rallies.dropLast()).winner == nil)
    }
  }

  @Test("the server and the service court follow the rules after every rally (independent checker)")
  func serverFollowsTheRules() async {
    await propertyCheck(input: RallyGen.shortMatch) { match in
      let rules = match.rules
      var oracle = RallyServeOracle(sport: rules.sport, firstServer: match.firstServer)
      var before = match.summary(of: [])
      for (count, side) in match.rallies.enumerated() where before.winner == nil {
        #expect(before.server == oracle.server, "after \(count) rallies")
        let court = rules.sport == .badminton ? ServiceCourt(serverPoints: before.points[before.server]) : nil
        #expect(before.serviceCourt == court, "after \(count) rallies")
        let after = match.summary(of: match.rallies.prefix(count + 1))
        let endedGame = after.finishedGames.count > before.finishedGames.count
        oracle.rally(wonBy: side, endedGame: endedGame, deuceAt: (rules.pointsToWin ?? 0) - 1)
        before = after
      }
    }
  }

  @Test("points are never negative and never beyond the cap")
  func pointsInRange() async {
    await propertyCheck(input: RallyGen.match) { match in
      let summary = match.summary
      for points in summary.finishedGames.map(\.points) + [summary.points] {
        #expect(points.home >= 0 && points.away >= 0)
        if let cap = match.rules.cap { #expect(max(points.home, points.away) <= cap) }
      }
      #expect(summary.gameNumber >= 1)
    }
  }

  @Test("the summary of a prefix never has more games than the whole, and its games come first")
  func prefixHasFewerGames() async {
    await propertyCheck(input: RallyGen.match, Gen.int(in: 0...400)) { match, cut in
      let whole = match.summary
      let part = match.summary(of: match.rallies.prefix(cut))
      #expect(part.finishedGames.count <= whole.finishedGames.count)
      #expect(Array(whole.finishedGames.prefix(part.finishedGames.count)) == part.finishedGames)
      #expect(part.gameNumber <= whole.gameNumber)
    }
  }

  @Test("game and match point name the side whose next rally wins the game or the match")
  func gameAndMatchPoints() async {
    await propertyCheck(input: RallyGen.match) { match in
      let summary = match.summary
      guard summary.winner == nil else { return }
      let games = summary.finishedGames.count
      let next = SidePair(
        home: match.summary(of: match.rallies + [.home]), away: match.summary(of: match.rallies + [.away]))
      let winsGame = Side.allCases.filter { next[$0].finishedGames.count > games }
      let winsMatch = Side.allCases.filter { next[$0].winner == $0 }
      #expect(summary.gamePoint == Self.named(winsGame, server: summary.server))
      #expect(summary.matchPoint == Self.named(winsMatch, server: summary.server))
    }
  }

  @Test("ends change after a game's last rally exactly when the match goes on; intervals are badminton's")
  func endsAfterGames() async {
    await propertyCheck(input: RallyGen.match) { match in
      // Beach volleyball changes ends by points played instead (BeachVolleyballTests.endsProperty).
      guard !match.rallies.isEmpty, match.rules.sport != .beachVolleyball else { return }
      let summary = match.summary
      let before = match.summary(of: match.rallies.dropLast())
      guard before.winner == nil else { return }
      if summary.finishedGames.count > before.finishedGames.count {
        #expect(summary.changeEnds == (summary.winner == nil))
        #expect(!summary.isInterval)
      } else if summary.changeEnds {
        #expect(summary.isDecidingGame)
      }
      if match.rules.sport != .badminton { #expect(!summary.isInterval) }
    }
  }

  /// Whether `own` points beat `other` in a game to `target` under `rules`, checked plainly.
  static func isWon(_ own: Int, over other: Int, target: Int, rules: SportRules) -> Bool {
    if let cap = rules.cap, own == cap { return true }
    return own >= target && own - other >= rules.winBy
  }

  /// The one side in `sides`, the server when both, or `nil`.
  static func named(_ sides: [Side], server: Side) -> Side? {
    sides.count == 2 ? server : sides.first
  }
}
