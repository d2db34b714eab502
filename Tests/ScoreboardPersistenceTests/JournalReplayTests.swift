import Foundation
import Scoreboard
import StateStore
import Testing

@testable import ScoreboardPersistence

@Suite("replay command: a journal file replayed")
struct JournalReplayTests {
  @Test("a journal replays from the game its directory started with: sport and names kept")
  func replaysFromTheStartSnapshot() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let tennis = Game(scoreboard: ScoreboardState(homeName: "Lions", rules: .defaults(for: .tennis)))
    let (game, store) = try Fixture.open(directory, newGame: tennis)
    Fixture.run([.scoreboard(.add(.home, points: 1)), .scoreboard(.add(.away, points: 1))], on: store)
    _ = game.sync()

    let all = try JournalReplay.replay(directory.file("journal"))
    #expect(all.replayed == 2)
    #expect(all.state.scoreboard.scoreLine == "Lions 15 : 15 Away, sets 0 : 0, games 0 : 0")
    let first = try JournalReplay.replay(directory.file("journal"), count: 1)
    #expect(first.state.scoreboard.scoreLine == "Lions 15 : 0 Away, sets 0 : 0, games 0 : 0")
  }

  @Test("a journal outside a state directory replays from a new game, and says so")
  func replaysAlone() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let (game, store) = try Fixture.open(directory)
    Fixture.run([.scoreboard(.add(.home, points: 3))], on: store)
    _ = game.sync()
    let alone = TemporaryDirectory()
    defer { alone.remove() }
    try FileManager.default.copyItem(at: directory.file("journal"), to: alone.file("copy"))
    let result = try JournalReplay.replay(alone.file("copy"))
    #expect(result.state.scoreboard.scoreLine == "Home 3 : 0 Away")
    #expect(result.notices == ["no snapshot.start beside copy: replayed onto a new game"])
  }

  /// A basketball game of 14 actions, kept in four sittings (the app quit and started again):
  /// each quit snapshots and moves the journal into a segment, so the records lie in four segments
  /// and the active journal is empty.
  private static let basketballActions: [AppAction] = [
    .scoreboard(.add(.home, points: 2)), .scoreboard(.timed(.foul(.away))),
    .scoreboard(.add(.home, points: 3)),
    .scoreboard(.timed(.foul(.away))), .scoreboard(.add(.away, points: 2)), .scoreboard(.timed(.foul(.home))),
    .scoreboard(.add(.home, points: 1)), .scoreboard(.timed(.foul(.away))),
    .scoreboard(.add(.away, points: 3)),
    .scoreboard(.timed(.foul(.away))), .scoreboard(.add(.home, points: 2)), .scoreboard(.timed(.foul(.home))),
    .scoreboard(.add(.away, points: 1)), .scoreboard(.add(.home, points: 2)),
  ]

  private static func savedBasketballGame(in directory: TemporaryDirectory) throws -> [(
    end: UInt64, url: URL
  )] {
    for sitting in stride(from: 0, to: basketballActions.count, by: 4) {
      let (game, store) = try Fixture.open(directory, newGame: Fixture.basketball)
      Fixture.run(Array(basketballActions[sitting..<min(sitting + 4, basketballActions.count)]), on: store)
      game.close(finalState: store.state)
    }
    return StateDirectory(url: directory.url).segments()
  }

  @Test("issue 11 item 1: replaying a later segment rebuilds the true game before it, not a blank one")
  func laterSegmentRebuildsTheGameBeforeIt() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let segments = try Self.savedBasketballGame(in: directory)
    try #require(segments.count >= 2)
    let last = try #require(segments.last)
    let result = try JournalReplay.replay(last.url)
    // After all 14 actions: home 2+3+1+2+2 = 10, away 2+3+1 = 6; fouls: away 4, home 2.
    #expect(result.state.scoreboard.scoreLine == "Home 10 : 6 Away, Q1 10:00")
    #expect(result.state.scoreboard.timed.teamFouls(.away) == 4)
    #expect(result.state.scoreboard.timed.teamFouls(.home) == 2)
  }

  @Test("issue 11 item 1: --at N in any segment is the game after that record of the whole match")
  func everyRecordOfEverySegment() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let segments = try Self.savedBasketballGame(in: directory)
    var start = 0
    for segment in segments {
      let count = Int(segment.end) - start
      for taken in 0...count {
        let result = try JournalReplay.replay(segment.url, count: taken)
        var expected = AppState(game: Fixture.basketball)
        for action in Self.basketballActions.prefix(start + taken) {
          _ = Fixture.reducer.reduce(&expected, action)
        }
        #expect(
          result.state.game.present == expected.game.present, "\(segment.url.lastPathComponent) --at \(taken)"
        )
      }
      start = Int(segment.end)
    }
  }

  @Test("issue 11 item 1: the active journal, empty after a clean quit, gives the saved game, not 0 : 0")
  func emptyActiveJournalIsTheSavedGame() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    _ = try Self.savedBasketballGame(in: directory)
    #expect(directory.bytes("journal")?.isEmpty ?? true)
    let result = try JournalReplay.replay(directory.file("journal"))
    #expect(result.state.scoreboard.scoreLine == "Home 10 : 6 Away, Q1 10:00")
  }

  @Test("issue 11 item 1: a segment whose earlier records are gone is refused with what is missing")
  func missingEarlierRecordsAreRefused() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let segments = try Self.savedBasketballGame(in: directory)
    try #require(segments.count >= 3)
    try FileManager.default.removeItem(at: segments[0].url)
    #expect(
      throws: PersistenceError.unreplayable(
        path: segments[2].url.path,
        reason: "actions 1...\(segments[1].end) before it are missing from \(directory.url.path)")
    ) {
      try JournalReplay.replay(segments[2].url)
    }
  }

  @Test(
    "issue 11 item 2: a missing path, a directory, a snapshot or garbage is refused with one line",
    arguments: ["nonexistent", ".", "snapshot.start", "garbage"])
  func notAJournal(name: String) throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    _ = try Self.savedBasketballGame(in: directory)
    try Data("not a journal at all\n".utf8).write(to: directory.file("garbage"))
    let url = directory.file(name)
    let reason: String
    switch name {
    case "nonexistent": reason = "no such file"
    case ".": reason = "it is a directory; give a journal file in it (journal or journal.<number>)"
    default: reason = "it is not a journal (no record in it could be read)"
    }
    #expect(throws: PersistenceError.unreplayable(path: url.path, reason: reason)) {
      try JournalReplay.replay(url)
    }
  }
}
