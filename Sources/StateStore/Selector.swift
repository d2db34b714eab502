import Synchronization

/// A memoised selector, in the manner of ReCombine's `createSelector`: it reads a value from the
/// state through input selectors and computes the result from them only when an input changed
/// since the last call; otherwise it returns the result it kept.
///
/// ```swift
/// let total = Selector(\Game.home, \Game.away) { home, away in home + away }
/// let bigLead = Selector(total, Selector(\Game.home)) { total, home in home * 2 > total + 10 }
/// store.subscribe(select: bigLead.select) { print($0) }
/// ```
///
/// A selector is safe to share between threads: its cache is behind a lock.
public final class Selector<State, Value: Sendable>: Sendable {
  private let compute: @Sendable (State) -> Value

  /// A selector whose value is `read` from the state, not memoised (an input for others).
  public init(_ read: @escaping @Sendable (State) -> Value) {
    compute = read
  }

  /// A selector of the value at `keyPath`.
  public convenience init(_ keyPath: KeyPath<State, Value> & Sendable) {
    self.init { $0[keyPath: keyPath] }
  }

  /// A memoised selector: `project` runs on the value of `input` only when it differs from the
  /// last one seen.
  public init<Input: Equatable & Sendable>(
    _ input: Selector<State, Input>, project: @escaping @Sendable (Input) -> Value
  ) {
    let cache = Mutex<(input: Input, value: Value)?>(nil)
    compute = { state in
      let current = input.select(state)
      if let kept = cache.withLock({ $0 }), kept.input == current { return kept.value }
      let value = project(current)
      cache.withLock { $0 = (current, value) }
      return value
    }
  }

  /// A memoised selector over two inputs: `project` runs only when one of them changed.
  public convenience init<First: Equatable & Sendable, Second: Equatable & Sendable>(
    _ first: Selector<State, First>, _ second: Selector<State, Second>,
    project: @escaping @Sendable (First, Second) -> Value
  ) {
    let pair = Selector<State, Pair<First, Second>> {
      Pair(first: first.select($0), second: second.select($0))
    }
    self.init(pair) { project($0.first, $0.second) }
  }

  /// A memoised selector over the values at two key paths.
  public convenience init<First: Equatable & Sendable, Second: Equatable & Sendable>(
    _ first: KeyPath<State, First> & Sendable, _ second: KeyPath<State, Second> & Sendable,
    project: @escaping @Sendable (First, Second) -> Value
  ) {
    self.init(Selector<State, First>(first), Selector<State, Second>(second), project: project)
  }

  /// The selector's value for `state`.
  @Sendable public func select(_ state: State) -> Value {
    compute(state)
  }
}

/// Two inputs of a selector, compared together.
struct Pair<First: Equatable & Sendable, Second: Equatable & Sendable>: Equatable, Sendable {
  var first: First
  var second: Second
}

extension StoreProtocol {
  /// Calls `onChange` with `selector`'s value, now and whenever it changes.
  public func subscribe<Value: Equatable & Sendable>(
    _ selector: Selector<State, Value>, _ onChange: @escaping @Sendable (Value) -> Void
  ) -> Subscription {
    subscribe(select: selector.select, skipRepeats: ==, onChange)
  }
}
