import Scoreboard
import Testing

@Suite("Tennis: points in a game")
struct TennisGameTests {
  typealias F = TennisFixture

  @Test("ITF rule 5a: a game starts at 0-0, and no situation is called")
  func startsAtLove() {
    let summary = F.summary("")
    #expect(summary.points == F.pair(0, 0))
    #expect(summary.pointLabels == F.pair("0", "0"))
    #expect(summary.games == F.pair(0, 0))
    #expect(summary.situation == nil)
    #expect(summary.callout == nil)
    #expect(summary.winner == nil)
  }

  @Test("ITF rule 5a: points are called 15, 30 and 40, and the fourth point wins the game")
  func pointCalls() {
    #expect(F.summary("H").pointLabels == F.pair("15", "0"))
    #expect(F.summary("HA").pointLabels == F.pair("15", "15"))
    #expect(F.summary("HAH").pointLabels == F.pair("30", "15"))
    #expect(F.summary("HAHH").pointLabels == F.pair("40", "15"))
    let won = F.summary("HAHHH")
    #expect(won.games == F.pair(1, 0))
    #expect(won.points == F.pair(0, 0))
    #expect(won.pointLabels == F.pair("0", "0"))
  }

  @Test("ITF rule 5a: deuce at 40-40, advantage on the next point")
  func deuceThenAdvantage() {
    let deuce = F.summary("HHHAAA")
    #expect(deuce.pointLabels == F.pair("40", "40"))
    #expect(deuce.situation == .deuce)
    #expect(deuce.callout == "Deuce")
    let advantage = F.summary("HHHAAAH")
    #expect(advantage.pointLabels == F.pair("AD", ""))
    #expect(advantage.situation == .advantage(.home))
    #expect(advantage.callout == "Advantage")
    #expect(advantage.games == F.pair(0, 0))
  }

  @Test("ITF rule 5a: advantage lost returns the game to deuce, however long it lasts")
  func advantageLost() {
    let summary = F.summary("HHHAAA HA AH HA")
    #expect(summary.pointLabels == F.pair("40", "40"))
    #expect(summary.points == F.pair(6, 6))
    #expect(summary.situation == .deuce)
    #expect(summary.games == F.pair(0, 0))
  }

  @Test("ITF rule 5a: two points in a row after deuce win the game")
  func gameAfterDeuce() {
    #expect(F.summary("HHHAAA HH").games == F.pair(1, 0))
    #expect(F.summary("HHHAAA HA AA").games == F.pair(0, 1))
  }

  @Test("ITF Appendix V no-ad: at 40-40 a single deciding point wins the game")
  func noAdDecidingPoint() {
    let rules = F.rules(noAd: true)
    let deciding = F.summary("HHHAAA", rules: rules)
    #expect(deciding.pointLabels == F.pair("40", "40"))
    #expect(deciding.situation == .decidingPoint)
    #expect(deciding.callout == "Deciding point")
    let won = F.summary("HHHAAA A", rules: rules)
    #expect(won.games == F.pair(0, 1))
    #expect(won.points == F.pair(0, 0))
    #expect(won.server == .away)
  }

  @Test("ITF Appendix V no-ad: the labels never show advantage")
  func noAdNeverAdvantage() {
    let rules = F.rules(noAd: true)
    for script in ["HHHAAA", "HHHAAAH", "AAAHHHA"] {
      let labels = F.summary(script, rules: rules).pointLabels
      #expect(labels.home != "AD" && labels.away != "AD", "\(script)")
    }
  }
}
