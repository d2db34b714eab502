#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The error-checking pthread mutex that ``Locked`` is built on: taking it again on the thread that
/// holds it reports `EDEADLK` instead of hanging. (The store's core has a lock of its own,
/// ``StoreLock``, that detects the same with an inline compare-and-swap.)
@usableFromInline
enum ErrorCheckingMutex {
  /// A new, initialised mutex; give it back with ``free(_:)``.
  @usableFromInline
  static func make() -> UnsafeMutablePointer<pthread_mutex_t> {
    let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ERRORCHECK))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
    return mutex
  }

  /// Destroys and frees a mutex from ``make()``.
  @usableFromInline
  static func free(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }
}
