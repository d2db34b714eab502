import Scoreboard
import Testing

@Suite("Game clock: when the shown time next changes")
struct GameClockNextChangeTests {
  private func running(_ direction: GameClock.Direction, length: Duration, playedBefore: Duration = .zero)
    -> GameClock
  {
    var clock = GameClock(length: length, direction: direction)
    if playedBefore > .zero { clock.adjust(by: direction == .down ? .zero - playedBefore : playedBefore) }
    clock.start(at: .seconds(100))
    return clock
  }

  @Test("a count-down above a minute changes on each whole second left")
  func countdownSeconds() {
    let clock = running(.down, length: .seconds(600), playedBefore: .milliseconds(300))
    #expect(clock.nextDisplayChange(after: .seconds(100)) == .milliseconds(100_700))
    #expect(clock.nextDisplayChange(after: .milliseconds(100_700)) == .milliseconds(101_700))
  }

  @Test("a count-down in its last minute changes on each tenth left")
  func countdownTenths() {
    let clock = running(.down, length: .seconds(30))
    #expect(clock.nextDisplayChange(after: .seconds(100)) == .milliseconds(100_100))
    #expect(clock.nextDisplayChange(after: .milliseconds(100_150)) == .milliseconds(100_200))
  }

  @Test("a count-up changes on each whole second played")
  func countUp() {
    let clock = running(.up, length: .seconds(2700))
    #expect(clock.nextDisplayChange(after: .milliseconds(100_400)) == .seconds(101))
  }

  @Test(
    "every change it names really changes the display, and none is skipped",
    arguments: [
      GameClock.Direction.down, .up,
    ])
  func agreesWithTheDisplay(direction: GameClock.Direction) {
    var clock = running(direction, length: .seconds(75), playedBefore: .milliseconds(250))
    var reading = Duration.seconds(100)
    var shown = clock.display
    while clock.isRunning && reading < .seconds(200) {
      let next = clock.nextDisplayChange(after: reading)
      var justBefore = clock
      justBefore.advance(to: next - .nanoseconds(1))
      let instantOfAddedTime = justBefore.display == shown + " +0:00"
      #expect(justBefore.display == shown || instantOfAddedTime, "no change before \(next)")
      clock.advance(to: next)
      #expect(clock.display != shown || !clock.isRunning, "a change at \(next)")
      shown = clock.display
      reading = next
    }
  }
}
