import Foundation

/// A value guarded by a lock, shared between a test and the effects it runs.
///
/// An `NSLock`, which on Linux is a pthread mutex the thread sanitizer sees; `Synchronization.Mutex`
/// is built on futexes there, and every access it guards would be reported as a race.
final class Protected<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
