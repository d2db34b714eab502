import Scoreboard
import Testing

/// A best-of-3 match replayed point by point, home serving first: 6-4, 6-7 (5-7), 7-5.
@Suite("Tennis: a recorded match replayed point by point")
struct TennisRecordedMatchTests {
  typealias F = TennisFixture

  /// The games of each set, one script per game; the comment names the server.
  static let sets: [[String]] = [
    [
      "HHAHH",  // home
      "AAHHHAAHAA",  // away, deuce twice
      "HHHH",  // home
      "AHAHHH",  // away, broken
      "HAHAHAHAHH",  // home, deuce twice
      "AAAA",  // away
      "AAHAA",  // home, broken
      "AHAAA",  // away
      "HHHAH",  // home
      "HAHHAH",  // away, broken: 6-4
    ],
    [
      "HHHAH", "AAAA", "HHHH", "AAHAA", "HHAAAHHH", "AAAA",
      "HHHH", "AAAHA", "HHHH", "AAAA", "HHHH", "AAAA",
      "HAAHAHAAHHAA",  // the tiebreak, home serving first: 5-7
    ],
    [
      "AAAA",  // away
      "HHHH",  // home
      "AAHHHAAA",  // away, deuce
      "HHHH",  // home
      "HHAHH",  // away, broken
      "AAAHHHHH",  // home, deuce
      "AAAA",  // away
      "HAAAA",  // home, broken
      "AAAA",  // away
      "HHHH",  // home
      "HAHAHH",  // away, broken
      "HHHAAAHH",  // home serves for the match: 7-5
    ],
  ]

  /// The summary after `games` whole games of set `set` (counting from 0), then `partial` points.
  static func after(set: Int, games: Int, _ partial: String = "") -> TennisSummary {
    let played = sets[..<set].flatMap(\.self) + sets[set].prefix(games)
    return F.summary(played.joined() + partial)
  }

  static let match = F.summary(sets.flatMap(\.self).joined())

  @Test("ITF rule 5a: the calls of the first set's deuce games")
  func firstSetDeuces() {
    #expect(Self.after(set: 0, games: 0, "HHA").pointLabels == F.pair("30", "15"))
    let deuce = Self.after(set: 0, games: 1, "AAHHHA")
    #expect(deuce.situation == .deuce)
    #expect(deuce.server == .away)
    #expect(deuce.games == F.pair(1, 0))
    let advantage = Self.after(set: 0, games: 1, "AAHHHAA")
    #expect(advantage.pointLabels == F.pair("", "AD"))
    #expect(advantage.situation == .advantage(.away))
    let breakPoint = Self.after(set: 0, games: 3, "AHAHH")
    #expect(breakPoint.situation == .breakPoint(.home))
    #expect(Self.after(set: 0, games: 4, "HAHAHAH").situation == .advantage(.home))
  }

  @Test("ITF rule 6: the first set goes 6-4 on a break, with a set point before it")
  func firstSet() {
    let setPoint = Self.after(set: 0, games: 9, "HAHH")
    #expect(setPoint.games == F.pair(5, 4))
    #expect(setPoint.server == .away)
    #expect(setPoint.situation == .setPoint(.home))
    let summary = Self.after(set: 1, games: 0)
    #expect(summary.finishedSets == [TennisFinishedSet(games: F.pair(6, 4), winner: .home)])
    #expect(summary.setsWon == F.pair(1, 0))
    #expect(summary.server == .home)
  }

  @Test("ITF rule 5b: the second set's tiebreak, its serving order and its set point")
  func secondSetTiebreak() {
    let sixAll = Self.after(set: 1, games: 12)
    #expect(sixAll.games == F.pair(6, 6))
    #expect(sixAll.isTiebreak)
    #expect(sixAll.server == .home)
    #expect(Self.after(set: 1, games: 12, "HAA").server == .home)
    #expect(Self.after(set: 1, games: 12, "HAAHA").server == .away)
    let fiveAll = Self.after(set: 1, games: 12, "HAAHAHAAHH")
    #expect(fiveAll.pointLabels == F.pair("5", "5"))
    #expect(fiveAll.situation == nil)
    #expect(fiveAll.server == .away)
    #expect(Self.after(set: 1, games: 12, "HAAHAHAAHHA").situation == .setPoint(.away))
  }

  @Test("ITF rule 5b: after the tiebreak away, who received its first point, serves the third set")
  func thirdSetStart() {
    let summary = Self.after(set: 2, games: 0)
    let tiebreakSet = TennisFinishedSet(games: F.pair(6, 7), tiebreakPoints: F.pair(5, 7), winner: .away)
    #expect(summary.finishedSets.last == tiebreakSet)
    #expect(summary.setsWon == F.pair(1, 1))
    #expect(summary.server == .away)
    #expect(summary.games == F.pair(0, 0))
  }

  @Test("ITF rule 7: match points in the last game, lost to deuce and won on advantage")
  func lastGame() {
    let serving = Self.after(set: 2, games: 11)
    #expect(serving.games == F.pair(6, 5))
    #expect(serving.server == .home)
    #expect(Self.after(set: 2, games: 11, "HHH").situation == .matchPointFor(.home))
    #expect(Self.after(set: 2, games: 11, "HHHAA").situation == .matchPointFor(.home))
    #expect(Self.after(set: 2, games: 11, "HHHAAA").situation == .deuce)
    #expect(Self.after(set: 2, games: 11, "HHHAAAH").situation == .matchPointFor(.home))
  }

  @Test("ITF rule 7: home wins 6-4, 6-7 (5-7), 7-5, and later points are ignored")
  func finalScore() {
    let match = Self.match
    #expect(match.winner == .home)
    #expect(match.setsWon == F.pair(2, 1))
    #expect(
      match.finishedSets == [
        TennisFinishedSet(games: F.pair(6, 4), winner: .home),
        TennisFinishedSet(games: F.pair(6, 7), tiebreakPoints: F.pair(5, 7), winner: .away),
        TennisFinishedSet(games: F.pair(7, 5), winner: .home),
      ])
    #expect(match.games == F.pair(7, 5))
    #expect(match.situation == nil)
    #expect(match.winner != nil)
    #expect(F.summary(Self.sets.flatMap(\.self).joined() + "AAAAAAAA") == match)
  }

  @Test("ITF Appendix V: a match decided 11-9 in a match tie-break to 10")
  func matchTiebreakToTen() {
    let rules = F.rules(finalSetTiebreak: 10)
    // Away serves first: 6-3 to home (nine games), 4-6 (ten games), so home starts the tiebreak.
    let sets = F.loveGames("HAHAHAHHH AHAHAHAHAA")
    let start = F.summary(sets, rules: rules, firstServer: .away)
    #expect(start.setsWon == F.pair(1, 1))
    #expect(start.isMatchTiebreak)
    #expect(start.server == .home)
    let rally = String(repeating: "HA", count: 9)
    let nineAll = F.summary(sets + rally, rules: rules, firstServer: .away)
    #expect(nineAll.pointLabels == F.pair("9", "9"))
    #expect(nineAll.situation == nil)
    let tenNine = F.summary(sets + rally + "H", rules: rules, firstServer: .away)
    #expect(tenNine.pointLabels == F.pair("10", "9"))
    #expect(tenNine.situation == .matchPointFor(.home))
    let won = F.summary(sets + rally + "HH", rules: rules, firstServer: .away)
    #expect(won.winner == .home)
    #expect(
      won.finishedSets == [
        TennisFinishedSet(games: F.pair(6, 3), winner: .home),
        TennisFinishedSet(games: F.pair(4, 6), winner: .away),
        TennisFinishedSet(games: F.pair(1, 0), tiebreakPoints: F.pair(11, 9), winner: .home),
      ])
  }

  @Test("ITF Appendix V no-ad: a game reaching 40-40 is decided by the one deciding point")
  func noAdGame() {
    let rules = F.rules(noAd: true)
    let deuce = F.summary("HAHAHA", rules: rules)
    #expect(deuce.pointLabels == F.pair("40", "40"))
    #expect(deuce.situation == .decidingPoint)
    let won = F.summary("HAHAHA H", rules: rules)
    #expect(won.games == F.pair(1, 0))
    #expect(won.points == F.pair(0, 0))
    #expect(won.server == .away)
  }
}
