#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value that only one thread at a time may touch, guarded by an error-checking pthread mutex.
///
/// Not `Synchronization.Mutex`: on Linux that lock is built on futexes the thread sanitizer cannot
/// see, so every access it guards is reported as a race. An error-checking mutex also turns taking
/// the lock twice on one thread into a trap that says what went wrong instead of a silent deadlock.
///
/// `withLock` is inlinable so that code specialised in a client module takes and releases the lock
/// without a generic call. The value needs no dynamic exclusivity check: the mutex already makes
/// every access exclusive. (The store guards its state, queue and subscribers with a lighter lock of
/// its own, ``StoreLock``, taken by hand in `StoreCore` so that a dispatch needs it only once.)
///
/// Package-wide: the inspector's targets guard their rings and streams with it too.
@usableFromInline
package final class Locked<Value>: @unchecked Sendable {
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
  @usableFromInline let reentryMessage: StaticString
  @usableFromInline @exclusivity(unchecked) var value: Value

  /// A lock around `value`; `reentryMessage` is the trap message when a thread that holds the lock
  /// asks for it again.
  @usableFromInline
  package init(_ value: Value, reentryMessage: StaticString = "lock taken again by the thread that holds it")
  {
    self.value = value
    self.reentryMessage = reentryMessage
    mutex = ErrorCheckingMutex.make()
  }

  deinit {
    ErrorCheckingMutex.free(mutex)
  }

  /// Runs `body` with the value, holding the lock.
  @inlinable
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    let status = pthread_mutex_lock(mutex)
    if status != 0 { lockFailed(status) }
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }

  /// Stops the program when the mutex could not be taken: with `reentryMessage` when this thread
  /// already holds it.
  @usableFromInline
  func lockFailed(_ status: Int32) -> Never {
    if status == EDEADLK { fatalError("\(reentryMessage)") }
    fatalError("pthread_mutex_lock failed with error \(status)")
  }
}
