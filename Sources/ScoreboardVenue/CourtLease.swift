import FoundationEssentials
import PostgresNIO

/// One keeper per court: a keeper holds a court by a lease that it renews while it runs and
/// gives up when it quits. Another keeper is refused while the lease runs; once it has run out
/// (the keeper died or lost the network), `--take-over` lets another keeper have the court.
public struct CourtLease: Sendable {
  /// The court.
  public var court: String
  /// Who holds it, as the refusal of another keeper names them: `keeper on HOST (pid N)`.
  public var holder: String
  /// This keeper's own identity: its leases are its own whatever the wall clock does.
  public var holderID: UUID
  /// How long a lease runs without renewal.
  public var duration: Duration

  /// A lease on `court` for this process, running `duration` at a time.
  public init(court: String, duration: Duration, holderID: UUID = UUID()) {
    self.court = court
    self.duration = duration
    self.holderID = holderID
    holder =
      "keeper on \(ProcessInfo.processInfo.hostName) (pid \(ProcessInfo.processInfo.processIdentifier))"
  }

  /// The newest lease on a court, as found in the database.
  struct Found {
    var holderID: UUID
    var holder: String
    var expires: Date
    var isLive: Bool
    var released: Bool
  }

  /// Throws a one-line ``CourtRefused`` unless the database account may keep this court
  /// (`court_keepers`, schema version 3): the rows of another court are not its to write.
  private func refuseUnlessAllowed(on connection: PostgresConnection) async throws {
    let rows = try await connection.query(
      "SELECT venue_may_keep(\(court)), current_user::text", logger: VenueConnection.logger)
    for try await (allowed, account) in rows.decode((Bool, String).self) where !allowed {
      throw CourtRefused(
        "the venue's account \(account) may not keep court \(court): ask whoever runs the venue to add it to court_keepers"
      )
    }
  }

  /// Takes or renews the lease inside a transaction on `connection` (serialised per court by an
  /// advisory lock); throws a one-line ``CourtRefused`` naming the holder when another keeper has
  /// the court, or had it and `takeOver` is not given. The new row says `waiting`, the journal
  /// records the keeper holds unsent. Renews only when less than two thirds of the lease is left
  /// or the newest row says another count, unless `force`.
  func claim(on connection: PostgresConnection, takeOver: Bool, waiting: Int, force: Bool = true) async throws
  {
    let logger = VenueConnection.logger
    try await connection.query("SELECT pg_advisory_xact_lock(hashtext(\("court:" + court)))", logger: logger)
    try await refuseUnlessAllowed(on: connection)
    try await connection.query(
      "INSERT INTO courts (name) VALUES (\(court)) ON CONFLICT (name) DO NOTHING", logger: logger)
    let rows = try await connection.query(
      """
      SELECT holder_id, holder, expires_at, expires_at > now(), released,
        expires_at - now() > \(seconds(duration) / 3) * interval '1 second', waiting
      FROM leases WHERE court = \(court) ORDER BY id DESC LIMIT 1
      """, logger: logger)
    var mineAndFresh = false
    for try await (id, holder, expires, isLive, released, fresh, said) in rows.decode(
      (UUID, String, Date, Bool, Bool, Bool, Int32).self)
    {
      let found = Found(holderID: id, holder: holder, expires: expires, isLive: isLive, released: released)
      try refuseUnlessFree(found, takeOver: takeOver)
      mineAndFresh = id == holderID && isLive && fresh && said == Self.column(waiting)
    }
    guard force || !mineAndFresh else { return }
    try await connection.query(
      """
      INSERT INTO leases (court, holder_id, holder, expires_at, waiting)
      VALUES (\(court), \(holderID), \(holder), now() + \(seconds(duration)) * interval '1 second',
        \(Self.column(waiting)))
      """, logger: logger)
  }

  /// Gives the court up: the next keeper needs no `--take-over`. Only the holder's release counts.
  /// `waiting` is the journal records left unsent, which the next start sends.
  func release(on connection: PostgresConnection, waiting: Int) async throws {
    try await connection.query(
      """
      INSERT INTO leases (court, holder_id, holder, expires_at, released, waiting)
      SELECT \(court), \(holderID), \(holder), now(), true, \(Self.column(waiting))
      WHERE (SELECT holder_id FROM leases WHERE court = \(court) ORDER BY id DESC LIMIT 1) = \(holderID)
      """, logger: VenueConnection.logger)
  }

  private func refuseUnlessFree(_ found: Found, takeOver: Bool) throws {
    guard found.holderID != holderID, !found.released else { return }
    let time = found.expires.formatted(.iso8601.time(includingFractionalSeconds: false))
    if found.isLive {
      throw CourtRefused("court \(court) is kept by \(found.holder) (its lease runs until \(time) UTC)")
    }
    if !takeOver {
      throw CourtRefused(
        "court \(court) was kept by \(found.holder), whose lease ran out at \(time) UTC: "
          + "start with --take-over to keep it")
    }
  }

  /// `waiting` as the `waiting` column holds it: an `integer`, at most its highest value.
  private static func column(_ waiting: Int) -> Int32 {
    Int32(clamping: waiting)
  }

  private func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}

/// Another keeper has the court: the one line that says who.
public struct CourtRefused: Error, CustomStringConvertible, Equatable, Sendable {
  /// The line to show.
  public var description: String

  /// A refusal saying `description`.
  public init(_ description: String) {
    self.description = description
  }
}
