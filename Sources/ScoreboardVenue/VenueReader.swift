import FoundationEssentials
import PostgresNIO
import Scoreboard
import ScoreboardPersistence
import StateStore

/// What the venue's screens and pages read from the database.
///
/// Every value read is checked: a keeper's account can insert any row, so a row with a number no
/// keeper writes (a record number below 0, a game with a period of `Int64.min`, a clock of
/// `Int64.max` seconds) is left out, and `skipping` is told in one line which and why; the rest of
/// the venue is read as usual.
public enum VenueReader {
  /// Every court, in the order people count them (`2` before `10`).
  public static func courts(on connection: VenueConnection, skipping: (String) -> Void = { _ in })
    async throws(VenueError) -> [VenueCourt]
  {
    try await courts(on: connection, named: nil, skipping: skipping)
  }

  /// The court named `name`, or `nil` when the venue has none by that name.
  public static func court(
    _ name: String, on connection: VenueConnection, skipping: (String) -> Void = { _ in }
  ) async throws(VenueError) -> VenueCourt? {
    try await courts(on: connection, named: name, skipping: skipping).first
  }

  private static func courts(
    on connection: VenueConnection, named name: String?, skipping: (String) -> Void
  ) async throws(VenueError) -> [VenueCourt] {
    let rows = try await connection.run(
      """
      SELECT c.name, l.holder, coalesce(l.expires_at > now() AND NOT l.released, false),
        r.journal, r.seq, r.recorded_at, r.summary, coalesce(l.waiting, 0)
      FROM courts c
      LEFT JOIN LATERAL (
        SELECT holder, expires_at, released, waiting FROM leases WHERE court = c.name ORDER BY id DESC LIMIT 1
      ) l ON true
      LEFT JOIN LATERAL (
        SELECT journal, seq, recorded_at, summary FROM records WHERE court = c.name
        ORDER BY recorded_at DESC, seq DESC LIMIT 1
      ) r ON true
      WHERE \(name)::text IS NULL OR c.name = \(name)::text
      """)
    var courts: [VenueCourt] = []
    for row in rows {
      let columns = row.makeRandomAccess()
      let name: String
      let lease: (holder: String?, isKept: Bool)
      do {
        name = try columns[0].decode(String.self)
        lease = (try columns[1].decode(String?.self), try columns[2].decode(Bool.self))
      } catch {
        throw VenueError("the venue database sent an unexpected court row: \(VenueConnection.reason(error))")
      }
      var court = VenueCourt(
        name: name, holder: lease.holder, isKept: lease.isKept, journal: nil, sequence: 0, recordedAt: nil,
        document: nil)
      do {
        let waiting = try columns[7].decode(Int32.self)
        try OutOfRange.check("records waiting", waiting, in: 0...Int32.max)
        court.waiting = Int(waiting)
      } catch {
        let reason = (error as? OutOfRange)?.description ?? "a column cannot be read"
        skipping(
          "court \(name): left out its keeper's count of records waiting, which is not valid: \(reason)")
      }
      do {
        (court.journal, court.sequence, court.recordedAt) = try newestRecord(columns)
      } catch {
        let reason = (error as? OutOfRange)?.description ?? "a column cannot be read"
        skipping("court \(name): left out its newest record, which is not valid: \(reason)")
      }
      do {
        court.document = try columns[6].decode(String?.self)
        if let document = court.document { _ = try VenueCourt.checkedReport(document) }
      } catch {
        court.document = nil
        let reason = (error as? InvalidRow)?.description ?? (error as? OutOfRange)?.description
        skipping("court \(name): left out its newest document, which is not valid: \(reason ?? "not text")")
      }
      courts.append(court)
    }
    return courts.sorted { VenueCourt.precedes($0.name, $1.name) }
  }

  /// The journal, number and date of a court's newest record, in columns 3 to 5 of a court row;
  /// throws ``OutOfRange`` on a number no keeper writes.
  private static func newestRecord(_ columns: PostgresRandomAccessRow) throws -> (String?, UInt64, Date?) {
    let journal = try columns[3].decode(String?.self)
    let sequence = try columns[4].decode(Int64?.self) ?? 0
    try OutOfRange.check("record number", sequence, in: 0...Int64.max)
    return (journal, UInt64(sequence), try columns[5].decode(Date?.self))
  }

  /// The game of `court`'s journal `journal`: its records after `sequence` replayed onto `state`,
  /// or, when `state` is `nil`, the whole journal from its start row; with the number and stamp of
  /// the newest record read. `nil` when the journal has no start row. For the full-screen view of
  /// a followed court.
  public static func game(
    of court: String, journal: String, after sequence: UInt64, onto state: AppState?,
    on connection: VenueConnection, skipping: (String) -> Void = { _ in }
  ) async throws(VenueError) -> (state: AppState, sequence: UInt64, stamp: ClockStamp?)? {
    var game = state
    let steps = try await steps(
      of: court, journal: journal, after: state == nil ? nil : sequence, onto: &game, stamp: nil,
      on: connection, skipping: skipping)
    guard let last = steps.last, let game else { return state.map { ($0, sequence, nil) } }
    return (game, last.sequence, last.stamp)
  }

  /// Every finished match (one with a winner), the newest last.
  public static func results(on connection: VenueConnection, skipping: (String) -> Void = { _ in })
    async throws(VenueError) -> [VenueResult]
  {
    let rows = try await connection.run(
      """
      SELECT court, number, started_at, last_at, summary FROM match_results
      WHERE (summary::jsonb ->> 'winner') IS NOT NULL
      ORDER BY last_at, court
      """)
    var results: [VenueResult] = []
    for row in rows {
      do {
        let (name, number, started, ended, document) = try row.decode(
          (String, Int32, Date, Date, String).self)
        let report = try VenueCourt.checkedReport(document)
        results.append(
          VenueResult(court: name, match: Int(number), started: started, ended: ended, report: report))
      } catch {
        let reason = (error as? InvalidRow)?.description ?? (error as? OutOfRange)?.description
        skipping("left out a match result that is not valid: \(reason ?? "a column cannot be read")")
      }
    }
    return results
  }
}
