/// Everything a ``Store`` changes while it handles actions: the state, the queue of what waits to be
/// handled, whether a thread is handling it, and the subscribers. One lock (``StoreLock``) guards
/// all of it, so that an action dispatched to an idle store with no subscriber takes the lock once:
/// it is marked as handled, reduced and left idle in one critical section.
///
/// The lock knows its owner, so that a thread asking for the lock it holds (a reducer dispatching to
/// its own store or reading its state) is told so instead of deadlocking. Not
/// `Synchronization.Mutex`: on Linux the thread sanitizer cannot see that lock, and reports every
/// access it guards as a race.
///
/// Each guarded field is a stored property of its own, so a reducer changing `state` in place and
/// the same thread queueing an action it dispatches touch different memory.
@usableFromInline
final class StoreCore<State, Action>: @unchecked Sendable {
  /// Something waiting to be handled.
  @usableFromInline
  enum Pending {
    case action(Action)
    case subscribe(Subscriber<State>)
  }

  @usableFromInline let mutex = StoreLock()
  @usableFromInline @exclusivity(unchecked) var state: State
  @usableFromInline @exclusivity(unchecked) var pending: [Pending] = []
  @usableFromInline @exclusivity(unchecked) var nextPending = 0
  @usableFromInline @exclusivity(unchecked) var isHandling = false
  @usableFromInline @exclusivity(unchecked) var subscribers: [Subscriber<State>] = []

  @usableFromInline
  init(state: State) {
    self.state = state
  }

  /// Takes the lock. Returns `false`, without taking it, when this thread holds it already: a
  /// reducer of the store calling back into it.
  @inlinable
  func lock() -> Bool {
    mutex.lock()
  }

  /// Takes the lock where this thread cannot hold it already.
  @inlinable
  func relock() {
    if !mutex.lock() { lockTakenTwice() }
  }

  /// Releases the lock.
  @inlinable
  func unlock() {
    mutex.unlock()
  }

  /// Whether something queued has not been taken yet.
  @inlinable
  var hasPending: Bool { nextPending < pending.count }

  /// The next queued item, under the lock; when nothing is queued, the store is left idle and the
  /// answer is `nil`.
  @inlinable
  func takeNext() -> Pending? {
    guard hasPending else {
      if !pending.isEmpty {
        pending.removeAll(keepingCapacity: true)
      }
      nextPending = 0
      isHandling = false
      return nil
    }
    // Under a steady stream of dispatches from other threads the queue may never run empty; drop
    // the handled prefix now and then so it does not grow without bound.
    if nextPending >= 1024 && nextPending * 2 >= pending.count {
      pending.removeFirst(nextPending)
      nextPending = 0
    }
    defer { nextPending += 1 }
    return pending[nextPending]
  }

  /// Stops the program: the lock was asked for again by the thread that holds it, where that
  /// cannot happen.
  @usableFromInline
  func lockTakenTwice() -> Never {
    fatalError("StateStore: internal error, the store's lock was taken twice")
  }
}
