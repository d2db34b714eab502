import FoundationEssentials
import PostgresNIO
import ScoreboardDesk

/// The tournament desk kept in the venue database: every ``DeskAction`` is a row of
/// `desk_actions`, and the desk is their fold. Any number of machines (desks and keepers) may
/// write it: each write takes the desk's advisory lock, folds the rows it has not seen, checks its
/// action against that desk and stores it, all in one transaction, so that two writers never both
/// put a match on a court or two matches on one.
///
/// ```swift
/// let ledger = try await DeskLedger.open(address)
/// let desk = try await ledger.record { desk in
///   desk.assignment(for: "C1", at: now).map { .assigned(match: $0.id, court: "C1", at: now) }
/// }
/// ```
public actor DeskLedger {
  /// The connection the ledger reads and writes on.
  public let connection: VenueConnection
  /// The desk as of the last row read.
  public private(set) var desk = DeskState()
  /// The id of the last row folded into ``desk``.
  private var lastRow: Int64 = 0

  private init(connection: VenueConnection) {
    self.connection = connection
  }

  /// The lock every writer of the desk takes for its transaction.
  static let lockKey: Int64 = 7403

  /// Opens the desk of the venue at `address`, after checking its schema.
  public static func open(_ address: VenueAddress) async throws(VenueError) -> DeskLedger {
    let connection = try await VenueConnection.open(address)
    do {
      try await VenueSchema.check(connection)
    } catch {
      await connection.close()
      throw error
    }
    return DeskLedger(connection: connection)
  }

  /// Closes the connection.
  public func close() async {
    await connection.close()
  }

  /// The desk with every row written so far.
  @discardableResult
  public func refresh() async throws(VenueError) -> DeskState {
    try await readNewRows()
    return desk
  }

  /// Records the action `decide` makes of the desk as it stands once the lock is taken (none when
  /// it returns `nil`), and returns the desk after it. Throws a ``DeskRefusal`` when the desk
  /// refuses the action, a ``VenueError`` when the database fails; either way nothing is stored.
  ///
  /// The transaction is run statement by statement on the ledger's own connection (an actor's,
  /// used by nobody else), so that the rows read under the lock fold into ``desk`` in place: a desk
  /// of thousands of matches is not copied for each row.
  @discardableResult
  public func record(
    court: String? = nil, _ decide: (DeskState) -> DeskAction?
  ) async throws -> (desk: DeskState, recorded: DeskAction?) {
    var applied = false
    try await connection.run("BEGIN")
    do {
      try await connection.run("SELECT pg_advisory_xact_lock(\(Self.lockKey))")
      try await readNewRows()
      guard let action = decide(desk) else {
        try await connection.run("COMMIT")
        return (desk, nil)
      }
      if let court, !action.isKeepers(on: court, in: desk) {
        throw DeskRefusal("court \(court)'s keeper may not \(action.kind): only the desk may")
      }
      let text = try Self.encode(action)
      try desk.apply(action)
      applied = true
      let rows = try await connection.run(
        "INSERT INTO desk_actions (court, action) VALUES (\(court), \(text)) RETURNING id")
      try await connection.run("NOTIFY venue_desk")
      try await connection.run("COMMIT")
      if let row = rows.first { lastRow = try VenueSchema.decode(Int64.self, row) }
      return (desk, action)
    } catch {
      _ = try? await connection.run("ROLLBACK")
      if applied {
        // The action is in the desk but not in the database: read the desk again from the start.
        desk = DeskState()
        lastRow = 0
      }
      throw error
    }
  }

  /// Folds the rows written since the last read into ``desk``. A row this build cannot read, one
  /// the desk refuses (written by a newer build), and one a court's keeper wrote that is not that
  /// court's to write (row-level security checks the court column, not the action) change nothing.
  private func readNewRows() async throws(VenueError) {
    let rows = try await connection.run(
      "SELECT id, court, action FROM desk_actions WHERE id > \(lastRow) ORDER BY id")
    for row in rows {
      let (id, court, text) = try Self.decodeRow(row)
      lastRow = id
      guard let action = try? JSONDecoder().decode(DeskAction.self, from: Data(text.utf8)) else { continue }
      if let court, !action.isKeepers(on: court, in: desk) { continue }
      try? desk.apply(action)
    }
  }

  /// `action` as a row stores it.
  static func encode(_ action: DeskAction) throws -> String {
    String(decoding: try JSONEncoder().encode(action), as: UTF8.self)
  }

  private static func decodeRow(_ row: PostgresRow) throws(VenueError) -> (Int64, String?, String) {
    do {
      return try row.decode((Int64, String?, String).self)
    } catch {
      throw VenueError("the venue database sent an unexpected desk row: \(VenueConnection.reason(error))")
    }
  }
}
