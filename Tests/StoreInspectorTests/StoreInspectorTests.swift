import Foundation
import PropertyBased
import StateStore
import StoreInspector
import Synchronization
import Testing

/// The inspected counter: its state and actions are Codable, as an inspector needs.
struct Tally: Codable, Equatable, Sendable {
  var total = 0
  var history: [Int] = []
}

enum TallyAction: Codable, Equatable, Sendable {
  case add(Int)
  case reset
}

let tallyReducer = Reducer<Tally, TallyAction>.plain { tally, action in
  switch action {
  case .add(let amount):
    tally.total += amount
    tally.history.append(amount)
  case .reset:
    tally = Tally()
  }
}

let tallySchema = InspectorSchema(state: "tally 1", action: "tally-action 1")

/// A clock that reads 1,000 s after 1970 plus one second per reading.
func tickingClock() -> @Sendable () -> Date {
  let readings = Atomic<Int>(0)
  return { Date(timeIntervalSince1970: 1_000 + Double(readings.add(1, ordering: .relaxed).oldValue)) }
}

@Suite("StoreInspector: recording a store's steps")
struct StoreInspectorTests {
  @Test("the middleware records each action with its number, its time and the state it left")
  func middlewareRecords() {
    let inspector = StoreInspector<Tally, TallyAction>(
      initialState: Tally(), schema: tallySchema, now: tickingClock())
    let store = Store(initialState: Tally(), reducer: tallyReducer, middleware: [inspector.middleware()])
    store.dispatch(.add(2))
    store.dispatch(.add(5))
    store.dispatch(.reset)

    let steps = inspector.steps(after: 0)
    #expect(steps.map(\.step) == [1, 2, 3])
    #expect(steps.map(\.action) == [.add(2), .add(5), .reset])
    #expect(steps.map(\.state.total) == [2, 7, 0])
    #expect(steps.map(\.state.history) == [[2], [2, 5], []])
    #expect(steps.map(\.time.timeIntervalSince1970) == [1_000, 1_001, 1_002])
    #expect(inspector.latestStep == 3)
    #expect(inspector.oldestStep == 1)
  }

  @Test("a full ring forgets the oldest step; the state before the oldest kept is still known")
  func ringForgetsOldest() {
    let inspector = StoreInspector<Tally, TallyAction>(
      initialState: Tally(), schema: tallySchema, capacity: 3)
    var state = Tally()
    for amount in 1...5 {
      _ = tallyReducer.reduce(&state, .add(amount))
      inspector.record(.add(amount), resultingIn: state)
    }
    #expect(inspector.oldestStep == 3)
    #expect(inspector.latestStep == 5)
    #expect(inspector.step(2) == nil)
    #expect(inspector.step(3)?.state.total == 6)
    #expect(inspector.state(before: 3)?.total == 3, "the state step 2 left: 1 + 2")
    #expect(inspector.state(before: 5)?.total == 10)
    #expect(inspector.state(before: 2) == nil)
    #expect(inspector.steps(after: 0).map(\.step) == [3, 4, 5])
    #expect(inspector.steps(after: 3, limit: 1).map(\.step) == [4])
    #expect(inspector.steps(after: 5).isEmpty)
  }

  @Test("property: the ring holds the newest min(n, capacity) steps in order, each with its state")
  func ringProperty() async {
    await propertyCheck(input: Gen.int(in: -50...50).array(of: 0...40), Gen.int(in: 1...12)) {
      amounts, capacity in
      let inspector = StoreInspector<Tally, TallyAction>(
        initialState: Tally(), schema: tallySchema, capacity: capacity)
      var totals: [Int] = []
      var running = 0
      for amount in amounts {
        running += amount
        totals.append(running)
        inspector.record(.add(amount), resultingIn: Tally(total: running))
      }
      let kept = inspector.steps(after: 0)
      let expectedCount = min(amounts.count, capacity)
      #expect(
        kept.map(\.step)
          == Array(stride(from: amounts.count - expectedCount + 1, through: amounts.count, by: 1)))
      #expect(kept.map(\.state.total) == Array(totals.suffix(expectedCount)))
      #expect(kept.map(\.action) == amounts.suffix(expectedCount).map { .add($0) })
    }
  }

  @Test("observers hear each step and a start-over; a cancelled one hears nothing more")
  func observers() {
    let inspector = StoreInspector<Tally, TallyAction>(initialState: Tally(), schema: tallySchema)
    let heard = Mutex<[String]>([])
    let subscription = inspector.observe { event in
      switch event {
      case .recorded(let step): heard.withLock { $0.append("step \(step.step)") }
      case .startedOver: heard.withLock { $0.append("over") }
      }
    }
    inspector.record(.add(1), resultingIn: Tally(total: 1))
    inspector.startOver(from: Tally(total: 40))
    inspector.record(.add(2), resultingIn: Tally(total: 42))
    subscription.cancel()
    inspector.record(.add(3), resultingIn: Tally(total: 45))

    #expect(heard.withLock { $0 } == ["step 1", "over", "step 1"])
    #expect(inspector.latestStep == 2, "numbering starts again after a start-over")
    #expect(inspector.state(before: 1)?.total == 40)
  }

  @Test("with a recorder, every action reaches the journal too")
  func recorderGetsActions() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("inspector-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("journal")
    let recorder = try ActionRecorder<TallyAction>(appendingTo: url)
    let inspector = StoreInspector<Tally, TallyAction>(
      initialState: Tally(), schema: tallySchema, capacity: 2, recorder: recorder)
    let store = Store(initialState: Tally(), reducer: tallyReducer, middleware: [inspector.middleware()])
    for amount in [4, 5, 6] { store.dispatch(.add(amount)) }
    try recorder.sync()

    #expect(try ActionRecorder<TallyAction>.read(url).actions == [.add(4), .add(5), .add(6)])
    #expect(inspector.steps(after: 0).count == 2, "the ring keeps 2; the journal keeps them all")
    #expect(inspector.recorderError == nil)
  }

  @Test("dispatches from many threads are each recorded once, numbered without gaps, in the order reduced")
  func manyThreads() async {
    let inspector = StoreInspector<Tally, TallyAction>(initialState: Tally(), schema: tallySchema)
    let store = Store(initialState: Tally(), reducer: tallyReducer, middleware: [inspector.middleware()])
    let heard = Mutex(0)
    let subscription = inspector.observe { _ in heard.withLock { $0 += 1 } }
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<250 { store.dispatch(.add(1)) }
        }
      }
    }
    let steps = inspector.steps(after: 0)
    #expect(steps.map(\.step) == Array(1...2_000))
    #expect(steps.map(\.state.total) == Array(1...2_000), "each step holds the state its own action left")
    #expect(heard.withLock { $0 } == 2_000)
    subscription.cancel()
  }
}
