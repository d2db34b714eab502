import FoundationEssentials
import PostgresNIO
import ScoreboardPersistence

/// The keeper's copy of its journal to the venue database: every record, once durable in the
/// state directory, is sent in order, stored once (the key is court, journal and sequence number),
/// with one NOTIFY on the `venue` channel for each batch sent. The keeper never waits for it: it runs on its own
/// task, and while the database is down or slow the records wait here, and go when it is back.
///
/// It holds the court's lease while it runs: each batch is sent in the transaction that renews it,
/// so a keeper that lost the court (its lease ran out and another took over) sends nothing more.
public actor VenueShipper {
  /// The channel records are announced on, once per batch (one transaction): the payload is
  /// `{"court": NAME, "seq": N}`, N the batch's last record. A follower reads the court again.
  public static let channel = "venue"
  /// How long a batch may take before the database counts as offline: a server that vanished
  /// mid-query is not always noticed by the driver, so the time limit notices it.
  static let answerLimit = Duration.seconds(5)

  private let address: VenueAddress
  private let lease: CourtLease
  private var takeOver: Bool
  private var reader: OutgoingReader
  private var pending: [OutgoingRecord] = []
  private var matchIDs: [String: Int64] = [:]
  private var connection: VenueConnection?
  private var status: VenueLinkStatus
  private let signal = WakeSignal()
  private let onStatus: @Sendable (VenueLinkStatus) -> Void

  private init(
    address: VenueAddress, lease: CourtLease, takeOver: Bool, directory: StateDirectory,
    onStatus: @escaping @Sendable (VenueLinkStatus) -> Void
  ) {
    self.address = address
    self.lease = lease
    self.takeOver = takeOver
    self.reader = OutgoingReader(directory: directory)
    self.onStatus = onStatus
    status = .offline(waiting: 0, reason: "not connected yet")
  }

  /// A shipper for `directory`'s journal to court `court` of `address`, having tried once to
  /// connect and claim the court, within `timeout`. Throws the ``CourtRefused`` line when another
  /// keeper has the court, a ``VenueError`` for a database of another schema version; a database
  /// that cannot be reached is not an error: the keeper starts offline.
  public static func start(
    address: VenueAddress, court: String, directory: StateDirectory, takeOver: Bool, lease: Duration,
    timeout: Duration = .seconds(5), onStatus: @escaping @Sendable (VenueLinkStatus) -> Void
  ) async throws -> VenueShipper {
    let shipper = VenueShipper(
      address: address, lease: CourtLease(court: court, duration: lease), takeOver: takeOver,
      directory: directory, onStatus: onStatus)
    try await shipper.firstConnection(timeout: timeout)
    return shipper
  }

  /// Says that new records are durable in the state directory: call after each sync.
  public nonisolated func wake() {
    signal.fire()
  }

  /// What the status line says now.
  public var currentStatus: VenueLinkStatus { status }

  /// Sends records until cancelled: new records are read when ``wake()`` says they are durable
  /// (never on a timer, which could find a record written and not yet synced); at least every
  /// `period` the lease is renewed and, offline, a connection tried again.
  public func run(period: Duration = .seconds(1)) async {
    var isWoken = true
    while !Task.isCancelled {
      await step(readingNew: isWoken)
      isWoken = await signal.wait(timeout: min(period, lease.duration / 3))
    }
  }

  /// On quit: sends what is left and gives the court up, trying for at most `limit`; what could
  /// not be sent is sent by the next start.
  public func finish(within limit: Duration = .seconds(2)) async {
    let deadline = ContinuousClock.now + limit
    readNew()
    while !pending.isEmpty, connection != nil, ContinuousClock.now < deadline {
      await send(within: min(Self.answerLimit, deadline - ContinuousClock.now))
    }
    if let connection {
      try? await connection.transaction(timeout: deadline - ContinuousClock.now) {
        [lease, waitingRecords] connection in
        try await lease.release(on: connection, waiting: waitingRecords)
      }
      await connection.close()
      self.connection = nil
    }
  }

  private func firstConnection(timeout: Duration) async throws {
    readNew()
    do {
      try await connect(timeout: timeout)
    } catch let refusal as CourtRefused {
      throw refusal
    } catch let error as VenueError where error.isSchemaError {
      throw error
    } catch {
      setStatus(.offline(waiting: waitingRecords, reason: "\(error)"))
    }
    if connection != nil { takeOver = false }
  }

  private func step(readingNew: Bool) async {
    if readingNew { readNew() }
    if connection == nil {
      do {
        try await connect(timeout: .seconds(3))
      } catch let refusal as CourtRefused {
        setStatus(.refused(refusal.description, waiting: waitingRecords))
        return
      } catch {
        setStatus(.offline(waiting: waitingRecords, reason: "\(error)"))
        return
      }
    }
    await send()
  }

  private func readNew() {
    do {
      pending += try reader.next()
    } catch {
      setStatus(.refused("the journal here cannot be read (\(error))", waiting: waitingRecords))
    }
  }

  /// Connects, checks the schema, drops from `pending` what the database already holds (sent
  /// before a connection broke, before its answer came), and claims the court, saying how many
  /// records wait.
  private func connect(timeout: Duration) async throws {
    let connection = try await VenueConnection.open(address, timeout: timeout)
    do {
      try await VenueSchema.check(connection)
      var stored: [String: UInt64] = [:]
      for journal in Set(pending.map(\.journal)) {
        let rows = try await connection.run(
          "SELECT max(seq) FROM records WHERE court = \(lease.court) AND journal = \(journal)")
        if let row = rows.first, let last = try VenueSchema.decode(Int64?.self, row) {
          stored[journal] = UInt64(last)
        }
      }
      pending.removeAll { record in stored[record.journal].map { record.sequence <= $0 } ?? false }
      try await connection.transaction { [lease, takeOver, waitingRecords] connection in
        try await lease.claim(on: connection, takeOver: takeOver, waiting: waitingRecords)
      }
    } catch {
      await connection.close()
      throw error
    }
    self.connection = connection
    setStatus(.online(court: lease.court, waiting: waitingRecords))
  }

  /// Sends the waiting records in batches, each in a transaction that also renews the lease (saying
  /// how many records wait after the batch); on failure the connection is dropped and the records
  /// wait.
  private func send(within limit: Duration = answerLimit) async {
    guard let connection else { return }
    repeat {
      let batch = Array(pending.prefix(100))
      let left = waitingRecords - batch.count { $0.kind == "record" }
      do {
        let ids = try await connection.transaction(timeout: limit) {
          [lease, matchIDs] connection in
          try await lease.claim(on: connection, takeOver: false, waiting: left, force: false)
          return try await Self.insert(batch, court: lease.court, knownMatches: matchIDs, on: connection)
        }
        matchIDs.merge(ids) { $1 }
        // By key, not by count: quitting may send beside the running loop, and both may send a batch.
        let sent = Set(batch.map { "\($0.journal)#\($0.sequence)" })
        pending.removeAll { sent.contains("\($0.journal)#\($0.sequence)") }
        setStatus(.online(court: lease.court, waiting: waitingRecords))
      } catch let refusal as CourtRefused {
        await drop(connection)
        setStatus(.refused(refusal.description, waiting: waitingRecords))
        return
      } catch {
        await drop(connection)
        setStatus(.offline(waiting: waitingRecords, reason: "\(error)"))
        return
      }
    } while !pending.isEmpty
  }

  /// The journal records not yet sent (a game's start row is not one).
  private var waitingRecords: Int {
    pending.count { $0.kind == "record" }
  }

  private func drop(_ connection: VenueConnection) async {
    await connection.close()
    self.connection = nil
  }

  private func setStatus(_ new: VenueLinkStatus) {
    guard new != status else { return }
    status = new
    onStatus(new)
  }

  /// Stores `batch` (each record once, its match row made at its first record) and announces it
  /// with one NOTIFY; returns the match ids found, by journal and match number.
  private static func insert(
    _ batch: [OutgoingRecord], court: String, knownMatches: [String: Int64], on connection: PostgresConnection
  ) async throws -> [String: Int64] {
    let logger = VenueConnection.logger
    var ids = knownMatches
    for record in batch {
      let key = "\(record.journal)#\(record.match)"
      if ids[key] == nil {
        try await connection.query(
          """
          INSERT INTO matches (court, journal, number, sport, home, away, players, started_at)
          VALUES (\(court), \(record.journal), \(record.match), \(record.sport), \(record.home),
            \(record.away), \(record.players)::jsonb, \(record.recordedAt))
          ON CONFLICT (court, journal, number) DO NOTHING
          """, logger: logger)
        let rows = try await connection.query(
          """
          SELECT id FROM matches
          WHERE court = \(court) AND journal = \(record.journal) AND number = \(record.match)
          """, logger: logger)
        for try await id in rows.decode(Int64.self) { ids[key] = id }
      }
      guard let matchID = ids[key] else {
        throw VenueError("the match row of record \(record.sequence) is missing")
      }
      let inserted = try await connection.query(
        """
        INSERT INTO records (court, journal, seq, kind, match_id, recorded_at, record, summary)
        VALUES (\(court), \(record.journal), \(Int64(record.sequence)), \(record.kind), \(matchID),
          \(record.recordedAt),
          \(record.record), \(record.summary))
        ON CONFLICT (court, journal, seq) DO NOTHING RETURNING seq
        """, logger: logger)
      var isNew = false
      for try await _ in inserted { isNew = true }
      if !isNew { try await checkStored(record, court: court, on: connection) }
    }
    if let last = batch.last {
      let payload = "{\"court\": \(jsonString(court)), \"seq\": \(last.sequence)}"
      try await connection.query("SELECT pg_notify(\(channel), \(payload))", logger: logger)
    }
    return ids
  }
}

extension VenueShipper {
  /// Throws ``CourtRefused`` when the venue already holds another record under `record`'s key:
  /// one another account inserted first, which the venue would show instead of this keeper's. The
  /// same record sent again (after a lost answer) passes.
  fileprivate static func checkStored(
    _ record: OutgoingRecord, court: String, on connection: PostgresConnection
  )
    async throws
  {
    let rows = try await connection.query(
      """
      SELECT record FROM records
      WHERE court = \(court) AND journal = \(record.journal) AND seq = \(Int64(record.sequence))
      """, logger: VenueConnection.logger)
    for try await stored in rows.decode(String.self) where !record.hasSameContent(as: stored) {
      throw CourtRefused(
        "court \(court): the venue holds another record \(record.sequence) of this game, written by another "
          + "account, and shows it instead of this keeper's: nothing more is sent; ask the venue to check court \(court)"
      )
    }
  }
}

/// `text` as a JSON string literal.
func jsonString(_ text: String) -> String {
  (try? JSONEncoder().encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
}
