import Foundation
import PostgresTestServer
import Testing

@testable import ScoreboardVenue

@Suite("One keeper per court, by a lease", .serialized)
struct CourtLeaseTests {
  private func start(
    _ address: VenueAddress, _ court: KeptCourt, takeOver: Bool = false, lease: Duration = .seconds(30),
    statuses: StatusLog = StatusLog()
  ) async throws -> VenueShipper {
    try await VenueShipper.start(
      address: address, court: "1", directory: court.directory, takeOver: takeOver, lease: lease,
      timeout: .seconds(60)
    ) { statuses.append($0) }
  }

  @Test("a second keeper of a held court is refused with one line naming the holder")
  func secondKeeperRefused() async throws {
    let (server, address) = try await venueServer()
    defer { server.destroy() }
    let first = try await start(address, try KeptCourt())
    await #expect {
      _ = try await start(address, try KeptCourt(), takeOver: true)
    } throws: { error in
      let line = "\(error)"
      return error is CourtRefused && line.hasPrefix("court 1 is kept by keeper on ")
        && line.contains("(pid \(ProcessInfo.processInfo.processIdentifier))") && !line.contains("\n")
    }
    await first.finish()
  }

  @Test("a lease that ran out (the keeper was killed) needs --take-over; then the old keeper is shut out")
  func takeOverAfterExpiry() async throws {
    let (server, address) = try await venueServer()
    defer { server.destroy() }
    let oldCourt = try KeptCourt()
    let oldStatuses = StatusLog()
    let old = try await start(address, oldCourt, lease: .seconds(1), statuses: oldStatuses)
    try await Task.sleep(for: .milliseconds(1500))
    await #expect {
      _ = try await start(address, try KeptCourt())
    } throws: { error in
      "\(error)".contains("whose lease ran out") && "\(error)".hasSuffix("start with --take-over to keep it")
    }
    let newCourt = try KeptCourt()
    let new = try await start(address, newCourt, takeOver: true)
    oldCourt.score(2)
    let running = Task { await old.run(period: .milliseconds(100)) }
    defer { running.cancel() }
    #expect(
      try await eventually {
        if case .refused(let line, let waiting) = await old.currentStatus {
          return line.hasPrefix("court 1 is kept by") && waiting == 2
        }
        return false
      })
    #expect(try storedRecords(server, court: "1").isEmpty, "the shut-out keeper sent nothing")
    await new.finish()
  }

  @Test("a keeper that quit gave the court up: the next one needs no --take-over")
  func releasedOnQuit() async throws {
    let (server, address) = try await venueServer()
    defer { server.destroy() }
    let first = try await start(address, try KeptCourt())
    await first.finish(within: .seconds(60))  // the release must not run out of time on a loaded machine
    let second = try await start(address, try KeptCourt())
    #expect(await second.currentStatus == .online(court: "1", waiting: 0), "only the game's start row waits")
    await second.finish()
  }

  @Test(
    "a network partition longer than the lease: the keeper comes back, keeps its court and sends everything")
  func partitionLongerThanLease() async throws {
    let (server, address) = try await venueServer()
    defer { server.destroy() }
    let court = try KeptCourt()
    let shipper = try await start(address, court, lease: .seconds(1))
    let running = Task { await shipper.run(period: .milliseconds(100)) }
    defer { running.cancel() }
    court.score(3)
    shipper.wake()
    #expect(try await eventually { try storedRecords(server, court: "1").count == 3 })
    try server.stop(immediately: true)
    court.score(4)
    shipper.wake()
    try await Task.sleep(for: .seconds(2))
    try server.startServer()
    let local = try court.localRecords()
    #expect(try await eventually { try storedRecords(server, court: "1") == local })
    #expect(local.count == 7)
  }

  @Test("the database user the README recommends, with INSERT and SELECT only, is enough for a keeper")
  func insertAndSelectOnly() async throws {
    let (server, _) = try await venueServer()
    defer { server.destroy() }
    let address = try keeperRole(on: server)
    let court = try KeptCourt()
    court.score(3)
    let shipper = try await start(address, court)
    let running = Task { await shipper.run(period: .milliseconds(100)) }
    defer { running.cancel() }
    #expect(try await eventually { try storedRecords(server, court: "1") == (try court.localRecords()) })
    #expect(try server.psql("SELECT has_table_privilege('keeper', 'records', 'UPDATE')") == "f")
    await shipper.finish()
  }

  @Test("schema 2: a keeper's renewals in between are pruned as it renews, by a keeper with INSERT only")
  func renewalsArePruned() async throws {
    let (server, _) = try await venueServer()
    defer { server.destroy() }
    let address = try keeperRole(on: server)
    let first = try await start(address, try KeptCourt(), lease: .seconds(1))
    let running = Task { await first.run(period: .milliseconds(50)) }
    try await Task.sleep(for: .seconds(3))  // renewals every two thirds of a second
    running.cancel()
    await first.finish()
    let second = try await start(address, try KeptCourt())
    let rows = try server.psql(
      "SELECT count(DISTINCT holder_id) || ' ' || count(*) FROM leases WHERE court = '1'")
    #expect(rows == "2 3", "the first keeper's start and its release, and the second's start")
    let written = Int(try server.psql("SELECT last_value FROM leases_id_seq")) ?? 0
    #expect(written >= 5, "the first keeper renewed at least twice: \(written) lease rows were written")
    #expect(
      try server.psql("SELECT released FROM leases WHERE court = '1' ORDER BY id") == "f\nt\nf",
      "the newest row still decides: the second keeper holds the court")
    #expect(try server.psql("SELECT has_table_privilege('keeper', 'leases', 'DELETE')") == "f")
    await second.finish()
  }

  @Test(
    "upgrading schema 1 to 2 prunes the renewals a venue already has, keeping each keeper's first and last")
  func upgradePrunesOldRenewals() async throws {
    let (server, address) = try await venueServer()
    defer { server.destroy() }
    try server.psql(
      """
      ALTER TABLE leases DROP COLUMN waiting;
      DROP TABLE desk_actions;
      DROP FUNCTION venue_may_keep(text) CASCADE;
      DROP TABLE court_keepers;
      ALTER TABLE courts DISABLE ROW LEVEL SECURITY;
      ALTER TABLE leases DISABLE ROW LEVEL SECURITY;
      ALTER TABLE matches DISABLE ROW LEVEL SECURITY;
      ALTER TABLE records DISABLE ROW LEVEL SECURITY;
      DROP POLICY courts_read ON courts;
      DROP POLICY leases_read ON leases;
      DROP POLICY matches_read ON matches;
      DROP POLICY records_read ON records;
      DROP TRIGGER leases_prune_renewals ON leases;
      DROP FUNCTION venue_prune_renewals();
      DELETE FROM venue_schema WHERE version >= 2;
      INSERT INTO courts (name) VALUES ('5');
      INSERT INTO leases (court, holder_id, holder, expires_at)
        SELECT '5', 'aaaaaaaa-0000-0000-0000-000000000001', 'keeper A', now() + n * interval '1 second'
        FROM generate_series(1, 10) n;
      INSERT INTO leases (court, holder_id, holder, expires_at, released)
        VALUES ('5', 'aaaaaaaa-0000-0000-0000-000000000001', 'keeper A', now(), true);
      """)
    let connection = try await VenueConnection.open(address)
    let upgraded = try await VenueSchema.migrate(connection)
    await connection.close()
    #expect(upgraded.from == 1 && upgraded.to == VenueSchema.version)
    #expect(try server.psql("SELECT released FROM leases WHERE court = '5' ORDER BY id") == "f\nt")
  }

  @Test("a database of a newer schema is refused in one line; one without the tables says to run venue init")
  func schemaVersions() async throws {
    let server = try PrivatePostgres.start()
    defer { server.destroy() }
    let address = try VenueAddress(parsing: server.url)
    await #expect(throws: VenueError.self) {
      _ = try await start(address, try KeptCourt())
    }
    let connection = try await VenueConnection.open(address)
    let first = try await VenueSchema.migrate(connection)
    let again = try await VenueSchema.migrate(connection)
    #expect(first.from == 0 && first.to == VenueSchema.version && again.from == VenueSchema.version)
    try server.psql("INSERT INTO venue_schema VALUES (99)")
    await #expect {
      try await VenueSchema.check(connection)
    } throws: { error in
      "\(error)"
        == "the venue database has schema version 99, newer than this build's \(VenueSchema.version): "
        + "upgrade scoreboard-tui"
    }
    await connection.close()
  }
}
