/// Work a reducer asks the store to do after it has changed the state.
///
/// Reducers stay pure: instead of dispatching or doing I/O themselves, they return an effect
/// and the store carries it out once the reduction is over. An action sent by an effect is
/// queued behind the actions already waiting, so ordering stays first in, first out.
///
/// ```swift
/// let reducer = Reducer<Int, CounterAction> { count, action in
///   switch action {
///   case .incrementTwice:
///     count += 1
///     return .send(.increment)
///   case .increment:
///     count += 1
///     return .none
///   }
/// }
/// ```
public struct Effect<Action: Sendable>: Sendable {
  enum Operation: Sendable {
    case none
    case send(Action)
    case merge([Effect<Action>])
  }

  let operation: Operation

  /// An effect that does nothing: the common answer of a reducer.
  public static var none: Effect { Effect(operation: .none) }

  /// An effect that dispatches `action` after the current one has been handled.
  public static func send(_ action: Action) -> Effect {
    Effect(operation: .send(action))
  }

  /// An effect that runs every one of `effects`, in the order given.
  public static func merge(_ effects: Effect...) -> Effect {
    merge(effects)
  }

  /// An effect that runs every one of `effects`, in the order given.
  public static func merge(_ effects: [Effect]) -> Effect {
    let meaningful = effects.filter { !$0.isNone }
    switch meaningful.count {
    case 0: return .none
    case 1: return meaningful[0]
    default: return Effect(operation: .merge(meaningful))
    }
  }

  /// Whether this effect does nothing at all.
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
    case .merge(let effects):
      return Effect<Other>(operation: .merge(effects.map { $0.map(transform) }))
    }
  }

  /// The actions this effect sends immediately, in order.
  var immediateActions: [Action] {
    switch operation {
    case .none: return []
    case .send(let action): return [action]
    case .merge(let effects): return effects.flatMap(\.immediateActions)
    }
  }
}
