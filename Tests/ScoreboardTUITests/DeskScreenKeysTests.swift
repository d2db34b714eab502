import ScoreboardDesk
import ScoreboardTUI
import Testing

@Suite("the desk screen's keys")
struct DeskScreenKeysTests {
  private typealias F = DeskScreenFixtures
  private static let now = F.callTime + 30

  private static func outcome(_ key: KeyEvent, _ state: DeskScreenState) -> DeskScreenKeys.Outcome {
    DeskScreenKeys.outcome(for: key, in: state, now: now)
  }

  @Test("h holds the picked match of the queue, and releases it once held")
  func hold() throws {
    let desk = try F.desk()
    let state = F.screen(reading: [(desk, F.callTime)])
    let head = desk.queue[0]
    #expect(state.pickedMatch == head)
    #expect(Self.outcome(.character("h"), state) == .desk(.held(match: head, true), then: nil))
    var held = desk
    try held.apply(.held(match: head, true))
    let again = F.screen(reading: [(held, F.callTime)])
    #expect(Self.outcome(.character("h"), again) == .desk(.held(match: head, false), then: nil))
  }

  @Test("the arrows pick down the queue; m moves the picked match up, M down; none past either end")
  func moveInQueue() throws {
    let desk = try F.desk()
    let state = F.screen(reading: [(desk, F.callTime)])
    let second = desk.queue[1]
    #expect(Self.outcome(.up, state) == .ignored)
    #expect(Self.outcome(.down, state) == .screen(.matchPicked(second)))
    #expect(
      Self.outcome(.character("m"), state)
        == .screen(.noticeChanged("match \(desk.queue[0]) is already first")))
    let picked = F.after([.matchPicked(second)], state)
    #expect(Self.outcome(.character("m"), picked) == .desk(.moved(match: second, position: 0), then: nil))
    #expect(Self.outcome(.character("M"), picked) == .desk(.moved(match: second, position: 2), then: nil))
  }

  @Test("b blocks the picked court, or unblocks it; on the queue it says to pick a court")
  func block() throws {
    let state = F.screen(reading: [(try F.desk(), F.callTime)])
    #expect(
      Self.outcome(.character("b"), state)
        == .screen(.noticeChanged("pick a court first (← → change to the courts)")))
    #expect(Self.outcome(.right, state) == .screen(.paneChanged(.courts)))
    let courts = F.after([.paneChanged(.courts)], state)
    #expect(courts.pickedCourt == "C1")
    #expect(Self.outcome(.character("b"), courts) == .desk(.courtBlocked("C1", true), then: nil))
    #expect(Self.outcome(.down, courts) == .screen(.courtPicked("C2")))
    #expect(
      Self.outcome(.character("h"), courts)
        == .screen(.noticeChanged("pick a match of the queue first (← → change to the queue)")))
  }

  @Test("c calls the picked match: the arrows choose among the free courts, Enter calls, Esc cancels")
  func callByHand() throws {
    let desk = try F.desk()
    let state = F.screen(reading: [(desk, F.callTime)])
    let head = desk.queue[0]
    let started = DeskScreenState.Calling(match: head, court: "C1")
    #expect(Self.outcome(.character("c"), state) == .screen(.callingChanged(started)))
    let calling = F.after([.callingChanged(started)], state)
    let moved = DeskScreenState.Calling(match: head, court: "C2")
    #expect(Self.outcome(.right, calling) == .screen(.callingChanged(moved)))
    #expect(Self.outcome(.left, calling) == .screen(.callingChanged(moved)), "the choice wraps around")
    #expect(
      Self.outcome(.enter, calling)
        == .desk(.assigned(match: head, court: "C1", at: Self.now), then: .callingChanged(nil)))
    #expect(Self.outcome(.escape, calling) == .screen(.callingChanged(nil)))
    #expect(Self.outcome(.character("h"), calling) == .ignored, "other keys wait for the choice")
  }

  @Test("c with no free court says so")
  func noFreeCourt() throws {
    var desk = try F.desk()
    try desk.apply(.courtBlocked("C1", true))
    try desk.apply(.courtBlocked("C2", true))
    let state = F.screen(reading: [(desk, F.callTime)])
    #expect(
      Self.outcome(.character("c"), state)
        == .screen(.noticeChanged("no free court to call match \(desk.queue[0]) to")))
  }

  @Test("a turns automatic assignment off, and on again; ? shows the keys and any key closes them; q quits")
  func autoHelpQuit() throws {
    var desk = try F.desk()
    let state = F.screen(reading: [(desk, F.callTime)])
    #expect(Self.outcome(.character("a"), state) == .desk(.autoAssign(false), then: nil))
    try desk.apply(.autoAssign(false))
    #expect(
      Self.outcome(.character("a"), F.screen(reading: [(desk, F.callTime)]))
        == .desk(.autoAssign(true), then: nil))
    #expect(Self.outcome(.character("?"), state) == .screen(.helpShown(true)))
    let help = F.after([.helpShown(true)], state)
    #expect(Self.outcome(.character("q"), help) == .screen(.helpShown(false)))
    #expect(Self.outcome(.character("q"), state) == .quit)
  }

  @Test("the picked match stays picked when the queue changes, and moves on when it leaves the queue")
  func keepsPick() throws {
    let desk = try F.desk()
    let second = desk.queue[1]
    let picked = F.after([.matchPicked(second)], F.screen(reading: [(desk, F.callTime)]))
    var moved = desk
    try moved.apply(.moved(match: second, position: 0))
    #expect(F.after([.deskRead(moved, at: F.callTime)], picked).pickedMatch == second)
    var called = desk
    try called.apply(.assigned(match: second, court: "C2", at: F.callTime))
    #expect(F.after([.deskRead(called, at: F.callTime)], picked).pickedMatch == called.queue.first)
  }
}
