import Foundation
import PostgresNIO
import PostgresTestServer
import Testing

@testable import ScoreboardVenue

/// Issue 25 item 4: a keeper's account writes only the rows of the courts it may keep.
@Suite("A keeper's role writes only its own courts", .serialized)
struct KeeperRowSecurityTests {
  private func start(_ address: VenueAddress, court name: String, _ court: KeptCourt) async throws
    -> VenueShipper
  {
    try await VenueShipper.start(
      address: address, court: name, directory: court.directory, takeOver: false, lease: .seconds(30),
      timeout: .seconds(60)
    ) { _ in }
  }

  @Test(
    "a role kept to court 1 keeps it, and can neither lease, make nor record another court, nor add itself")
  func ownCourtOnly() async throws {
    let (server, _) = try await venueServer()
    defer { server.destroy() }
    try server.psql("INSERT INTO courts (name) VALUES ('2')")
    let address = try keeperRole(on: server, named: "keeper_1", courts: ["1"])
    let court = try KeptCourt()
    court.score(3)
    let shipper = try await start(address, court: "1", court)
    let running = Task { await shipper.run(period: .milliseconds(100)) }
    #expect(try await eventually { try storedRecords(server, court: "1") == (try court.localRecords()) })
    running.cancel()
    await shipper.finish()

    await #expect(throws: (any Error).self, "court 2's lease") {
      _ = try await start(address, court: "2", try KeptCourt())
    }
    let connection = try await VenueConnection.open(address, timeout: .seconds(60))
    let forbidden: [PostgresQuery] = [
      "INSERT INTO courts (name) VALUES ('3')",
      """
      INSERT INTO leases (court, holder_id, holder, expires_at)
        VALUES ('2', gen_random_uuid(), 'squatter', now() + interval '10 years')
      """,
      """
      INSERT INTO matches (court, journal, number, sport, home, away, players, started_at)
        VALUES ('2', 'forged', 1, 'generic', 'A', 'B', '[]', now())
      """,
      "INSERT INTO court_keepers (court, keeper) VALUES ('*', 'keeper_1')",
    ]
    for query in forbidden {
      await #expect(throws: VenueError.self, "\(query.sql)") { _ = try await connection.run(query) }
    }
    await connection.close()
    #expect(try server.psql("SELECT count(*) FROM leases WHERE court = '2'") == "0")
    #expect(try server.psql("SELECT count(*) FROM court_keepers WHERE keeper = 'keeper_1'") == "1")
  }
}
