import FoundationEssentials
import PostgresNIO
import Scoreboard
import ScoreboardPersistence
import StateStore

/// What the venue's screens and pages read from the database.
public enum VenueReader {
  /// Every court, in the order people count them (`2` before `10`).
  public static func courts(on connection: VenueConnection) async throws(VenueError) -> [VenueCourt] {
    try await courts(on: connection, named: nil)
  }

  /// The court named `name`, or `nil` when the venue has none by that name.
  public static func court(_ name: String, on connection: VenueConnection) async throws(VenueError)
    -> VenueCourt?
  {
    try await courts(on: connection, named: name).first
  }

  private static func courts(on connection: VenueConnection, named name: String?) async throws(VenueError)
    -> [VenueCourt]
  {
    let rows = try await connection.run(
      """
      SELECT c.name, l.holder, coalesce(l.expires_at > now() AND NOT l.released, false),
        r.journal, r.seq, r.recorded_at, r.summary
      FROM courts c
      LEFT JOIN LATERAL (
        SELECT holder, expires_at, released FROM leases WHERE court = c.name ORDER BY id DESC LIMIT 1
      ) l ON true
      LEFT JOIN LATERAL (
        SELECT journal, seq, recorded_at, summary FROM records WHERE court = c.name
        ORDER BY recorded_at DESC, seq DESC LIMIT 1
      ) r ON true
      WHERE \(name)::text IS NULL OR c.name = \(name)::text
      """)
    var courts: [VenueCourt] = []
    for row in rows {
      do {
        let (name, holder, isKept, journal, sequence, recordedAt, document) = try row.decode(
          (String, String?, Bool, String?, Int64?, Date?, String?).self)
        courts.append(
          VenueCourt(
            name: name, holder: holder, isKept: isKept, journal: journal, sequence: UInt64(sequence ?? 0),
            recordedAt: recordedAt, document: document))
      } catch {
        throw VenueError("the venue database sent an unexpected court row: \(VenueConnection.reason(error))")
      }
    }
    return courts.sorted { VenueCourt.precedes($0.name, $1.name) }
  }

  /// The game of `court`'s journal `journal`: its records after `sequence` replayed onto `state`,
  /// or, when `state` is `nil`, the whole journal from its start row; with the number and stamp of
  /// the newest record read. `nil` when the journal has no start row. For the full-screen view of
  /// a followed court.
  public static func game(
    of court: String, journal: String, after sequence: UInt64, onto state: AppState?,
    on connection: VenueConnection
  ) async throws(VenueError) -> (state: AppState, sequence: UInt64, stamp: ClockStamp?)? {
    var game = state
    let steps = try await steps(
      of: court, journal: journal, after: state == nil ? nil : sequence, onto: &game, stamp: nil,
      on: connection)
    guard let last = steps.last, let game else { return state.map { ($0, sequence, nil) } }
    return (game, last.sequence, last.stamp)
  }

  /// Every finished match (one with a winner), the newest last.
  public static func results(on connection: VenueConnection) async throws(VenueError) -> [VenueResult] {
    let rows = try await connection.run(
      """
      SELECT court, number, started_at, last_at, summary FROM match_results
      WHERE (summary::jsonb ->> 'winner') IS NOT NULL
      ORDER BY last_at, court
      """)
    var results: [VenueResult] = []
    for row in rows {
      guard
        let (name, number, started, ended, document) = try? row.decode(
          (String, Int32, Date, Date, String).self)
      else { continue }
      let court = VenueCourt(
        name: name, holder: nil, isKept: false, journal: nil, sequence: 0, recordedAt: ended,
        document: document)
      guard let report = court.report else { continue }
      results.append(
        VenueResult(court: court.name, match: Int(number), started: started, ended: ended, report: report))
    }
    return results
  }
}
