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
  @usableFromInline let compute: @Sendable (State) -> Value
  @usableFromInline let makeReader: @Sendable () -> @Sendable (UnsafePointer<State>) -> Value
  /// Where the value is stored inline in the state, for a selector of a stored property.
  @usableFromInline let offset: Int?
  /// Makes a store's subscriber of this selector (see ``StoreProtocol/subscribe(_:_:)``); `nil`
  /// for a subscriber that reads through ``reader()``.
  @usableFromInline let makeSubscriber: SubscriberFactory<State, Value>?

  /// A selector that computes its value with `compute` for shared use, and makes readers of its
  /// own for one caller at a time with `makeReader`.
  @usableFromInline
  init(
    compute: @escaping @Sendable (State) -> Value,
    makeReader: @escaping @Sendable () -> @Sendable (UnsafePointer<State>) -> Value,
    offset: Int? = nil,
    makeSubscriber: SubscriberFactory<State, Value>? = nil
  ) {
    self.compute = compute
    self.makeReader = makeReader
    self.offset = offset
    self.makeSubscriber = makeSubscriber
  }

  /// A selector whose value is `read` from the state, not memoised (an input for others).
  @inlinable
  public convenience init(_ read: @escaping @Sendable (State) -> Value) {
    self.init(compute: read, makeReader: { { read($0.pointee) } })
  }

  /// A selector of the value at `keyPath`.
  @inlinable
  public convenience init(_ keyPath: KeyPath<State, Value> & Sendable) {
    let read = KeyPathReader.reader(for: keyPath)
    self.init(
      compute: { state in withUnsafePointer(to: state, read) }, makeReader: { read },
      offset: MemoryLayout<State>.offset(of: keyPath))
  }

  /// A memoised selector: `project` runs on the value of `input` only when it differs from the
  /// last one seen.
  @inlinable
  public convenience init<Input: Equatable & Sendable>(
    _ input: Selector<State, Input>, project: @escaping @Sendable (Input) -> Value
  ) {
    let cache = Mutex<(input: Input, value: Value)?>(nil)
    self.init(
      compute: { state in
        let current = input.select(state)
        if let kept = cache.withLock({ $0 }), kept.input == current { return kept.value }
        let value = project(current)
        cache.withLock { $0 = (current, value) }
        return value
      },
      makeReader: {
        let readInput = input.makeReader()
        let memo = Memo<Input, Value>()
        return { state in memo.value(for: readInput(state), project) }
      },
      makeSubscriber: SubscriberFactory.memoised(input, project: project))
  }

  /// A memoised selector over two inputs: `project` runs only when one of them changed.
  @inlinable
  public convenience init<First: Equatable & Sendable, Second: Equatable & Sendable>(
    _ first: Selector<State, First>, _ second: Selector<State, Second>,
    project: @escaping @Sendable (First, Second) -> Value
  ) {
    let pair = Selector<State, Pair<First, Second>>(
      compute: { Pair(first: first.compute($0), second: second.compute($0)) },
      makeReader: {
        let readFirst = first.makeReader()
        let readSecond = second.makeReader()
        return { Pair(first: readFirst($0), second: readSecond($0)) }
      })
    self.init(pair) { project($0.first, $0.second) }
  }

  /// A memoised selector over the values at two key paths.
  @inlinable
  public convenience init<First: Equatable & Sendable, Second: Equatable & Sendable>(
    _ first: KeyPath<State, First> & Sendable, _ second: KeyPath<State, Second> & Sendable,
    project: @escaping @Sendable (First, Second) -> Value
  ) {
    self.init(Selector<State, First>(first), Selector<State, Second>(second), project: project)
  }

  /// The selector's value for `state`. Safe to call from several threads at once: a memoised
  /// selector's cache is behind a lock.
  @Sendable public func select(_ state: State) -> Value {
    compute(state)
  }

  /// A reader of this selector's value from a state at an address, with memos of its own,
  /// unlocked: for one caller at a time, such as one subscription, which a store hands one state
  /// at a time.
  @inlinable
  func reader() -> @Sendable (UnsafePointer<State>) -> Value {
    makeReader()
  }
}

/// Two inputs of a selector, compared together.
@usableFromInline
struct Pair<First: Equatable & Sendable, Second: Equatable & Sendable>: Equatable, Sendable {
  @usableFromInline var first: First
  @usableFromInline var second: Second

  @inlinable
  init(first: First, second: Second) {
    self.first = first
    self.second = second
  }
}

/// The last input a selector's reader saw and the value it computed from it, kept without a lock:
/// a reader serves one caller, and a store hands a subscription one state at a time.
@usableFromInline
final class Memo<Input: Equatable, Value>: @unchecked Sendable {
  @usableFromInline @exclusivity(unchecked) var kept: (input: Input, value: Value)?

  @inlinable
  init() {}

  /// The value for `input`: the kept one when `input` equals the last, else `project(input)`.
  @inlinable
  func value(for input: Input, _ project: (Input) -> Value) -> Value {
    if let kept, kept.input == input { return kept.value }
    let value = project(input)
    kept = (input, value)
    return value
  }
}

extension StoreProtocol {
  /// Calls `onChange` with `selector`'s value, now and whenever it changes.
  ///
  /// The subscription reads through memos of its own, without the selector's lock: a dispatch
  /// that leaves the inputs alone costs it one read of each input and an equality check.
  @inlinable
  public func subscribe<Value: Equatable & Sendable>(
    _ selector: Selector<State, Value>, _ onChange: @escaping @Sendable (Value) -> Void
  ) -> Subscription {
    let read = selector.reader()
    return subscribe(select: { state in withUnsafePointer(to: state, read) }, skipRepeats: ==, onChange)
  }
}

extension Store {
  /// Calls `onChange` with `selector`'s value, now and whenever it changes.
  ///
  /// The subscription reads through memos of its own, without the selector's lock, from the
  /// store's copy of each new state: a dispatch that leaves the inputs alone costs it one read of
  /// each input and an equality check.
  @inlinable
  public func subscribe<Value: Equatable & Sendable>(
    _ selector: Selector<State, Value>, _ onChange: @escaping @Sendable (Value) -> Void
  ) -> Subscription {
    guard let makeSubscriber = selector.makeSubscriber else {
      return subscribe(Subscriber<State>.reading(with: selector.reader(), onChange: onChange))
    }
    return subscribe(makeSubscriber.make(==, onChange))
  }
}
