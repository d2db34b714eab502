import Clocks
import PropertyBased
import StateStore
import StateStoreTesting
import Testing

@Suite("issue 16: throttle by cancellation id")
struct ThrottleTests {
  enum SaveAction: Equatable, Sendable {
    case edited(Int)
    case save(Int)
    case stopSaving
  }

  static func reducer(clock: TestClock<Duration>, latest: Bool) -> Reducer<[Int], SaveAction> {
    Reducer { saved, action in
      switch action {
      case .edited(let version):
        return .send(.save(version)).throttle(id: "save", for: .seconds(1), clock: clock, latest: latest)
      case .save(let version):
        saved.append(version)
        return .none
      case .stopSaving:
        return .cancel(id: "save")
      }
    }
  }

  @Test("the first effect starts at once; the others inside its window are dropped")
  func dropsInsideWindow() async {
    let clock = TestClock()
    let store = TestStore(initialState: [], reducer: Self.reducer(clock: clock, latest: false))
    await store.send(.edited(1))
    await store.receive(.save(1)) { $0 = [1] }
    await clock.advance(by: .milliseconds(400))
    await store.send(.edited(2))
    await clock.advance(by: .milliseconds(599))
    await store.send(.edited(3))
    await clock.advance(by: .milliseconds(1))
    await store.send(.edited(4))
    await store.receive(.save(4)) { $0 = [1, 4] }
    await store.finish()
  }

  @Test("with latest, the newest effect inside the window starts when the window ends, and opens the next")
  func latestAtWindowEnd() async {
    let clock = TestClock()
    let store = TestStore(initialState: [], reducer: Self.reducer(clock: clock, latest: true))
    await store.send(.edited(1))
    await store.receive(.save(1)) { $0 = [1] }
    await store.send(.edited(2))
    await store.send(.edited(3))
    await clock.advance(by: .milliseconds(999))
    #expect(store.state == [1])
    await clock.advance(by: .milliseconds(1))
    await store.receive(.save(3)) { $0 = [1, 3] }
    await store.send(.edited(4))
    await clock.advance(by: .seconds(1))
    await store.receive(.save(4)) { $0 = [1, 3, 4] }
    await store.finish()
  }

  @Test("cancelling the id forgets the effect waiting for the window's end")
  func cancelForgetsPending() async {
    let clock = TestClock()
    let store = TestStore(initialState: [], reducer: Self.reducer(clock: clock, latest: true))
    await store.send(.edited(1))
    await store.receive(.save(1)) { $0 = [1] }
    await store.send(.edited(2))
    await store.send(.stopSaving)
    await clock.advance(by: .seconds(5))
    await store.finish()
    #expect(store.state == [1])
  }

  @Test("each store keeps its own windows")
  func windowsPerStore() async {
    let clock = TestClock()
    let first = TestStore(initialState: [], reducer: Self.reducer(clock: clock, latest: false))
    let second = TestStore(initialState: [], reducer: Self.reducer(clock: clock, latest: false))
    await first.send(.edited(1))
    await first.receive(.save(1)) { $0 = [1] }
    await second.send(.edited(7))
    await second.receive(.save(7)) { $0 = [7] }
    await first.finish()
    await second.finish()
  }

  @Test("property: without latest, exactly the effects at least a window after the last one started, start")
  func startsGreedily() async {
    await propertyCheck(input: Gen.int(in: 0...1500).array(of: 1...20)) { gaps in
      let clock = TestClock()
      let store = Store(initialState: [], reducer: Self.reducer(clock: clock, latest: false))
      var elapsed = 0
      var lastStart: Int?
      var expected: [Int] = []
      for (version, gap) in gaps.enumerated() {
        await clock.advance(by: .milliseconds(gap))
        elapsed += gap
        store.dispatch(.edited(version))
        if lastStart.map({ elapsed - $0 >= 1000 }) ?? true {
          lastStart = elapsed
          expected.append(version)
        }
      }
      #expect(store.state == expected)
    }
  }
}
