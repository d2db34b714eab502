import StateStore
import Testing

/// A store whose effect runs until cancelled, and whose cancellation handler dispatches straight
/// to the store (not through `send`), as an app's cleanup code might.
private enum JobAction: Sendable, Equatable {
  case start, stop, cleanedUp
}

private final class WeakStore: Sendable {
  private let box = Box<Store<[JobAction], JobAction>?>(nil)
  var store: Store<[JobAction], JobAction>? {
    get { box.value }
    set { box.value = newValue }
  }
}

@Suite("Effects: cancellation handlers")
struct CancellationHandlerDispatchTests {
  @Test("a cancellation handler that dispatches to the store is queued, never a trap or a lost action")
  func handlerDispatches() async {
    let holder = WeakStore()
    let started = Box(false)
    let reducer = Reducer<[JobAction], JobAction> { log, action in
      log.append(action)
      switch action {
      case .start:
        return .run { _ in
          await withTaskCancellationHandler {
            started.value = true
            try? await Task.sleep(for: .seconds(60))
          } onCancel: {
            holder.store?.dispatch(.cleanedUp)
          }
        }
        .cancellable(id: "job")
      case .stop:
        return .cancel(id: "job")
      case .cleanedUp:
        return .none
      }
    }
    let store = Store(initialState: [], reducer: reducer)
    holder.store = store
    store.dispatch(.start)
    await waitUntil("the job is running") { started.value }
    store.dispatch(.stop)
    await waitUntil("the clean-up action is handled") { store.state.contains(.cleanedUp) }
    #expect(store.state == [.start, .stop, .cleanedUp])
    await waitUntil("no effect runs") { store.runningEffectCount == 0 }
    holder.store = nil
  }
}
