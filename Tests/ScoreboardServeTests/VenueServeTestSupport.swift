import Foundation
import PostgresTestServer
import Scoreboard
import ScoreboardPersistence
import ScoreboardServe
import ScoreboardVenue
import Synchronization

/// A private PostgreSQL with the venue's tables: the database `serve --venue` reads.
func venueDatabase() async throws -> (PrivatePostgres, VenueAddress) {
  let server = try PrivatePostgres.start()
  let address = try VenueAddress(parsing: server.url)
  let connection = try await VenueConnection.open(address)
  _ = try await VenueSchema.migrate(connection)
  await connection.close()
  return (server, address)
}

/// A court kept in a state directory of its own, its journal copied to the venue by a shipper,
/// as `play --venue --court` does.
final class ShippedCourt: @unchecked Sendable {
  let scratch = ScratchDirectory()
  let kept: KeptGame
  let shipper: VenueShipper
  private let sending: Task<Void, Never>

  init(_ name: String, venue address: VenueAddress, game: Game = Game()) async throws {
    kept = try KeptGame(in: scratch.state, game: game)
    let shipper = try await VenueShipper.start(
      address: address, court: name, directory: scratch.state, takeOver: false, lease: .seconds(30),
      onStatus: { _ in })
    self.shipper = shipper
    sending = Task { await shipper.run(period: .milliseconds(200)) }
  }

  /// Applies `action`, makes it durable and tells the shipper.
  func play(_ action: AppAction) {
    kept.play(action)
    shipper.wake()
  }

  /// Sends what is left and gives the court up.
  func close() async {
    sending.cancel()
    await shipper.finish()
    kept.close()
  }
}

/// Waits until `condition` holds, checking every 50 ms; false after `limit`.
func eventually(within limit: Duration = .seconds(60), _ condition: () async throws -> Bool) async rethrows
  -> Bool
{
  let deadline = ContinuousClock.now + limit
  while ContinuousClock.now < deadline {
    if try await condition() { return true }
    try? await Task.sleep(for: .milliseconds(50))
  }
  return try await condition()
}
