import StateStore
import Testing

private struct Failure: Error {}

enum LoadAction: Equatable, Sendable {
  case load(fails: Bool)
  case loaded
  case failed(String)
  case stop
}

@Suite("issue 16: a .run that throws, with catch:")
struct ThrowingEffectTests {
  static let reducer = Reducer<[LoadAction], LoadAction> { log, action in
    log.append(action)
    switch action {
    case .load(let fails):
      return .run { send in
        try await Task.sleep(for: .milliseconds(fails ? 1 : 200))
        if fails { throw Failure() }
        send(.loaded)
      } catch: { error, send in
        send(.failed("\(type(of: error))"))
      }
      .cancellable(id: "load")
    case .stop:
      return .cancel(id: "load")
    case .loaded, .failed:
      return .none
    }
  }

  @Test("an error thrown goes to catch:, which sends an action about it")
  func errorIsCaught() async {
    let store = Store(initialState: [], reducer: Self.reducer)
    store.dispatch(.load(fails: true))
    await waitUntil("the failure is sent") { store.state.last == .failed("Failure") }
    #expect(store.state == [.load(fails: true), .failed("Failure")])
  }

  @Test("cancelling the effect ends it quietly: no catch:, no action")
  func cancellationIsQuiet() async {
    let store = Store(initialState: [], reducer: Self.reducer)
    store.dispatch(.load(fails: false))
    store.dispatch(.stop)
    await waitUntil("the effect has ended") { store.runningEffectCount == 0 }
    #expect(store.state == [.load(fails: false), .stop])
  }
}
