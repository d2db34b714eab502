import Foundation
import PostgresTestServer
import Testing

@testable import ScoreboardVenue

/// Issue 27 item 3: each court's lease says how many records its keeper holds unsent.
@Suite("A keeper's records waiting, as its lease says", .serialized)
struct RecordsWaitingTests {
  private func start(_ address: VenueAddress, _ court: KeptCourt) async throws -> VenueShipper {
    try await VenueShipper.start(
      address: address, court: "1", directory: court.directory, takeOver: false, lease: .seconds(30),
      timeout: .seconds(60)
    ) { _ in }
  }

  private func waiting(_ address: VenueAddress, skipping: (String) -> Void = { _ in }) async throws -> Int? {
    let connection = try await VenueConnection.open(address, timeout: .seconds(60))
    do {
      let court = try await VenueReader.court("1", on: connection, skipping: skipping)
      await connection.close()
      return court?.waiting
    } catch {
      await connection.close()
      throw error
    }
  }

  @Test("a keeper with a backlog says it when it connects, and 0 once it is sent, without waiting to renew")
  func backlogThenZero() async throws {
    let (server, address) = try await venueServer()
    defer { server.destroy() }
    let court = try KeptCourt()
    court.score(3)
    let shipper = try await start(address, court)
    #expect(try await waiting(address) == 3, "the three points wait: the loop has not sent them yet")
    let running = Task { await shipper.run(period: .milliseconds(100)) }
    defer { running.cancel() }
    #expect(try await eventually { try await waiting(address) == 0 })
    #expect(try storedRecords(server, court: "1").count == 3)
    #expect(
      try server.psql("SELECT waiting FROM leases WHERE court = '1' ORDER BY id") == "3\n0",
      "the renewal that said 0 came with the last batch, well before two thirds of the 30 s lease ran")
    await shipper.finish(within: .seconds(60))
    #expect(try await waiting(address) == 0, "the release says nothing waits")
  }

  @Test("a count a keeper's account forged below 0 is left out with one notice, the court read as 0")
  func forgedCountSkipped() async throws {
    let (server, address) = try await venueServer()
    defer { server.destroy() }
    try server.psql(
      """
      INSERT INTO courts (name) VALUES ('1');
      INSERT INTO leases (court, holder_id, holder, expires_at, waiting)
        VALUES ('1', gen_random_uuid(), 'forger', now() + interval '1 hour', -5);
      """)
    var notices: [String] = []
    #expect(try await waiting(address) { notices.append($0) } == 0)
    #expect(
      notices == [
        "court 1: left out its keeper's count of records waiting, which is not valid: "
          + "records waiting -5 is outside 0...2147483647"
      ])
  }

  @Test("venue init upgrades a version-4 database: its leases read 0 records waiting, new ones their count")
  func upgradeFromVersion4() async throws {
    let (server, address) = try await venueServer()
    defer { server.destroy() }
    try server.psql(
      """
      ALTER TABLE leases DROP COLUMN waiting;
      DELETE FROM venue_schema WHERE version >= 5;
      INSERT INTO courts (name) VALUES ('1');
      INSERT INTO leases (court, holder_id, holder, expires_at)
        VALUES ('1', 'aaaaaaaa-0000-0000-0000-000000000001', 'keeper A', now() - interval '1 minute');
      """)
    let connection = try await VenueConnection.open(address, timeout: .seconds(60))
    let upgraded = try await VenueSchema.migrate(connection)
    try await VenueSchema.check(connection)
    await connection.close()
    #expect(upgraded.from == 4 && upgraded.to == 5)
    #expect(try await waiting(address) == 0)
    let court = try KeptCourt()
    court.score(2)
    let shipper = try await VenueShipper.start(
      address: address, court: "1", directory: court.directory, takeOver: true, lease: .seconds(30),
      timeout: .seconds(60)
    ) { _ in }
    #expect(try await waiting(address) == 2)
    await shipper.finish(within: .seconds(60))
  }
}
