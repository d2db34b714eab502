import StateStore
import Synchronization

/// A store for testing code that uses one, in the manner of ReCombine's `MockStore`: no reducer;
/// the test sets the state (``setState(_:)``) and reads what was dispatched
/// (``dispatchedActions``). Subscribers hear each state set, skipping repeats as they asked.
///
/// ```swift
/// let store = MockStore<Game, GameAction>(initialState: Game())
/// let view = ScoreView(store: store)   // takes any StoreProtocol
/// view.tapHome()
/// #expect(store.dispatchedActions == [.homeScored])
/// store.setState(Game(home: 1))
/// ```
public final class MockStore<State: Sendable, Action: Sendable>: StoreProtocol, Sendable {
  private struct Listener: Sendable {
    var deliver: @Sendable (State) -> Void
  }

  private let current: Mutex<State>
  private let actions = Mutex<[Action]>([])
  private let listeners = Mutex<[Int: Listener]>([:])
  private let nextID = Mutex(0)

  /// A mock store holding `initialState`.
  public init(initialState: State) {
    current = Mutex(initialState)
  }

  /// The state the test set last.
  public var state: State { current.withLock { $0 } }

  /// Every action dispatched so far, in order.
  public var dispatchedActions: [Action] { actions.withLock { $0 } }

  /// Records `action`; the state does not change.
  public func dispatch(_ action: Action) {
    actions.withLock { $0.append(action) }
  }

  /// Makes `state` the store's state and tells every subscriber.
  public func setState(_ state: State) {
    current.withLock { $0 = state }
    for listener in listeners.withLock({ Array($0.values) }) { listener.deliver(state) }
  }

  /// Calls `onChange` with the value `select` picks now and after each ``setState(_:)`` that
  /// changes it (by `isRepeat`).
  public func subscribe<Value: Sendable>(
    select: @escaping @Sendable (State) -> Value,
    skipRepeats isRepeat: @escaping @Sendable (Value, Value) -> Bool,
    _ onChange: @escaping @Sendable (Value) -> Void
  ) -> Subscription {
    let last = Mutex<Value?>(nil)
    let deliver: @Sendable (State) -> Void = { state in
      let value = select(state)
      let isNew = last.withLock { previous in
        defer { previous = value }
        return previous.map { !isRepeat($0, value) } ?? true
      }
      if isNew { onChange(value) }
    }
    let id = nextID.withLock { id in
      defer { id += 1 }
      return id
    }
    listeners.withLock { $0[id] = Listener(deliver: deliver) }
    deliver(state)
    return Subscription(onCancel: { [weak self] in
      _ = self?.listeners.withLock { $0.removeValue(forKey: id) }
    })
  }
}
