#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value guarded by a pthread mutex (for this package's inspector targets), which the thread
/// sanitizer sees (unlike `Synchronization.Mutex` on Linux). `withLock` is inlinable, so a client's
/// specialised inspector takes the lock without a generic call.
@usableFromInline
package final class InspectorLock<Value>: @unchecked Sendable {
  @usableFromInline let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  @usableFromInline @exclusivity(unchecked) var value: Value

  @usableFromInline
  package init(_ value: Value) {
    self.value = value
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  @inlinable
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
