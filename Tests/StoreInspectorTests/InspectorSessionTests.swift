import Foundation
import StoreInspector
import Testing

@Suite("InspectorSession: a session as a journal file")
struct InspectorSessionTests {
  private func recordedInspector() -> StoreInspector<Tally, TallyAction> {
    let inspector = StoreInspector<Tally, TallyAction>(
      initialState: Tally(total: 100), schema: tallySchema, now: tickingClock())
    inspector.record(.add(1), resultingIn: Tally(total: 101, history: [1]))
    inspector.record(.reset, resultingIn: Tally())
    return inspector
  }

  @Test("exported and imported, a session has the same steps, times, actions and states")
  func roundTrip() throws {
    let file = try recordedInspector().session().encoded()
    let session = try InspectorSession<Tally, TallyAction>.decode(file, schema: tallySchema)
    #expect(session.initialState == Tally(total: 100))
    #expect(session.steps.map(\.step) == [1, 2])
    #expect(session.steps.map(\.action) == [.add(1), .reset])
    #expect(session.steps.map(\.state) == [Tally(total: 101, history: [1]), Tally()])
    #expect(session.steps.map(\.time.timeIntervalSince1970) == [1_000, 1_001])
  }

  @Test("a session of another schema is refused in one line naming both")
  func schemaMismatch() throws {
    let file = try recordedInspector().session().encoded()
    let newer = InspectorSchema(state: "tally 2", action: "tally-action 1")
    #expect(throws: InspectorSessionError.schemaMismatch(found: tallySchema, expected: newer)) {
      try InspectorSession<Tally, TallyAction>.decode(file, schema: newer)
    }
    let line = InspectorSessionError.schemaMismatch(found: tallySchema, expected: newer).description
    #expect(
      line
        == "the session was recorded with state schema tally 1 and action schema tally-action 1; "
        + "this program reads state tally 2 and action tally-action 1")
    #expect(!line.contains("\n"))
  }

  @Test("a file that is no session, or a damaged one, is refused")
  func refusals() throws {
    #expect(throws: InspectorSessionError.notASession) {
      try InspectorSession<Tally, TallyAction>.decode(Data("{\"hello\": 1}".utf8), schema: tallySchema)
    }
    var file = try recordedInspector().session().encoded()
    file.removeLast(3)
    #expect(throws: InspectorSessionError.self) {
      try InspectorSession<Tally, TallyAction>.decode(file, schema: tallySchema)
    }
    let whole = try recordedInspector().session().encoded()
    var flipped = whole
    flipped[whole.count - 2] ^= 0xFF
    #expect(throws: InspectorSessionError.self) {
      try InspectorSession<Tally, TallyAction>.decode(flipped, schema: tallySchema)
    }
  }
}
