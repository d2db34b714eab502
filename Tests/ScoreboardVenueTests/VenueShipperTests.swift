import Foundation
import PostgresTestServer
import Scoreboard
import ScoreboardPersistence
import Testing

@testable import ScoreboardVenue

@Suite("Copying a keeper's journal to the venue, on a private PostgreSQL", .serialized)
struct VenueShipperTests {
  @Test("every durable record reaches the database once, in order, with the game's start row")
  func copiesEveryRecord() async throws {
    let (server, address) = try await venueServer()
    defer { server.destroy() }
    let court = try KeptCourt()
    court.score(5)
    let shipper = try await VenueShipper.start(
      address: address, court: "1", directory: court.directory, takeOver: false, lease: .seconds(10)
    ) { _ in }
    let running = Task { await shipper.run(period: .milliseconds(200)) }
    defer { running.cancel() }
    court.score(4)
    shipper.wake()
    let local = try court.localRecords()
    #expect(local.count == 9)
    #expect(try await eventually { try storedRecords(server, court: "1") == local })
    #expect(try server.psql("SELECT count(*) FROM records WHERE court = '1' AND kind = 'start'") == "1")
    #expect(try server.psql("SELECT count(*) FROM matches WHERE court = '1'") == "1")
  }

  @Test("a batch of records is announced once, with its last record's number, after they are stored")
  func oneAnnouncementPerBatch() async throws {
    let (server, address) = try await venueServer()
    defer { server.destroy() }
    let heard = Heard()
    let listening = Task {
      await VenueListener.run(address: address) { event in heard.append(event) }
    }
    defer { listening.cancel() }
    #expect(try await eventually { heard.isConnected })
    let court = try KeptCourt()
    court.score(30)
    let shipper = try await VenueShipper.start(
      address: address, court: "2", directory: court.directory, takeOver: false, lease: .seconds(10)
    ) { _ in }
    let running = Task { await shipper.run(period: .milliseconds(200)) }
    defer { running.cancel() }
    #expect(try await eventually { heard.notifications.contains { $0.sequence == 30 } })
    #expect(try storedRecords(server, court: "2").count == 30, "announced after they were stored")
    #expect(heard.notifications == [VenueNotification(court: "2", sequence: 30)], "one batch, one NOTIFY")
  }

  @Test(
    "fault: the server stops at once mid-game, scoring goes on, and after the restart the database equals the journal"
  )
  func serverStopsMidGame() async throws {
    let (server, address) = try await venueServer()
    defer { server.destroy() }
    let court = try KeptCourt()
    let statuses = StatusLog()
    let shipper = try await VenueShipper.start(
      address: address, court: "7", directory: court.directory, takeOver: false, lease: .seconds(30),
      timeout: .seconds(60)
    ) { statuses.append($0) }
    let running = Task { await shipper.run(period: .milliseconds(200)) }
    defer { running.cancel() }
    court.score(6)
    shipper.wake()
    #expect(try await eventually { try storedRecords(server, court: "7").count == 6 })

    try server.stop(immediately: true)
    court.score(10, from: .away)
    shipper.wake()
    #expect(
      try await eventually {
        if case .offline(let waiting, _) = await shipper.currentStatus { return waiting == 10 }
        return false
      })
    #expect(await shipper.currentStatus.message == "venue offline, 10 records waiting")

    try server.startServer()
    court.score(3)
    shipper.wake()
    let local = try court.localRecords()
    #expect(local.count == 19)
    #expect(try await eventually { try storedRecords(server, court: "7") == local })
    #expect(try server.psql("SELECT count(*) = count(DISTINCT seq) FROM records WHERE court = '7'") == "t")
    #expect(
      try await eventually { await shipper.currentStatus == .online(court: "7", waiting: 0) },
      "the status turns online once the stored batch is acknowledged, a moment after the rows are visible")
  }

  @Test("records left unsent at quit go with the next start, and none twice")
  func unsentRecordsGoNextTime() async throws {
    let (server, address) = try await venueServer()
    defer { server.destroy() }
    let court = try KeptCourt()
    let first = try await VenueShipper.start(
      address: address, court: "3", directory: court.directory, takeOver: false, lease: .seconds(30),
      timeout: .seconds(60)
    ) { _ in }
    court.score(4)
    await first.finish()
    try server.stop(immediately: true)
    court.score(5)
    try server.startServer()
    let second = try await VenueShipper.start(
      address: address, court: "3", directory: court.directory, takeOver: false, lease: .seconds(30),
      timeout: .seconds(60)
    ) { _ in }
    let running = Task { await second.run(period: .milliseconds(200)) }
    defer { running.cancel() }
    let local = try court.localRecords()
    #expect(try await eventually { try storedRecords(server, court: "3") == local })
    #expect(local.count == 9)
  }

  @Test("a game put away by --new is finished before the next game's records, each game its own journal")
  func newGameAfterArchive() async throws {
    let (server, address) = try await venueServer()
    defer { server.destroy() }
    let court = try KeptCourt()
    let shipper = try await VenueShipper.start(
      address: address, court: "4", directory: court.directory, takeOver: false, lease: .seconds(30),
      timeout: .seconds(60)
    ) { _ in }
    court.score(5)
    let firstGame = try court.localRecords()
    court.close()
    try court.open(startNew: true)
    court.score(4)
    let running = Task { await shipper.run(period: .milliseconds(200)) }
    defer { running.cancel() }
    let secondGame = try court.localRecords()
    #expect(firstGame.count == 5 && secondGame.count == 4)
    #expect(try await eventually { try storedRecords(server, court: "4").count == 9 })
    #expect(try server.psql("SELECT count(DISTINCT journal) FROM records WHERE court = '4'") == "2")
  }

  @Test("quitting while the loop is sending sends each record once and drops none it has not sent")
  func finishBesideTheLoop() async throws {
    let (server, address) = try await venueServer()
    defer { server.destroy() }
    let court = try KeptCourt()
    let shipper = try await VenueShipper.start(
      address: address, court: "8", directory: court.directory, takeOver: false, lease: .seconds(30),
      timeout: .seconds(60)
    ) { _ in }
    let running = Task { await shipper.run(period: .milliseconds(50)) }
    defer { running.cancel() }
    for _ in 0..<5 {
      court.score(40)
      shipper.wake()
    }
    await shipper.finish(within: .seconds(60))
    let local = try court.localRecords()
    #expect(local.count == 200)
    #expect(try storedRecords(server, court: "8") == local)
  }
}
