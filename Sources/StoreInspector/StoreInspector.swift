import FoundationEssentials
import StateStore

/// Keeps the newest actions a store handled, each with its time and the state it left, for a page or
/// a test to look back through: the recording half of the time-travel inspector.
///
/// Put its ``middleware()`` in front of a store, or hand it steps with ``record(_:resultingIn:at:)``
/// when the actions come from elsewhere (a follower reading a journal). It keeps the newest
/// ``capacity`` steps in a ring (its storage grows as it fills, then is reused), and, when given one, appends every action to an
/// ``ActionRecorder`` as well, so the whole session survives a crash.
///
/// ```swift
/// let inspector = StoreInspector<TodoState, TodoAction>(
///   initialState: TodoState(), schema: InspectorSchema(state: "1", action: "1"))
/// let store = Store(initialState: TodoState(), reducer: todoReducer, middleware: [inspector.middleware()])
/// store.dispatch(.add("milk"))
/// inspector.step(1)?.state.items  // ["milk"]
/// ```
///
/// A store without an inspector pays nothing for it. With one, each action costs a lock, a clock
/// reading and a copy of the state into the ring. Keep the inspected state small: the ring holds
/// `capacity` states, and a kept copy-on-write array makes the store's next append to it copy the
/// array whole. A store whose state grows with every action (a history) is better inspected through
/// a projection of it, recorded with ``record(_:resultingIn:at:)``.
///
/// Safe to use from any thread.
public final class StoreInspector<State: Codable & Sendable, Action: Codable & Sendable>: Sendable {
  /// The versions of the state and action types recorded, carried by exported sessions.
  public let schema: InspectorSchema
  /// How many steps are kept: the oldest is forgotten when a new one comes.
  public let capacity: Int

  // The recording path (the middleware, `record`) is inlinable, so that a client module specialises
  // it for its own state and action: unspecialised, each step's copy into the ring goes through
  // generic value witnesses.
  @usableFromInline let kept: Locked<Kept>
  @usableFromInline let recorder: ActionRecorder<Action>?
  @usableFromInline let now: @Sendable () -> Date

  @usableFromInline
  struct Kept: Sendable {
    @usableFromInline var ring: StepRing<State, Action>
    /// The state before the oldest step kept.
    @usableFromInline var base: State
    @usableFromInline var latestStep = 0
    @usableFromInline var observers: [(id: Int, handler: @Sendable (InspectorEvent<State, Action>) -> Void)] =
      []
    @usableFromInline var nextObserver = 0
    @usableFromInline var recorderError: RecorderError?

    @usableFromInline
    init(ring: StepRing<State, Action>, base: State) {
      self.ring = ring
      self.base = base
    }
  }

  /// An inspector of a store that starts at `initialState`, keeping the newest `capacity` steps;
  /// `recorder`, when given, gets every action too; `now` is the clock steps are timed by.
  public init(
    initialState: State, schema: InspectorSchema, capacity: Int = 10_000,
    recorder: ActionRecorder<Action>? = nil, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.schema = schema
    self.capacity = capacity
    self.recorder = recorder
    self.now = now
    kept = Locked(Kept(ring: StepRing(capacity: capacity), base: initialState))
  }

  /// A middleware that records each action once the reducer has handled it, with the state it left.
  @inlinable
  public func middleware() -> Middleware<State, Action> {
    Middleware { [self] context, action, next in
      next(action)
      record(action, resultingIn: context.state)
    }
  }

  /// Records `action`, which left `state`, as the next step, handled at `time` (now by default), and
  /// tells the observers. Returns the step's number.
  @inlinable @discardableResult
  public func record(_ action: Action, resultingIn state: State, at time: Date? = nil) -> Int {
    let time = time ?? now()
    let (step, observers) = kept.withLock { kept in
      kept.latestStep += 1
      let step = InspectedStep(step: kept.latestStep, time: time, action: action, state: state)
      if let evicted = kept.ring.append(step) {
        kept.base = evicted.state
      }
      return (step, kept.observers)
    }
    if let recorder {
      do {
        try recorder.append(action)
      } catch {
        kept.withLock { $0.recorderError = error }
      }
    }
    for observer in observers {
      observer.handler(.recorded(step))
    }
    return step.step
  }

  /// Forgets every step kept and starts numbering again from 1 at `initialState`: for a store that
  /// starts afresh (a new game). Observers are told.
  public func startOver(from initialState: State) {
    let observers = kept.withLock { kept in
      kept.ring.removeAll()
      kept.base = initialState
      kept.latestStep = 0
      return kept.observers
    }
    for observer in observers {
      observer.handler(.startedOver)
    }
  }

  /// The number of the newest step, 0 before any.
  public var latestStep: Int { kept.withLock { $0.latestStep } }

  /// The number of the oldest step still kept (one more than ``latestStep`` when none is).
  public var oldestStep: Int { kept.withLock { $0.latestStep - $0.ring.count + 1 } }

  /// The last error the recorder met, if any: the in-memory steps are kept regardless.
  public var recorderError: RecorderError? { kept.withLock { $0.recorderError } }

  /// The step numbered `number`, if it is still kept.
  public func step(_ number: Int) -> InspectedStep<State, Action>? {
    kept.withLock { kept in
      let oldest = kept.latestStep - kept.ring.count + 1
      guard number >= oldest, number <= kept.latestStep else { return nil }
      return kept.ring[number - oldest]
    }
  }

  /// The state before step `number`: the state of the step before it, or the state before the
  /// oldest step kept. `nil` when neither is kept.
  public func state(before number: Int) -> State? {
    kept.withLock { kept in
      let oldest = kept.latestStep - kept.ring.count + 1
      if number == oldest { return kept.base }
      guard number > oldest, number <= kept.latestStep else { return nil }
      return kept.ring[number - 1 - oldest].state
    }
  }

  /// The kept steps numbered after `number`, oldest first, at most `limit` of them.
  public func steps(after number: Int, limit: Int = .max) -> [InspectedStep<State, Action>] {
    kept.withLock { kept in
      let oldest = kept.latestStep - kept.ring.count + 1
      // Compared before any sum: a number or limit near Int.max (from a request) must not overflow.
      guard number < kept.latestStep, limit > 0 else { return [] }
      let first = Swift.max(number + 1, oldest)
      let last = first + Swift.min(limit, kept.latestStep - first + 1) - 1
      guard first <= last else { return [] }
      return (first...last).map { kept.ring[$0 - oldest] }
    }
  }

  /// Calls `handler` with each step recorded from now on, and each start-over, on the thread that
  /// makes it. The returned subscription ends the calls when cancelled or released.
  public func observe(_ handler: @escaping @Sendable (InspectorEvent<State, Action>) -> Void) -> Subscription
  {
    let id = kept.withLock { kept in
      defer { kept.nextObserver += 1 }
      kept.observers.append((kept.nextObserver, handler))
      return kept.nextObserver
    }
    return Subscription { [weak self] in
      self?.kept.withLock { $0.observers.removeAll { $0.id == id } }
    }
  }

  /// Everything kept, as a session: the state before the oldest step and the steps.
  public func session() -> InspectorSession<State, Action> {
    kept.withLock { kept in
      let steps = (0..<kept.ring.count).map { kept.ring[$0] }
      return InspectorSession(schema: schema, initialState: kept.base, steps: steps)
    }
  }
}
