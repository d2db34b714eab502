import Foundation
import Scoreboard
import ScoreboardPersistence
import ScoreboardResults
import StateStore
import Testing

/// A machine whose wall clock the test moves by hand.
final class HandMovedMachine: @unchecked Sendable {
  private let lock = NSLock()
  private var boot: Duration = .seconds(1000)
  private var wall = Date(timeIntervalSince1970: 1_800_000_000)

  /// Lets `seconds` pass.
  func pass(_ seconds: Double) {
    lock.withLock {
      boot += .milliseconds(Int64(seconds * 1000))
      wall += seconds
    }
  }

  /// The wall clock now.
  var now: Date { lock.withLock { wall } }

  var clock: MachineClock {
    MachineClock(
      bootID: "boot-1", bootReading: { self.lock.withLock { self.boot } },
      wallClock: { self.lock.withLock { self.wall } },
      environment: { offset in
        let now: @Sendable () -> Duration = { self.lock.withLock { self.boot } + offset }
        return GameClockEnvironment(now: now, ticks: { .none })
      })
  }
}

@Suite("the evening's results and the match report (issue 13)")
struct ResultsTests {
  /// A state directory holding an archived game (a badminton match won 21-0 21-0, then a
  /// volleyball match begun from the menu, 1-0) and a current basketball game (2 : 3).
  static func evening() throws -> (directory: URL, machine: HandMovedMachine, firstAction: Date) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("results-\(UUID().uuidString)")
    let machine = HandMovedMachine()
    let directory = StateDirectory(url: url)
    let badminton = Game(
      scoreboard: ScoreboardState(homeName: "Lions", awayName: "Tigers", rules: .defaults(for: .badminton)))
    var firstAction = machine.now
    try session(in: directory, machine: machine, newGame: badminton) { store in
      machine.pass(60)
      firstAction = machine.now
      for _ in 0..<42 {
        store.dispatch(.scoreboard(.add(.home, points: 1)))
        machine.pass(10)
      }
      store.dispatch(.scoreboard(.newMatch(.defaults(for: .volleyball))))
      machine.pass(30)
      store.dispatch(.scoreboard(.add(.home, points: 1)))
    }
    _ = try PersistentGame.archiveCurrentGame(in: directory, machine: machine.clock)
    machine.pass(120)
    let basketball = Game(
      scoreboard: ScoreboardState(homeName: "Lions", awayName: "Tigers", rules: .defaults(for: .basketball)))
    try session(in: directory, machine: machine, newGame: basketball) { store in
      store.dispatch(.scoreboard(.add(.home, points: 2)))
      machine.pass(45)
      store.dispatch(.scoreboard(.add(.away, points: 3)))
    }
    return (url, machine, firstAction)
  }

  /// Opens the game in `directory` (starting `newGame` when there is none), lets `play` dispatch to
  /// it, and closes it, its lock let go.
  static func session(
    in directory: StateDirectory, machine: HandMovedMachine, newGame: Game,
    _ play: (Store<AppState, AppAction>) -> Void
  ) throws {
    let game = try PersistentGame.open(
      directory: directory, newGame: newGame, options: PersistentGame.Options(machine: machine.clock))
    let store = Store(
      initialState: game.initialState, reducer: GameLoader.replayReducer, middleware: [game.middleware])
    play(store)
    _ = game.sync()
    game.close(finalState: store.state)
  }

  @Test("results lists every match, archived first, with its sport, sides, result, sets and duration")
  func results() throws {
    let (url, _, first) = try Self.evening()
    defer { try? FileManager.default.removeItem(at: url) }
    let found = StateDirectory(url: url).playedMatches()
    #expect(found.notices.isEmpty)
    let results = MatchResult.numbered(found.matches, utc: true)
    #expect(results.map(\.match) == [1, 2, 3])
    #expect(results.map(\.sport) == ["badminton", "volleyball", "basketball"])
    #expect(results[0].home == "Lions" && results[0].away == "Tigers")
    #expect(results[0].result == "Lions won, games 2-0")
    #expect(results[0].sets == "21-0 21-0")
    #expect(results[0].durationSeconds == 410, "42 points 10 s apart: 41 gaps")
    #expect(results[0].started == first.formatted(.iso8601), "in UTC, as asked")
    #expect(results[1].source == results[0].source)
    #expect(results[1].result == "in progress: sets 0-0, 1-0", "issue 25 item 25: how it stands")
    #expect(results[2].result == "in progress: 2-3")
    #expect(
      results[2].textLine.hasPrefix(
        "3  \(results[2].started)  basketball  Lions v Tigers  in progress: 2-3  "))
    #expect(results[2].source == "current" && results[2].score == "Lions 2 : 3 Tigers, Q1 10:00")
    #expect(results[2].durationSeconds == 45)
    #expect(results[0].csvRow.contains(",Lions,Tigers,home,\"Lions won, games 2-0\","), "a comma is quoted")
  }

  @Test("the report tells a rally match game by game, point by point; a timed one as its scoring timeline")
  func report() throws {
    let (url, _, _) = try Self.evening()
    defer { try? FileManager.default.removeItem(at: url) }
    let matches = StateDirectory(url: url).playedMatches().matches
    let badminton = MatchReport(matches[0]).textLines
    #expect(badminton[0] == "Badminton: Lions v Tigers")
    #expect(badminton[1] == "Lions won, games 2-0 (21-0 21-0)")
    let gameOne = try #require(badminton.first { $0.hasPrefix("Game 1: ") })
    #expect(gameOne.hasPrefix("Game 1: 1-0 2-0 3-0"))
    #expect(gameOne.hasSuffix("20-0 [21-0]"))
    #expect(badminton.contains { $0.hasPrefix("Points won") && $0.hasSuffix("42       0") })
    let basketball = MatchReport(matches[2]).textLines
    #expect(basketball.contains("0:00:00  Q1 10:00  Lions scores  2-0"))
    #expect(basketball.contains("0:00:45  Q1 10:00  Tigers scores  2-3"))
  }

  @Test(
    "chapters are timed from the stream's start, the first at 00:00:00, a line per game or score; issue 25 item 22: a basketball score is a basket or a three-pointer, not a goal"
  )
  func chapters() throws {
    let (url, _, first) = try Self.evening()
    defer { try? FileManager.default.removeItem(at: url) }
    let matches = StateDirectory(url: url).playedMatches().matches
    let chapters = MatchReport(matches[0]).chapters(streamStart: first.addingTimeInterval(-90))
    // Game 1 ends with the 21st point, 200 s after the first (and 290 s into the stream).
    #expect(chapters == ["00:00:00 Start", "00:04:50 Game 2"])
    #expect(
      MatchReport(matches[2]).chapters(streamStart: nil) == [
        "00:00:00 Start", "00:00:00 Basket Lions 2-0", "00:00:45 Three-pointer Tigers 2-3",
      ])
  }

  @Test(
    "the HTML report stands alone: the result, the statistics, an SVG momentum chart, no script or outside link"
  )
  func html() throws {
    let (url, _, _) = try Self.evening()
    defer { try? FileManager.default.removeItem(at: url) }
    let page = MatchReport(StateDirectory(url: url).playedMatches().matches[0]).html
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.contains("<p id=\"result\">Lions won, games 2-0 (21-0 21-0)</p>"))
    #expect(page.contains("<svg") && page.contains("<polygon"))
    #expect(!page.contains("<script") && !page.contains("http"))
    #expect(page.contains("<td>Points won</td><td>42</td><td>0</td>"))
  }

  @Test("issue 13: the history's step times follow the journal through undo, redo and rewind")
  func stepDates() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("steps-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: url) }
    let machine = HandMovedMachine()
    var firstPoint = machine.now
    var finalState = AppState()
    try Self.session(in: StateDirectory(url: url), machine: machine, newGame: Game()) { store in
      machine.pass(10)
      firstPoint = machine.now
      let actions: [AppAction] = [
        .scoreboard(.add(.home, points: 1)), .scoreboard(.add(.away, points: 1)), .undo, .redo,
        .scoreboard(.add(.home, points: 1)), .rewind(toStep: 1),
      ]
      for action in actions {
        store.dispatch(action)
        machine.pass(10)
      }
      finalState = store.state
    }
    // Steps: the start (no date), the first point (10 s in); the rest were rewound away.
    let dates = try EventLog.stepDates(directory: url)
    #expect(dates == [nil, firstPoint])
    #expect(finalState.historyCount == dates.count)
  }
}
