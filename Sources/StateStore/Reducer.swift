/// A pure function that changes `State` in place for an `Action` and says what should happen next.
///
/// A reducer never reads the clock, draws random numbers or touches files: whatever it needs
/// arrives in the action. What it wants done afterwards comes back as an ``Effect``.
///
/// ```swift
/// enum CounterAction: Sendable { case increment, decrement }
///
/// let counter = Reducer<Int, CounterAction> { count, action in
///   switch action {
///   case .increment: count += 1
///   case .decrement: count = max(0, count - 1)
///   }
///   return .none
/// }
/// ```
public struct Reducer<State, Action: Sendable>: Sendable {
  /// The function that does the work.
  public let reduce: @Sendable (inout State, Action) -> Effect<Action>

  /// A reducer from a closure that mutates the state and returns an effect.
  public init(_ reduce: @escaping @Sendable (inout State, Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// A reducer from a closure that only mutates the state and has no effects.
  public static func plain(_ reduce: @escaping @Sendable (inout State, Action) -> Void) -> Reducer {
    Reducer { state, action in
      reduce(&state, action)
      return .none
    }
  }

  /// A reducer that leaves every state as it is.
  public static var empty: Reducer { Reducer { _, _ in .none } }

  /// Applies the reducer to `state` and returns the effect it asks for.
  @inlinable
  public func callAsFunction(_ state: inout State, _ action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}
