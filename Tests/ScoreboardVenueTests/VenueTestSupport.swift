import Foundation
import PostgresTestServer
import Scoreboard
import ScoreboardPersistence
import StateStore
import Testing

@testable import ScoreboardVenue

/// A state directory in a temporary folder, with a keeper's journal writing into it.
final class KeptCourt: @unchecked Sendable {
  let url: URL
  private(set) var game: PersistentGame?
  private(set) var store: Store<AppState, AppAction>?

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("venue-court-\(UUID().uuidString)")
    try open()
  }

  var directory: StateDirectory { StateDirectory(url: url) }

  /// Opens the saved game (a new one the first time) as the keeper does.
  ///
  /// The lock of a game closed a moment ago can still be held for a moment by a process another
  /// test is spawning: between its fork and its exec, the child holds a copy of every descriptor,
  /// the lock's too. So a reopening that finds the directory taken tries again, for up to 2 s.
  func open(startNew: Bool = false) throws {
    let deadline = ContinuousClock.now + .seconds(2)
    var attempt = try? PersistentGame.open(directory: directory, startNew: startNew)
    while attempt == nil, ContinuousClock.now < deadline {
      Thread.sleep(forTimeInterval: 0.01)
      attempt = try? PersistentGame.open(directory: directory, startNew: startNew)
    }
    let game = try attempt ?? PersistentGame.open(directory: directory, startNew: startNew)
    self.game = game
    store = Store(
      initialState: game.initialState, reducer: GameLoader.replayReducer, middleware: [game.middleware])
  }

  /// Scores `count` points, alternating home and away from `side`, each made durable.
  func score(_ count: Int, from side: Side = .home) {
    var side = side
    for _ in 0..<count {
      store?.dispatch(.scoreboard(.add(side, points: 1)))
      game?.sync()
      side = side == .home ? .away : .home
    }
  }

  /// Quits as the keeper does.
  func close() {
    if let game, let store { game.close(finalState: store.state) }
    game = nil
    store = nil
  }

  /// Every record of the current game's journal, as the state directory holds them.
  func localRecords() throws -> [JournalRecord] {
    var cursor = JournalCursor(directory: directory)
    return try cursor.advance().map(\.record)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}

/// A private server with the venue schema installed.
func venueServer() async throws -> (PrivatePostgres, VenueAddress) {
  let server = try PrivatePostgres.start()
  let address = try VenueAddress(parsing: server.url)
  let connection = try await VenueConnection.open(address, timeout: .seconds(60))
  _ = try await VenueSchema.migrate(connection)
  await connection.close()
  return (server, address)
}

/// The records the database holds for `court`'s journals, in order, decoded.
func storedRecords(_ server: PrivatePostgres, court: String) throws -> [JournalRecord] {
  let text = try server.psql(
    "SELECT record FROM records WHERE court = '\(court)' AND kind = 'record' ORDER BY journal, seq")
  return try text.split(separator: "\n").map {
    try JSONDecoder().decode(JournalRecord.self, from: Data($0.utf8))
  }
}

/// Waits until `condition` holds, checking every 50 ms for up to `limit`.
func eventually(within limit: Duration = .seconds(60), _ condition: () async throws -> Bool) async throws
  -> Bool
{
  let deadline = ContinuousClock.now + limit
  while ContinuousClock.now < deadline {
    if try await condition() { return true }
    try await Task.sleep(for: .milliseconds(50))
  }
  return try await condition()
}

/// The statuses a shipper reported, in order.
final class StatusLog: @unchecked Sendable {
  private let lock = NSLock()
  private var statuses: [VenueLinkStatus] = []

  func append(_ status: VenueLinkStatus) { lock.withLock { statuses.append(status) } }
  var all: [VenueLinkStatus] { lock.withLock { statuses } }
  var last: VenueLinkStatus? { all.last }
}

/// What a venue listener heard: whether it is connected, and the announcements, in order.
final class Heard: @unchecked Sendable {
  private let lock = NSLock()
  private var events: [VenueListener.Event] = []

  func append(_ event: VenueListener.Event) { lock.withLock { events.append(event) } }

  var isConnected: Bool {
    lock.withLock { events.contains { if case .connected = $0 { true } else { false } } }
  }

  var notifications: [VenueNotification] {
    lock.withLock {
      events.compactMap { if case .notification(let note) = $0 { note } else { nil } }
    }
  }
}

/// Makes a keeper's role as the README sets it up (`keeper`: SELECT and INSERT on the tables, USAGE
/// on the sequences, and the courts it may keep in `court_keepers`: every court unless `courts`
/// says which) and returns the address that connects as it.
func keeperRole(on server: PrivatePostgres, named name: String = "keeper", courts: [String] = ["*"]) throws
  -> VenueAddress
{
  let keeps = courts.map { "INSERT INTO court_keepers (court, keeper) VALUES ('\($0)', '\(name)');" }
  try server.psql(
    """
    CREATE ROLE \(name) LOGIN;
    GRANT SELECT, INSERT ON ALL TABLES IN SCHEMA public TO \(name);
    GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO \(name);
    \(keeps.joined(separator: "\n"))
    """)
  return try VenueAddress(parsing: server.url(as: name))
}
