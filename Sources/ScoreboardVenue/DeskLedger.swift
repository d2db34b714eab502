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
    let rows = try await connection.run(
      "SELECT id, action FROM desk_actions WHERE id > \(lastRow) ORDER BY id")
    var desk = self.desk
    var last = lastRow
    for row in rows {
      let (id, text) = try Self.decodeRow(row)
      desk = Self.fold(desk, text)
      last = id
    }
    self.desk = desk
    lastRow = last
    return desk
  }

  /// Records the action `decide` makes of the desk as it stands once the lock is taken (none when
  /// it returns `nil`), and returns the desk after it. Throws a ``DeskRefusal`` when the desk
  /// refuses the action, a ``VenueError`` when the database fails.
  @discardableResult
  public func record(
    court: String? = nil, _ decide: @escaping @Sendable (DeskState) -> DeskAction?
  ) async throws -> (desk: DeskState, recorded: DeskAction?) {
    let (start, from) = (desk, lastRow)
    let outcome = try await connection.transaction { connection in
      try await connection.query(
        "SELECT pg_advisory_xact_lock(\(Self.lockKey))", logger: VenueConnection.logger)
      var desk = start
      var last = from
      let rows = try await connection.query(
        "SELECT id, action FROM desk_actions WHERE id > \(from) ORDER BY id", logger: VenueConnection.logger)
      for try await (id, text) in rows.decode((Int64, String).self) {
        desk = Self.fold(desk, text)
        last = id
      }
      guard let action = decide(desk) else { return (desk, last, DeskAction?.none) }
      try desk.apply(action)
      let text = try Self.encode(action)
      let inserted = try await connection.query(
        "INSERT INTO desk_actions (court, action) VALUES (\(court), \(text)) RETURNING id",
        logger: VenueConnection.logger)
      for try await id in inserted.decode(Int64.self) { last = id }
      try await connection.query("NOTIFY venue_desk", logger: VenueConnection.logger)
      return (desk, last, DeskAction?.some(action))
    }
    desk = outcome.0
    lastRow = outcome.1
    return (outcome.0, outcome.2)
  }

  /// `desk` after the action `text` holds; a row this build cannot read, or one the desk refuses
  /// (written by a newer build), changes nothing.
  static func fold(_ desk: DeskState, _ text: String) -> DeskState {
    guard let action = try? JSONDecoder().decode(DeskAction.self, from: Data(text.utf8)) else { return desk }
    var next = desk
    return (try? next.apply(action)).map { next } ?? desk
  }

  /// `action` as a row stores it.
  static func encode(_ action: DeskAction) throws -> String {
    String(decoding: try JSONEncoder().encode(action), as: UTF8.self)
  }

  private static func decodeRow(_ row: PostgresRow) throws(VenueError) -> (Int64, String) {
    do {
      return try row.decode((Int64, String).self)
    } catch {
      throw VenueError("the venue database sent an unexpected desk row: \(VenueConnection.reason(error))")
    }
  }
}
