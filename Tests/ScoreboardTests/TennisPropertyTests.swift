import PropertyBased
import Scoreboard
import Testing

@Suite("Tennis: properties over random matches")
struct TennisPropertyTests {
  typealias F = TennisFixture

  /// The summary after each prefix of `points`, the empty one first.
  static func replay(_ points: [Side], rules: SportRules, firstServer: Side) -> [TennisSummary] {
    (0...points.count).map {
      TennisScoring.summary(of: Array(points.prefix($0)), rules: rules, firstServer: firstServer)
    }
  }

  @Test("ITF rule 7: never both sides have won, and no side has more sets than best-of allows")
  func setsWithinBestOf() async {
    await propertyCheck(input: TennisGen.rules, TennisGen.points, Gen<Side>.case) { rules, points, first in
      let needed = rules.gamesToWinMatch
      for summary in Self.replay(points, rules: rules, firstServer: first) {
        #expect(summary.setsWon.home <= needed && summary.setsWon.away <= needed)
        #expect(summary.setsWon.home < needed || summary.setsWon.away < needed)
        #expect(summary.setsWon.home + summary.setsWon.away <= rules.bestOf)
        #expect(summary.setsWon.home + summary.setsWon.away == summary.finishedSets.count)
        if let winner = summary.winner {
          #expect(summary.setsWon[winner] == needed)
          #expect(summary.setsWon[winner.opponent] < needed)
        } else {
          #expect(summary.setsWon.home < needed && summary.setsWon.away < needed)
        }
      }
    }
  }

  @Test("ITF rules 5b, 6 and Appendix V: every finished set is 6 by two, 7-5, 7-6 or a match tiebreak")
  func finishedSetsAreValid() async {
    await propertyCheck(input: TennisGen.rules, TennisGen.points) { rules, points in
      let summary = TennisScoring.summary(of: points, rules: rules, firstServer: .home)
      var setsWon = SidePair(both: 0)
      for set in summary.finishedSets {
        let decider = setsWon == SidePair(both: rules.gamesToWinMatch - 1)
        #expect(Self.isValid(set, rules: rules, decider: decider), "\(set)")
        setsWon[set.winner] += 1
      }
    }
  }

  @Test("ITF rule 7: a finished match ignores further points")
  func finishedMatchIgnoresPoints() async {
    let input = (TennisGen.rules, TennisGen.points, TennisGen.randomPoints)
    await propertyCheck(input: input.0, input.1, input.2) { rules, points, more in
      let summaries = Self.replay(points, rules: rules, firstServer: .away)
      guard let end = summaries.firstIndex(where: { $0.winner != nil }) else { return }
      let final = summaries[end]
      #expect(final.winner != nil)
      #expect(final.situation == nil)
      for later in summaries[end...] { #expect(later == final) }
      #expect(TennisScoring.summary(of: points + more, rules: rules, firstServer: .away) == final)
    }
  }

  @Test("ITF rules 14 and 5b: the server always follows the order of service")
  func serverFollowsRules() async {
    await propertyCheck(input: TennisGen.rules, TennisGen.points, Gen<Side>.case) { rules, points, first in
      var tiebreakFirstServer: Side?
      for summary in Self.replay(points, rules: rules, firstServer: first) where summary.winner == nil {
        #expect(summary.server == TennisServeChecker.server(of: summary, firstServer: first))
        if summary.isTiebreak, summary.points == SidePair(both: 0) {
          tiebreakFirstServer = summary.server
        } else if !summary.isTiebreak, let tiebreakServer = tiebreakFirstServer {
          // The first game after a tiebreak: its first server receives.
          #expect(summary.server == tiebreakServer.opponent)
          tiebreakFirstServer = nil
        }
      }
    }
  }

  @Test("ITF rules 5a and 5b: point labels are 0, 15, 30, 40, AD with \"\", or the tiebreak count")
  func labelsAreAllowed() async {
    await propertyCheck(input: TennisGen.rules, TennisGen.points) { rules, points in
      for summary in Self.replay(points, rules: rules, firstServer: .home) {
        let labels = summary.pointLabels
        if summary.winner != nil {
          #expect(labels == SidePair(both: ""))
        } else if summary.isTiebreak {
          #expect(labels == SidePair(home: String(summary.points.home), away: String(summary.points.away)))
        } else if labels.home == "AD" || labels.away == "AD" {
          #expect(!rules.tennis.noAd)
          #expect(labels == SidePair(home: "AD", away: "") || labels == SidePair(home: "", away: "AD"))
        } else {
          let calls = ["0", "15", "30", "40"]
          #expect(calls.contains(labels.home) && calls.contains(labels.away))
        }
      }
    }
  }

  @Test("ITF rules 5-7: a called match, set or break point is won by winning the next point, and only then")
  func situationsAreHonest() async {
    await propertyCheck(input: TennisGen.rules, TennisGen.points) { rules, points in
      let summary = TennisScoring.summary(of: points, rules: rules, firstServer: .home)
      guard summary.winner == nil else { return }
      // What each side wins with the next point: 3 the match, 2 a set, 1 a game as the receiver.
      var stakes = SidePair(both: 0)
      for side in Side.allCases {
        let next = TennisScoring.summary(of: points + [side], rules: rules, firstServer: .home)
        let winsSet = next.finishedSets.count > summary.finishedSets.count
        let winsGame = winsSet || next.games[side] > summary.games[side]
        stakes[side] =
          next.winner == side ? 3 : winsSet ? 2 : (winsGame && side != summary.server) ? 1 : 0
      }
      // One call is made for the next point: the highest stake; a match or set point both sides
      // have (a sudden-death point) is called for both.
      let best = max(stakes.home, stakes.away)
      let leaders = Side.allCases.filter { stakes[$0] == best }
      switch best {
      case 3 where leaders.count == 2: #expect(summary.situation == .matchPointForBoth)
      case 3: #expect(leaders.contains { summary.situation == .matchPointFor($0) })
      case 2 where leaders.count == 2: #expect(summary.situation == .setPointForBoth)
      case 2: #expect(leaders.contains { summary.situation == .setPoint($0) })
      case 1:
        #expect(
          leaders.contains { summary.situation == .breakPoint($0) } || summary.situation == .decidingPoint)
      default:
        let quiet: [TennisSituation?] = [nil, .deuce, .advantage(summary.server)]
        #expect(quiet.contains(summary.situation))
      }
      for side in Side.allCases where summary.situation == .breakPoint(side) {
        #expect(stakes[side] == 1)
      }
    }
  }

  static func isValid(_ set: TennisFinishedSet, rules: SportRules, decider: Bool) -> Bool {
    let won = set.games[set.winner]
    let lost = set.games[set.winner.opponent]
    guard let tiebreak = set.tiebreakPoints else {
      return (won == 6 && lost <= 4) || (won == 7 && lost == 5)
    }
    let target: Int
    if let matchTiebreak = rules.tennis.finalSetTiebreak, decider {
      guard won == 1, lost == 0 else { return false }
      target = matchTiebreak
    } else {
      guard won == 7, lost == 6 else { return false }
      target = 7
    }
    let points = tiebreak[set.winner]
    let margin = points - tiebreak[set.winner.opponent]
    return points >= target && (points == target ? margin >= 2 : margin == 2)
  }
}
