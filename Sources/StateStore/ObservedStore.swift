import Observation

/// A view model over a store for SwiftUI and any other observer of Swift's Observation: its
/// ``state`` is the store's (the part `select` picks), updated on the main actor as the store
/// changes, and reading it in a view tracks it. Actions go to the store with ``send(_:)``.
///
/// ```swift
/// @MainActor let model = ObservedStore(store, select: \.scoreboard)
/// Text("\(model.state.home.score)")   // redrawn when the score changes
/// ```
@MainActor
@Observable
public final class ObservedStore<State: Equatable & Sendable, Action: Sendable> {
  /// The store's state (the selected part), as of the last change delivered.
  public private(set) var state: State
  @ObservationIgnored private let sendAction: @Sendable (Action) -> Void
  @ObservationIgnored private var updates: Task<Void, Never>?

  /// Observes the part of `store`'s state that `select` picks.
  public init<Store: StoreProtocol>(_ store: Store, select: @escaping @Sendable (Store.State) -> State)
  where Store.Action == Action {
    state = select(store.state)
    sendAction = { store.dispatch($0) }
    let values = store.values(select: select)
    updates = Task { @MainActor [weak self] in
      for await value in values {
        guard let self else { return }
        if self.state != value { self.state = value }
      }
    }
  }

  /// Sends `action` to the store.
  public func send(_ action: Action) {
    sendAction(action)
  }

  /// Stops following the store.
  public func stop() {
    updates?.cancel()
    updates = nil
  }
}
