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
final class Locked<Value>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private let reentryMessage: StaticString
  private var value: Value

  /// A lock around `value`; `reentryMessage` is the trap message when a thread that holds the lock
  /// asks for it again.
  init(_ value: Value, reentryMessage: StaticString = "lock taken again by the thread that holds it") {
    self.value = value
    self.reentryMessage = reentryMessage
    mutex = .allocate(capacity: 1)
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ERRORCHECK))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    let status = pthread_mutex_lock(mutex)
    if status == EDEADLK { fatalError("\(reentryMessage)") }
    precondition(status == 0, "pthread_mutex_lock failed with error \(status)")
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
