import Clocks
import Testing

/// Waits until `condition` holds, checking after each short pause, for at most `timeout`; records
/// an issue naming `what` was awaited when it never does. Returns whether it held.
///
/// The bound only keeps a broken test from hanging: no test asserts how long anything took.
@discardableResult
func waitUntil(
  _ what: String,
  timeout: Duration = .seconds(10),
  sourceLocation: SourceLocation = #_sourceLocation,
  _ condition: () async -> Bool
) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  while await !condition() {
    guard clock.now < deadline else {
      Issue.record("Timed out after \(timeout) waiting until \(what)", sourceLocation: sourceLocation)
      return false
    }
    await Task.yield()
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}

extension TestClock {
  /// Whether some task is sleeping on this clock, waiting for it to be advanced.
  func hasSleepers() async -> Bool {
    do {
      try await checkSuspension()
      return false
    } catch {
      return true
    }
  }

  /// Wakes the sleepers whose deadline has come, without moving time.
  ///
  /// `advance(by:)` wakes sleepers one after another, but a woken task that goes back to sleep
  /// only after `advance` has returned, until a deadline it has already reached, stays asleep:
  /// the test clock suspends a sleep until exactly `now`. A real clock would not.
  func wakeDueSleepers() async {
    await advance(by: .zero)
  }
}
