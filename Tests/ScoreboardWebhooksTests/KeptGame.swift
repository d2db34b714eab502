import Foundation
import Scoreboard
import ScoreboardPersistence
import StateStore

/// A state directory of its own under the temporary folder, removed when released.
final class Scratch: Sendable {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("scoreboard-webhooks-\(UUID().uuidString.prefix(8))", isDirectory: true)

  init() {
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  var state: StateDirectory { StateDirectory(url: url) }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}

/// A game kept as the scoreboard keeps it: the journal middleware, one sync per action. A test
/// plays it from one task at a time (inside the receiver's closure), hence unchecked.
final class Keeper: @unchecked Sendable {
  let game: PersistentGame
  let store: Store<AppState, AppAction>

  init(in directory: StateDirectory, startNew: Bool = false, game newGame: Game = Game()) throws {
    game = try PersistentGame.open(directory: directory, startNew: startNew, newGame: newGame)
    store = Store(
      initialState: game.initialState, reducer: GameLoader.replayReducer, middleware: [game.middleware])
  }

  /// Applies each action and makes it durable.
  func play(_ actions: AppAction...) {
    for action in actions {
      store.dispatch(action)
      _ = game.sync()
    }
  }

  func close() {
    game.close(finalState: store.state)
  }
}
