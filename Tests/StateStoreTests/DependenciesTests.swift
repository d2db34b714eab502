import Clocks
import StateStore
import Testing

@Suite("issue 16: dependencies a reducer declares and a test overrides, without globals")
struct DependenciesTests {
  enum RollAction: Equatable, Sendable {
    case roll
    case later
    case rang
  }

  /// A reducer that rolls a die with the random source and rings after a second on the clock.
  static func reducer(_ dependencies: Dependencies) -> Reducer<[Int], RollAction> {
    let random = dependencies[RandomKey.self]
    let clock = dependencies[ClockKey.self]
    return Reducer { rolls, action in
      switch action {
      case .roll:
        rolls.append(Int(random() % 6) + 1)
        return .none
      case .later:
        return .run { send in
          try? await clock.sleep(for: .seconds(1))
          send(.rang)
        }
      case .rang:
        rolls.append(0)
        return .none
      }
    }
  }

  @Test("an override replaces the live value for this reducer only; another keeps the live one")
  func override() {
    let fixed = Dependencies().with(RandomKey.self, { 9 })
    var rolls: [Int] = []
    _ = Self.reducer(fixed).reduce(&rolls, .roll)
    _ = Self.reducer(fixed).reduce(&rolls, .roll)
    #expect(rolls == [4, 4])
    var live: [Int] = []
    for _ in 0..<20 { _ = Self.reducer(Dependencies()).reduce(&live, .roll) }
    #expect(live.allSatisfy { (1...6).contains($0) })
  }

  @Test("a test clock drives the effect: nothing before it is advanced, the action after")
  func testClock() async {
    let clock = TestClock()
    let store = Store(initialState: [], reducer: Self.reducer(Dependencies().with(ClockKey.self, clock)))
    store.dispatch(.later)
    await waitUntil("the effect sleeps on the test clock") { await clock.hasSleepers() }
    #expect(store.state == [])
    await clock.advance(by: .seconds(1))
    await waitUntil("the effect rings") { store.state == [0] }
  }

  @Test("the identifier source counts up from where it starts; a test fixes it")
  func identifiers() {
    let next = Dependencies()[IdentifierKey.self]
    let first = next()
    #expect(next() == first + 1)
    let fixed = Dependencies().with(IdentifierKey.self, { 42 })[IdentifierKey.self]
    #expect(fixed() == 42)
  }
}
