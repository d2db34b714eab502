/// Work a reducer asks the store to do after it has changed the state.
///
/// Reducers stay pure: instead of dispatching, sleeping or doing I/O themselves, they return an
/// effect and the store carries it out once the reduction is over. An action an effect sends
/// straight away (``send(_:)``) is queued behind the actions already waiting, so ordering stays
/// first in, first out. Asynchronous work (``run(priority:operation:)``) runs off the calling
/// thread and comes back only as actions through `dispatch`.
///
/// ```swift
/// let reducer = Reducer<Int, CounterAction> { count, action in
///   switch action {
///   case .incrementLater:
///     return .run { send in
///       try? await clock.sleep(for: .seconds(1))
///       send(.increment)
///     }
///     .cancellable(id: "later", cancelInFlight: true)
///   case .increment:
///     count += 1
///     return .none
///   }
/// }
/// ```
public struct Effect<Action: Sendable>: Sendable {
  @usableFromInline
  enum Operation: Sendable {
    case none
    case send(Action)
    // The priority's raw value, not the `TaskPriority` itself: that type's layout is resilient,
    // which would make every effect, even `.none`, go through the runtime to be copied or checked.
    case run(priority: UInt8?, @Sendable (Send<Action>) async -> Void)
    case merge([Effect<Action>])
    case concatenate([Effect<Action>])
    indirect case cancellable(Effect<Action>, id: EffectID, cancelInFlight: Bool)
    indirect case throttle(Effect<Action>, ThrottleRule)
    case cancel(EffectID)
  }

  @usableFromInline let operation: Operation

  @usableFromInline
  init(operation: Operation) {
    self.operation = operation
  }

  /// An effect that does nothing: the common answer of a reducer.
  @inlinable
  public static var none: Effect { Effect(operation: .none) }

  /// An effect that dispatches `action` after the current one has been handled.
  public static func send(_ action: Action) -> Effect {
    Effect(operation: .send(action))
  }

  /// An effect that runs `operation` in a task of its own; the actions it sends through `send`
  /// are dispatched to the store. Once the effect is cancelled, `send` drops what it is given.
  ///
  /// Read time from a clock passed in as a dependency, never from `Date()`, so tests can drive
  /// the effect with a test clock.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async -> Void
  ) -> Effect {
    Effect(operation: .run(priority: priority?.rawValue, operation))
  }

  /// An effect that runs every one of `effects` at once; their immediate actions come in the
  /// order given.
  public static func merge(_ effects: Effect...) -> Effect {
    merge(effects)
  }

  /// An effect that runs every one of `effects` at once; their immediate actions come in the
  /// order given.
  public static func merge(_ effects: [Effect]) -> Effect {
    let meaningful = effects.filter { !$0.isNone }
    switch meaningful.count {
    case 0: return .none
    case 1: return meaningful[0]
    default: return Effect(operation: .merge(meaningful))
    }
  }

  /// An effect that runs `effects` one after another, each once the one before has finished.
  public static func concatenate(_ effects: Effect...) -> Effect {
    concatenate(effects)
  }

  /// An effect that runs `effects` one after another, each once the one before has finished.
  public static func concatenate(_ effects: [Effect]) -> Effect {
    let meaningful = effects.filter { !$0.isNone }
    switch meaningful.count {
    case 0: return .none
    case 1: return meaningful[0]
    default: return Effect(operation: .concatenate(meaningful))
    }
  }

  /// This effect, made cancellable by `id` with ``cancel(id:)``.
  ///
  /// With `cancelInFlight`, starting it first cancels whatever runs under the same id: the way
  /// to restart a timer or a search.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Effect {
    if isNone && !cancelInFlight { return self }
    return Effect(operation: .cancellable(self, id: EffectID(id), cancelInFlight: cancelInFlight))
  }

  /// An effect that cancels every running effect made cancellable by `id`.
  public static func cancel(id: some Hashable & Sendable) -> Effect {
    Effect(operation: .cancel(EffectID(id)))
  }

  /// Whether this effect does nothing at all.
  @inlinable
  public var isNone: Bool {
    if case .none = operation { return true }
    return false
  }

  /// The same work, with every action it sends transformed by `transform`.
  ///
  /// Scoping a child reducer uses this to turn the child's actions into the parent's.
  public func map<Other: Sendable>(_ transform: @escaping @Sendable (Action) -> Other) -> Effect<Other> {
    switch operation {
    case .none:
      return .none
    case .send(let action):
      return .send(transform(action))
    case .run(let priority, let work):
      return .run(priority: priority.map(TaskPriority.init(rawValue:))) { send in
        await work(send.map(transform))
      }
    case .merge(let effects):
      return Effect<Other>(operation: .merge(effects.map { $0.map(transform) }))
    case .concatenate(let effects):
      return Effect<Other>(operation: .concatenate(effects.map { $0.map(transform) }))
    case .cancellable(let effect, let id, let cancelInFlight):
      return Effect<Other>(
        operation: .cancellable(effect.map(transform), id: id, cancelInFlight: cancelInFlight))
    case .cancel(let id):
      return Effect<Other>(operation: .cancel(id))
    case .throttle(let effect, let rule):
      return Effect<Other>(operation: .throttle(effect.map(transform), rule))
    }
  }
}

/// The identity under which a cancellable effect runs: any hashable, sendable value.
///
/// The value lives in a class box: an `AnyHashable` (or any existential) stored inline would make
/// the specialised fast path copy and destroy every effect, even `.none`, through the runtime's
/// value witnesses.
@usableFromInline
struct EffectID: Hashable, Sendable {
  private let box: Box

  init(_ base: some Hashable & Sendable) {
    self.box = Box(AnyHashable(base))
  }

  @usableFromInline
  static func == (lhs: EffectID, rhs: EffectID) -> Bool {
    lhs.box === rhs.box || lhs.box.base == rhs.box.base
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    box.base.hash(into: &hasher)
  }

  private final class Box: @unchecked Sendable {
    // Only ever made from a `Hashable & Sendable` value, so the box holds a sendable value.
    let base: AnyHashable

    init(_ base: AnyHashable) {
      self.base = base
    }
  }
}
