import Clocks
import CourtsFeature
import StateStore
import StateStoreTesting
import Testing

@Suite("the TCA-style example: forEach, ifLet, a clock dependency, tested with TestStore")
struct CourtsFeatureTests {
  @Test(
    "points go to the court named; the rename sheet edits and saves; the session timer ticks twice and stops")
  func feature() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Venue(courts: ["A", "B"]),
      reducer: venueReducer(Dependencies().with(ClockKey.self, clock)))
    await store.send(.court(id: "B", .point)) { $0.courts[1].points = 1 }
    await store.send(.rename(.type("x")))
    await store.send(.openRename("A")) { $0.renaming = Rename(court: "A") }
    await store.send(.rename(.type("Z"))) { $0.renaming?.text = "Z" }
    await store.send(.rename(.save)) {
      $0.courts[0].id = "Z"
      $0.renaming = nil
    }
    await store.send(.startSession)
    await clock.advance(by: .seconds(60))
    await store.receive(ActionPath.minutePassed) { $0.minutes = 1 }
    await clock.advance(by: .seconds(60))
    await store.receive(.minutePassed) { $0.minutes = 2 }
    await store.finish()
  }
}

extension ActionPath where Parent == VenueAction, Child == Void {
  /// The minute timer's action, received by its case (TestStore's receive by action path).
  static let minutePassed = ActionPath(
    embed: { VenueAction.minutePassed },
    extract: { action in
      guard case .minutePassed = action else { return nil }
      return ()
    })
}
