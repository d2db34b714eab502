import Foundation
import ScoreboardVenue
import Synchronization

/// Followers of the venue: each a connection of its own listening on the venue's channel, as a
/// venue board is; every announcement received is noted with the time it arrived.
final class Followers: Sendable {
  /// One announcement received by one follower.
  struct Receipt: Sendable {
    var court: String
    var sequence: UInt64
    var receivedAt: Double
  }

  private let receipts = Mutex<[Receipt]>([])
  private let connected = Mutex(0)
  private let tasks: Mutex<[Task<Void, Never>]> = Mutex([])

  /// Starts `count` followers of `address`.
  func start(_ count: Int, address: VenueAddress) {
    receipts.withLock { $0.reserveCapacity(count * 4000) }
    let started = (0..<count).map { _ in
      Task { [self] in
        await VenueListener.run(address: address) { event in
          switch event {
          case .connected: self.connected.withLock { $0 += 1 }
          case .notification(let note):
            let receipt = Receipt(
              court: note.court, sequence: note.sequence, receivedAt: Date().timeIntervalSince1970)
            self.receipts.withLock { $0.append(receipt) }
          case .lost: break
          }
        }
      }
    }
    tasks.withLock { $0 += started }
  }

  /// How many followers have connected (again) so far.
  var connectedCount: Int { connected.withLock { $0 } }

  /// The announcements received so far.
  var received: [Receipt] { receipts.withLock { $0 } }

  /// How many announcements were received so far.
  var receivedCount: Int { receipts.withLock { $0.count } }

  /// Stops every follower.
  func stop() {
    for task in tasks.withLock({ $0 }) { task.cancel() }
  }
}
