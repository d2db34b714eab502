import Foundation
import PostgresTestServer
import Scoreboard
import ScoreboardDesk
import Testing

@testable import ScoreboardVenue

@Suite("The tournament desk in the venue database", .serialized)
struct DeskLedgerTests {
  private static let fourEntries = DeskEvent(
    name: "MS", rules: .defaults(for: .badminton), draw: .knockout,
    entries: ["Ann", "Bob", "Cy", "Di"].enumerated().map { DeskEntry(name: $1, seed: $0 + 1) })

  @Test("two desks and many courts racing: a match goes on one court, a court takes one match")
  func racingDesks() async throws {
    let (server, address) = try await venueServer()
    defer { server.destroy() }
    let importer = try await DeskLedger.open(address)
    try await importer.record { _ in .imported([Self.fourEntries, Self.named("MD")], rest: 0) }
    let ledgers = try await withThrowingTaskGroup(of: DeskLedger.self) { group in
      for _ in 0..<6 { group.addTask { try await DeskLedger.open(address) } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for (index, ledger) in ledgers.enumerated() {
        let court = "C\(index % 3 + 1)"
        group.addTask {
          for _ in 0..<4 {
            try await ledger.record(court: court) { desk in
              let now = Date().timeIntervalSince1970
              guard desk.court(court) != nil else { return .courtOpened(court) }
              return desk.assignment(for: court, at: now).map {
                .assigned(match: $0.id, court: court, at: now)
              }
            }
          }
        }
      }
      try await group.waitForAll()
    }
    let desk = try await importer.refresh()
    let onCourts = desk.courts.compactMap(\.match)
    #expect(onCourts.count == 3, "three courts, four semi-finals ready: each court took one")
    #expect(Set(onCourts).count == onCourts.count)
    let calls = try server.psql("SELECT count(*) FROM desk_actions WHERE action LIKE '{\"assigned%'")
    #expect(calls.trimmingCharacters(in: .whitespacesAndNewlines) == "3", "no assignment was stored twice")
    for ledger in ledgers { await ledger.close() }
    await importer.close()
  }

  @Test("a desk refuses what breaks its rules, and stores nothing of it")
  func refusalStoresNothing() async throws {
    let (server, address) = try await venueServer()
    defer { server.destroy() }
    let ledger = try await DeskLedger.open(address)
    try await ledger.record { _ in .imported([Self.fourEntries], rest: 0) }
    await #expect(throws: DeskRefusal("the event MS is already drawn")) {
      try await ledger.record { _ in .imported([Self.fourEntries], rest: 0) }
    }
    await #expect(
      throws: DeskRefusal("match 3 is not ready: MS, Final: winner of match 1 v winner of match 2")
    ) {
      try await ledger.record { _ in .assigned(match: 3, court: "C1", at: 0) }
    }
    let rows = try server.psql("SELECT count(*) FROM desk_actions")
    #expect(rows.trimmingCharacters(in: .whitespacesAndNewlines) == "1")
    await ledger.close()
  }

  @Test("a keeper's role may write its own court's desk actions only (row-level security)")
  func keepersWriteTheirCourts() async throws {
    let (server, address) = try await venueServer()
    defer { server.destroy() }
    let owner = try await DeskLedger.open(address)
    try await owner.record { _ in .imported([Self.fourEntries], rest: 0) }
    let keeperAddress = try keeperRole(on: server, courts: ["C1"])
    let keeper = try await DeskLedger.open(keeperAddress)
    try await keeper.record(court: "C1") { _ in .courtOpened("C1") }
    await #expect(throws: (any Error).self) {
      try await keeper.record(court: "C2") { _ in .courtOpened("C2") }
    }
    await #expect(throws: (any Error).self) {
      try await keeper.record { _ in .autoAssign(false) }
    }
    #expect(try await owner.refresh().courts.map(\.name) == ["C1"])
    await keeper.close()
    await owner.close()
  }

  @Test(
    "a row a keeper wrote about another court is ignored by every reader, and a keeper's ledger refuses one")
  func forgedRowsIgnored() async throws {
    let (server, address) = try await venueServer()
    defer { server.destroy() }
    let owner = try await DeskLedger.open(address)
    try await owner.record { _ in .imported([Self.fourEntries], rest: 0) }
    try server.psql(
      """
      INSERT INTO desk_actions (court, action)
      VALUES ('C1', '{"assigned":{"match":1,"court":"C2","at":0}}')
      """)
    let desk = try await owner.refresh()
    #expect(desk.court("C2") == nil && desk.match(1)?.status == .queued)
    await #expect(throws: DeskRefusal("court C1's keeper may not hold a match: only the desk may")) {
      try await owner.record(court: "C1") { _ in .held(match: 1, true) }
    }
    await owner.close()
  }

  private static func named(_ name: String) -> DeskEvent {
    var event = fourEntries
    event.name = name
    event.entries = ["Eve", "Fay", "Gus", "Hal"].map { DeskEntry(name: $0) }
    return event
  }
}
