import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock of a store's core: one word that holds the owning thread, taken with a compare-and-swap
/// and let go with an exchange, inline, with no call into the C library while nobody waits.
///
/// It knows its owner, so a thread asking for the lock it holds (a reducer dispatching to its own
/// store or reading its state) is told so instead of deadlocking, as with an error-checking pthread
/// mutex, at less than the cost of the plainest pthread mutex. A thread that finds it taken spins a
/// little, then sleeps on a pthread condition variable until the owner lets go. The thread
/// sanitizer sees it: its atomics are compiled in this module (and in the clients that inline
/// them), and the sleeping goes through pthread calls it intercepts.
@usableFromInline
struct StoreLock: ~Copyable, @unchecked Sendable {
  /// 0 when free; else the owner's ``currentThread``, plus ``contended`` when a thread may sleep.
  @usableFromInline let word = Atomic<UInt>(0)
  /// Guards the sleeping: a thread marks the word contended and waits on `wakeUp` holding it.
  @usableFromInline let sleepers: UnsafeMutablePointer<pthread_mutex_t>
  /// Signalled by an owner letting go of a contended lock.
  @usableFromInline let wakeUp: UnsafeMutablePointer<pthread_cond_t>

  /// The bit of ``word`` that says a thread may be asleep waiting for the lock. Thread identities
  /// are addresses of thread control blocks, so their lowest bit is free.
  @usableFromInline static var contended: UInt { 1 }

  /// How many times a thread that finds the lock taken tries again before it sleeps.
  @usableFromInline static var spins: Int { 100 }

  @usableFromInline
  init() {
    sleepers = .allocate(capacity: 1)
    pthread_mutex_init(sleepers, nil)
    wakeUp = .allocate(capacity: 1)
    pthread_cond_init(wakeUp, nil)
  }

  deinit {
    pthread_cond_destroy(wakeUp)
    wakeUp.deallocate()
    pthread_mutex_destroy(sleepers)
    sleepers.deallocate()
  }

  /// This thread's identity: never 0, lowest bit clear.
  @inlinable
  static var currentThread: UInt {
    #if canImport(Glibc)
      UInt(pthread_self())
    #else
      UInt(bitPattern: pthread_self())
    #endif
  }

  /// Takes the lock. Returns `false`, without taking it, when this thread holds it already.
  @inlinable
  func lock() -> Bool {
    let thread = Self.currentThread
    if replace(0, with: thread) { return true }
    return lockSlowly(thread)
  }

  /// Releases the lock, waking one sleeper if any may wait.
  @inlinable
  func unlock() {
    let previous = word.exchange(0, ordering: .releasing)
    if previous & Self.contended != 0 { wakeOne() }
  }

  /// Sets the word to `desired` if it is `expected`, acquiring what the last owner wrote.
  @inlinable
  func replace(_ expected: UInt, with desired: UInt) -> Bool {
    word.compareExchange(expected: expected, desired: desired, ordering: .acquiring).exchanged
  }

  /// The lock was taken: by this thread (answers `false`), or by another, which this one waits for.
  @usableFromInline
  func lockSlowly(_ thread: UInt) -> Bool {
    // Only this thread ever writes its own identity, so seeing it means this thread holds the lock.
    if word.load(ordering: .relaxed) & ~Self.contended == thread { return false }
    for _ in 0..<Self.spins {
      if word.load(ordering: .relaxed) == 0, replace(0, with: thread) { return true }
    }
    pthread_mutex_lock(sleepers)
    defer { pthread_mutex_unlock(sleepers) }
    while true {
      let current = word.load(ordering: .relaxed)
      if current == 0 {
        // Taken as contended: other threads may still sleep, and letting go must wake one.
        if replace(0, with: thread | Self.contended) { return true }
        continue
      }
      if current & Self.contended == 0, !replace(current, with: current | Self.contended) {
        continue
      }
      // The owner cannot let go unseen: it must take `sleepers` to signal, which this thread
      // holds until it waits.
      pthread_cond_wait(wakeUp, sleepers)
    }
  }

  /// Wakes one thread sleeping in ``lockSlowly(_:)``.
  @usableFromInline
  func wakeOne() {
    pthread_mutex_lock(sleepers)
    pthread_cond_signal(wakeUp)
    pthread_mutex_unlock(sleepers)
  }
}
