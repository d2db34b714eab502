import Foundation
import PropertyBased
import Scoreboard
import StateStore
import Testing

@testable import ScoreboardPersistence

@Suite("Start-up without replay: the history deferred past the first frame")
struct DeferredHistoryTests {
  /// Saves a game of home 2, away 1 in `directory`: closed (a snapshot holds every record), or
  /// only synced, as a crash leaves it.
  static func saveTwoOne(in directory: TemporaryDirectory, closing: Bool) throws {
    let (game, store) = try Fixture.open(directory)
    store.dispatch(.scoreboard(.add(.home, points: 2)))
    store.dispatch(.scoreboard(.add(.away, points: 1)))
    if closing { game.close(finalState: store.state) } else { game.sync() }
  }

  @Test(
    "property: a deferring start shows the saved present with nothing to undo; the history it restores later, with the actions taken meanwhile, is the journal's"
  )
  func restoredIsTheJournals() async {
    await propertyCheck(count: 30, input: Fixture.action.array(of: 1...60), Fixture.action.array(of: 0...10))
    {
      saved, meanwhile in
      let directory = TemporaryDirectory()
      defer { directory.remove() }
      do {
        try Fixture.saveClosed(saved, in: directory)
        let replayed = try GameLoader.loadReadOnly(directory: directory.url)
        let (deferred, store) = try Fixture.openDeferred(directory)
        #expect(deferred.initialState.game.present == replayed.state.game.present)
        #expect(!deferred.initialState.game.canUndo && !deferred.initialState.game.canRedo)
        Fixture.run(meanwhile, on: store, from: saved.count + 1)
        store.dispatch(.counters(.increment(by: 1)))
        deferred.sync()
        let restored = deferred.restoredHistory()
        let journal = try GameLoader.loadReadOnly(directory: directory.url).state.game
        #expect(restored == journal)
        #expect(restored?.present == store.state.game.present)
        deferred.close(finalState: store.state)
      } catch {
        Issue.record("\(error)")
      }
    }
  }

  @Test(
    "a read for the score alone (the keeper's refusal of a second game) gives the saved present without its history"
  )
  func presentOnlyRead() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    try Self.saveTwoOne(in: directory, closing: true)
    let scoreOnly = try GameLoader.loadReadOnly(directory: directory.url, presentOnly: true)
    let whole = try GameLoader.loadReadOnly(directory: directory.url)
    #expect(scoreOnly.hasSavedGame)
    #expect(scoreOnly.state.scoreboard.scores[.home] == 2 && scoreOnly.state.scoreboard.scores[.away] == 1)
    #expect(scoreOnly.state.game.present == whole.state.game.present)
    #expect(!scoreOnly.state.game.canUndo, "the history was not replayed")
    #expect(whole.state.game.canUndo)
  }

  @Test("a game whose snapshot lacks records after it is replayed at the start: nothing is deferred")
  func recordsAfterTheSnapshotAreReplayed() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    // No close: the journal holds records the snapshot has not, as after a crash.
    try Self.saveTwoOne(in: directory, closing: false)
    let deferred = try PersistentGame.open(
      directory: directory.state, options: PersistentGame.Options(defersHistory: true))
    #expect(deferred.initialState.game.canUndo, "the records after the snapshot were replayed")
    #expect(deferred.restoredHistory() == nil)
  }

  @Test("without deferring, the whole history is there at the start and nothing is restored later")
  func notDeferred() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    do {
      let (game, store) = try Fixture.open(directory)
      store.dispatch(.scoreboard(.add(.home, points: 2)))
      game.close(finalState: store.state)
    }
    let (game, _) = try Fixture.open(directory)
    #expect(game.initialState.game.canUndo)
    #expect(game.restoredHistory() == nil)
  }
}
