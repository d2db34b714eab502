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
    #expect(all.state.scoreboard.scoreLine == store.state.scoreboard.scoreLine)
    let first = try JournalReplay.replay(directory.file("journal"), count: 1)
    #expect(first.state.scoreboard.scoreLine == "Lions 15 : 0 Away, sets 0 : 0, games 0 : 0")
  }

  @Test("a journal outside a state directory replays from a new game")
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
  }
}
