import Scoreboard
import Testing

@Suite("A count-up clock that stops at its length")
struct GameClockStopsAtLengthTests {
  @Test("it counts up from 0:00 and stops at the length, expired, with nothing added")
  func stopsAtTheLength() {
    var clock = GameClock(length: .seconds(1_800), direction: .up, stopsAtLength: true)
    #expect(clock.display == "0:00")
    clock.start(at: .seconds(10))
    let expiredEarly = clock.advance(to: .seconds(1_000))
    #expect(!expiredEarly)
    #expect(clock.display == "16:30")
    let expired = clock.advance(to: .seconds(1_900))
    #expect(expired)
    #expect(!clock.isRunning)
    #expect(clock.isExpired)
    #expect(clock.display == "30:00")
    #expect(clock.addedTime == nil)
  }

  @Test("the second period shows the time of the first before it and stops at the end of the game")
  func offsetSecondPeriod() {
    var clock = GameClock(
      length: .seconds(1_800), direction: .up, offset: .seconds(1_800), stopsAtLength: true)
    clock.start(at: .zero)
    let expired = clock.advance(to: .seconds(2_000))
    #expect(expired)
    #expect(clock.display == "60:00")
  }

  @Test("adjusting never moves it past its length, and taking time off opens it again")
  func adjustWithinTheLength() {
    var clock = GameClock(length: .seconds(600), direction: .up, stopsAtLength: true)
    clock.adjust(by: .seconds(900))
    #expect(clock.display == "10:00")
    #expect(clock.isExpired)
    clock.adjust(by: .seconds(-30))
    #expect(clock.display == "9:30")
    #expect(!clock.isExpired)
  }

  @Test("a soccer count-up still runs on into added time")
  func soccerRunsOn() {
    var clock = GameClock(length: .seconds(2_700), direction: .up)
    clock.start(at: .zero)
    let expired = clock.advance(to: .seconds(2_833))
    #expect(!expired)
    #expect(clock.display == "45:00 +2:13")
  }
}
