import Foundation
import Scoreboard
import ScoreboardPersistence
import ScoreboardVenue
import StateStore
import Synchronization

/// One simulated court: a keeper's state directory with its journal (``PersistentGame``), and the
/// shipper that copies it to the venue, as `play --venue --court` runs them.
final class LoadCourt: Sendable {
  /// The court's name.
  let name: String
  private let game: PersistentGame
  private let store: Store<AppState, AppAction>
  private let shipper: VenueShipper
  private let sending: Task<Void, Never>
  /// Where its journal is.
  let directory: StateDirectory
  private let side = Mutex(Side.home)

  init(name: String, directory: URL, venue address: VenueAddress) async throws {
    self.name = name
    let state = StateDirectory(url: directory)
    self.directory = state
    game = try PersistentGame.open(directory: state)
    store = Store(
      initialState: game.initialState, reducer: GameLoader.replayReducer, middleware: [game.middleware])
    let shipper = try await VenueShipper.start(
      address: address, court: name, directory: state, takeOver: true, lease: .seconds(30), onStatus: { _ in }
    )
    self.shipper = shipper
    sending = Task { await shipper.run(period: .seconds(1)) }
  }

  /// Scores a point, alternating sides, makes it durable and wakes the shipper, as a key press does.
  func score() {
    let side = self.side.withLock { side in
      defer { side = side.opponent }
      return side
    }
    store.dispatch(.scoreboard(.add(side, points: 1)))
    _ = game.sync()
    shipper.wake()
  }

  /// When each record of the journal was written (its stamp's wall-clock time), by its number.
  func journalTimes() throws -> [UInt64: Double] {
    var cursor = JournalCursor(directory: directory)
    return Dictionary(try cursor.advance().map { ($0.record.sequence, $0.record.stamp.time) }) { $1 }
  }

  /// Sends what is left and gives the court up.
  func close() async {
    sending.cancel()
    await shipper.finish(within: .seconds(10))
    game.close(finalState: store.state)
  }
}
