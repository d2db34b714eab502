import Scoreboard
import ScoreboardDesk
import ScoreboardTUI
import Testing

@Suite("the desk screen: calls, second calls, what is spoken")
struct DeskScreenCallTests {
  private typealias F = DeskScreenFixtures

  @Test("a match found on a court at the first read is listed with its call time, not live (not spoken)")
  func callAtFirstRead() throws {
    let state = F.screen(reading: [(try F.deskWithCall(), F.callTime + 10)])
    #expect(state.calls.count == 1)
    let call = try #require(state.calls.first)
    #expect(call.court == "C1" && call.at == F.callTime && call.kind == .first && !call.isLive)
    #expect(call.text == "Open, Semi-final: Ann v Di")
  }

  @Test(
    "a call made while the desk watches is live, and spoken as 'Court 1: Open, semi-final: Ann against Di'")
  func liveCall() throws {
    let state = F.screen(reading: [(try F.desk(), F.callTime - 5), (try F.deskWithCall(), F.callTime + 1)])
    let call = try #require(state.calls.first)
    #expect(call.isLive)
    #expect(call.spoken == "Court 1: Open, semi-final: Ann against Di")
    #expect(state.calls.count == 1, "reading the same desk again makes no new call")
  }

  @Test("the second call comes once, at the call plus the second-call time, while the match is on its court")
  func secondCall() throws {
    let called = try F.deskWithCall()
    let before = F.screen(reading: [(try F.desk(), F.callTime - 5), (called, F.callTime + 299)])
    #expect(before.calls.map(\.kind) == [.first])
    let after = F.screen(reading: [
      (try F.desk(), F.callTime - 5), (called, F.callTime + 299), (called, F.callTime + 301),
      (called, F.callTime + 400),
    ])
    #expect(after.calls.map(\.kind) == [.first, .second])
    let second = try #require(after.calls.last)
    #expect(second.at == F.callTime + 300 && second.isLive)
    #expect(second.spoken == "Second call. Court 1: Open, semi-final: Ann against Di")
  }

  @Test("a match signed off before the second-call time is not called again")
  func noSecondCallAfterSignOff() throws {
    var finished = try F.deskWithCall()
    let id = try #require(finished.court("C1")?.match)
    try finished.apply(
      .signedOff(
        match: id, DeskScore(winner: .home, parts: [SidePair(home: 21, away: 3)]), at: F.callTime + 60))
    let state = F.screen(reading: [
      (try F.desk(), F.callTime - 5), (try F.deskWithCall(), F.callTime + 1), (finished, F.callTime + 900),
    ])
    #expect(state.calls.map(\.kind) == [.first])
  }

  @Test("the second-call time is the screen's own: 2 minutes gives a call at +120 s")
  func shorterSecondCall() throws {
    var state = DeskScreenState(title: "t", secondCallSeconds: 120, warmUpSeconds: 60)
    for (desk, time) in [(try F.desk(), F.callTime - 5), (try F.deskWithCall(), F.callTime + 121)] {
      _ = DeskScreenState.reducer.reduce(&state, .deskRead(desk, at: time))
    }
    #expect(state.calls.map(\.at) == [F.callTime, F.callTime + 120])
  }

  @Test("courts as calls name them: C1 and 7 by number, Court 3 as it is, Centre as Court Centre")
  func courtNames() {
    #expect(DeskCall.courtName("C1") == "Court 1")
    #expect(DeskCall.courtName("c12") == "Court 12")
    #expect(DeskCall.courtName("7") == "Court 7")
    #expect(DeskCall.courtName("Court 3") == "Court 3")
    #expect(DeskCall.courtName("Centre") == "Court Centre")
    #expect(DeskCall.courtName("CC1") == "Court CC1")
  }

  @Test("a pair is spoken as 'Ann and Bob'")
  func pairSpoken() throws {
    var desk = try F.desk(entries: ["Ann/Bob", "Cy/Di"])
    try desk.apply(.assigned(match: desk.queue[0], court: "C2", at: F.callTime))
    let id = try #require(desk.court("C2")?.match)
    let match = try #require(desk.match(id))
    #expect(
      DeskCall.spoken(match, court: "C2", in: desk, kind: .first)
        == "Court 2: Open, final: Ann and Bob against Cy and Di")
  }

  @Test("the expected length: badminton 45 min, best of 5 75, soccer's 90 playing minutes 108")
  func expectedLength() {
    var badminton = SportRules.defaults(for: .badminton)
    #expect(DeskExpectedLength.minutes(for: badminton) == 45)
    badminton.bestOf = 5
    #expect(DeskExpectedLength.minutes(for: badminton) == 75)
    #expect(DeskExpectedLength.minutes(for: .defaults(for: .soccer)) == 108)
  }
}
