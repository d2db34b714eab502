import ScoreboardStream
import Synchronization

/// The statuses a client reported, in order.
final class Statuses: Sendable {
  private let all = Mutex<[ObsClient.Status]>([])
  func add(_ status: ObsClient.Status) { all.withLock { $0.append(status) } }
  var list: [ObsClient.Status] { all.withLock { $0 } }
}

/// Waits for `condition`, up to a minute: a full test run can keep Swift's pool busy for many
/// seconds on two cores, and what is awaited here normally takes milliseconds.
func eventually(_ condition: () -> Bool) async -> Bool {
  let deadline = ContinuousClock.now + .seconds(60)
  while !condition() {
    guard ContinuousClock.now < deadline else { return false }
    try? await Task.sleep(for: .milliseconds(10))
  }
  return true
}
