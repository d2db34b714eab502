import Foundation
import PostgresTestServer
import Scoreboard
import ScoreboardPersistence
import Testing

@testable import ScoreboardVenue

/// A basketball game's start row as JSON, with `change` made to the saved form of its only step's
/// game: what a keeper's account could insert by hand.
func craftedStart(_ change: (inout [String: Any]) -> Void) throws -> String {
  let game = Game(scoreboard: ScoreboardState(rules: .defaults(for: .basketball)))
  let data = try JSONEncoder().encode(Timeline(game))
  var timeline = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  var steps = try #require(timeline["steps"] as? [[String: Any]])
  var step = steps[0]
  var saved = try #require(step["game"] as? [String: Any])
  var scoreboard = try #require(saved["scoreboard"] as? [String: Any])
  change(&scoreboard)
  saved["scoreboard"] = scoreboard
  step["game"] = saved
  steps[0] = step
  timeline["steps"] = steps
  return String(decoding: try JSONSerialization.data(withJSONObject: timeline), as: UTF8.self)
}

/// Inserts, as the `keeper` role the README sets up, court `court` with one match and `record` as
/// its journal's row `seq` of kind `kind`.
func insertAsKeeper(
  _ server: PrivatePostgres, court: String, journal: String = "1", kind: String = "start", seq: Int64 = 0,
  record: String,
  summary: String = String(decoding: GameReport(Game()).jsonData(), as: UTF8.self)
) throws {
  func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }
  _ = try server.psql(
    """
    SET ROLE keeper;
    INSERT INTO courts (name) VALUES (\(quoted(court))) ON CONFLICT DO NOTHING;
    INSERT INTO matches (court, journal, number, sport, home, away, players, started_at)
      VALUES (\(quoted(court)), \(quoted(journal)), 1, 'basketball', 'Home', 'Away', '{}', now())
      ON CONFLICT DO NOTHING;
    INSERT INTO records (court, journal, seq, kind, match_id, recorded_at, record, summary)
      SELECT \(quoted(court)), \(quoted(journal)), \(seq), \(quoted(kind)), id, now(), \(quoted(record)),
        \(quoted(summary))
      FROM matches WHERE court = \(quoted(court)) AND journal = \(quoted(journal));
    """)
}

@Suite("Crafted rows a keeper's account can insert are left out, one notice each", .serialized)
struct HostileRowTests {
  @Test("a start row with absurd numbers is skipped with one notice naming the number; other courts read on")
  func absurdStartRow() async throws {
    let crafted: [(String, (inout [String: Any]) -> Void)] = [
      ("period", { $0.change("timed", "period", to: Int64.min) }),
      ("period seconds", { $0.change("rules", "periodSeconds", to: Int64.max) }),
      ("home score", { $0.change("home", "score", to: Int64.max) }),
    ]
    let (server, address) = try await venueServer()
    defer { server.destroy() }
    _ = try keeperRole(on: server)
    try insertAsKeeper(server, court: "1", record: try craftedStart { _ in })
    for (index, (name, change)) in crafted.enumerated() {
      try insertAsKeeper(server, court: "\(index + 2)", record: try craftedStart(change))
      let connection = try await VenueConnection.open(address)
      var notices: [String] = []
      var state: AppState?
      let steps = try await VenueReader.steps(
        of: "\(index + 2)", journal: "1", after: nil, onto: &state, stamp: nil, on: connection
      ) { notices.append($0) }
      #expect(steps.isEmpty, "\(name)")
      #expect(notices.count == 1, "\(name)")
      #expect(notices.first?.contains("\(name) ") == true, "\(notices)")
      var good: AppState?
      let read = try await VenueReader.steps(
        of: "1", journal: "1", after: nil, onto: &good, stamp: nil, on: connection)
      #expect(read.count == 1)
      #expect(good?.game.present.scoreboard.rules.sport == .basketball)
      await connection.close()
    }
  }

  @Test("a newest record with a negative number leaves that court without a record, the others read")
  func negativeRecordNumber() async throws {
    let (server, address) = try await venueServer()
    defer { server.destroy() }
    _ = try keeperRole(on: server)
    try insertAsKeeper(server, court: "1", record: try craftedStart { _ in })
    try insertAsKeeper(server, court: "2", seq: Int64.min, record: try craftedStart { _ in })
    let connection = try await VenueConnection.open(address)
    var notices: [String] = []
    let courts = try await VenueReader.courts(on: connection) { notices.append($0) }
    await connection.close()
    #expect(courts.map(\.name) == ["1", "2"])
    #expect(courts[0].journal == "1")
    #expect(courts[1].journal == nil)
    #expect(notices.count == 1)
    #expect(notices.first?.contains("court 2") == true)
    #expect(notices.first?.contains("record number") == true)
  }

  @Test("a newest document with a score above the maximum is left out; its court's record still counts")
  func absurdDocument() async throws {
    let (server, address) = try await venueServer()
    defer { server.destroy() }
    _ = try keeperRole(on: server)
    var report = GameReport(Game())
    report.home.score = Int.max
    let document = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
    try insertAsKeeper(server, court: "1", record: try craftedStart { _ in }, summary: document)
    let connection = try await VenueConnection.open(address)
    var notices: [String] = []
    let courts = try await VenueReader.courts(on: connection) { notices.append($0) }
    await connection.close()
    #expect(courts.first?.journal == "1")
    #expect(courts.first?.document == nil)
    #expect(
      notices == [
        "court 1: left out its newest document, which is not valid: score 9223372036854775807 is outside 0...9999"
      ])
  }
}

@Suite("A record another account inserted first is reported, not dropped in silence", .serialized)
struct ForgedRecordTests {
  @Test("the keeper's shipper stops with one line naming the record; the same record sent again passes")
  func forgedRecord() async throws {
    let (server, address) = try await venueServer()
    defer { server.destroy() }
    _ = try keeperRole(on: server)
    let court = try KeptCourt()
    court.score(3)
    let statuses = StatusLog()
    let shipper = try await VenueShipper.start(
      address: address, court: "1", directory: court.directory, takeOver: false, lease: .seconds(10)
    ) { statuses.append($0) }
    let running = Task { await shipper.run(period: .milliseconds(200)) }
    defer { running.cancel() }
    #expect(try await eventually { try storedRecords(server, court: "1").count == 3 })
    // Another account inserts the court's next record before its keeper sends it.
    var reader = OutgoingReader(directory: court.directory)
    let last = try #require(try reader.next().last)
    let journal = try #require(reader.currentJournal)
    let real = try JSONDecoder().decode(JournalRecord.self, from: Data(last.record.utf8))
    let forged = JournalRecord(
      sequence: real.sequence + 1, stamp: real.stamp, action: .scoreboard(.add(.away, points: 70)))
    let forgedJSON = String(decoding: try JSONEncoder().encode(forged), as: UTF8.self)
    try insertAsKeeper(
      server, court: "1", journal: journal, kind: "record", seq: Int64(forged.sequence), record: forgedJSON)
    court.score(1)
    shipper.wake()
    #expect(
      try await eventually {
        if case .refused = statuses.last { true } else { false }
      })
    guard case .refused(let line, _) = statuses.last else {
      Issue.record("statuses: \(statuses.all)")
      return
    }
    #expect(
      line.contains("court 1: the venue holds another record \(forged.sequence) of this game"), "\(line)")
    #expect(last.hasSameContent(as: last.record))
    #expect(!last.hasSameContent(as: forgedJSON))
  }
}

extension Dictionary where Key == String, Value == Any {
  /// Sets `key` of the dictionary under `part` to `value`.
  fileprivate mutating func change(_ part: String, _ key: String, to value: Any) {
    var inner = self[part] as? [String: Any] ?? [:]
    inner[key] = value
    self[part] = inner
  }
}
