import Foundation
import PropertyBased
import Scoreboard
import ScoreboardPersistence
import ScoreboardResults
import StateStore
import Testing

/// Issue 24: reports and results read the timeline, so undone steps are not in them and redone
/// ones are, as they were.
@Suite("reports and results from the timeline (issue 24)")
struct TimelineReportTests {
  /// A state directory kept through `actions` on `newGame`, ten seconds apart.
  static func kept(_ actions: [AppAction], newGame: Game) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("timeline-\(UUID().uuidString)")
    let machine = HandMovedMachine()
    try ResultsTests.session(in: StateDirectory(url: url), machine: machine, newGame: newGame) { store in
      for action in actions {
        store.dispatch(action)
        machine.pass(10)
      }
    }
    return url
  }

  static func game(_ sport: Sport, _ home: String = "Lee", _ away: String = "Kim") -> Game {
    Game(scoreboard: ScoreboardState(homeName: home, awayName: away, rules: .defaults(for: sport)))
  }

  /// `state` after `actions`, through the replay reducer.
  static func reduced(_ state: AppState, _ actions: [AppAction]) -> AppState {
    var state = state
    for action in actions { _ = GameLoader.replayReducer.reduce(&state, action) }
    return state
  }

  static let home = AppAction.scoreboard(.add(.home, points: 1))
  static let away = AppAction.scoreboard(.add(.away, points: 1))

  @Test(
    "table tennis h h h u a: the report counts no undone point (Game 1: 1-0 2-0 2-1), nor does the momentum")
  func undonePointIsNotReported() throws {
    let url = try Self.kept(
      [Self.home, Self.home, Self.home, .undo, Self.away], newGame: Self.game(.tableTennis))
    defer { try? FileManager.default.removeItem(at: url) }
    let match = try #require(StateDirectory(url: url).playedMatches().matches.first)
    let report = MatchReport(match)
    #expect(report.progression == ["Game 1: 1-0 2-0 2-1"])
    #expect(report.statistics.margins == [1, 2, 1])
    #expect(report.statistics.pointsWon == SidePair(home: 2, away: 1))
  }

  @Test(
    "a rewind in the history then redo adds no phantom game or set, and the report is the match as played")
  func rewindThenRedoAddsNoPhantoms() throws {
    let points = Array(repeating: Self.home, count: 24) + Array(repeating: Self.away, count: 8)
    let url = try Self.kept(points + [.rewind(toStep: 5), .redo, Self.away], newGame: Self.game(.tennis))
    defer { try? FileManager.default.removeItem(at: url) }
    let fresh = try Self.kept(points + [Self.away], newGame: Self.game(.tennis))
    defer { try? FileManager.default.removeItem(at: fresh) }
    let report = MatchReport(try #require(StateDirectory(url: url).playedMatches().matches.first))
    let expected = MatchReport(try #require(StateDirectory(url: fresh).playedMatches().matches.first))
    #expect(report.progression == expected.progression)
    #expect(report.progression.count == 2, "set 1 won 6-0, set 2 under way: no third set")
    #expect(report.progression.first?.hasSuffix("15-0 30-0 40-0 [6-0]") == true)
    #expect(report.progression.last == "Set 2: 0-15 0-30 0-40 0-0 0-15 0-30 0-40 0-0 0-15")
    #expect(report.statistics == expected.statistics)
  }

  @Test(
    "property: the report of a session with undo, redo and rewind is the report of a fresh game fed only its effective actions"
  )
  func reportEqualsFreshReplay() async throws {
    await propertyCheck(
      count: 25, input: Gen<Sport>.case, TimelineGen.session.array(of: 1...40)
    ) { sport, actions in
      let start = AppState(game: Self.game(sport, "Ann/Bob", "Cy/Di"))
      let state = Self.reduced(start, actions)
      let effective = state.game.steps.dropFirst().compactMap(\.action)
      let replay = Self.reduced(start, effective)
      let kept = MatchReport(
        PlayedMatch(source: "a", start: start.game.present, steps: Array(state.game.steps.dropFirst())))
      let fresh = MatchReport(
        PlayedMatch(source: "a", start: start.game.present, steps: Array(replay.game.steps.dropFirst())))
      #expect(kept.progression == fresh.progression)
      #expect(kept.statistics == fresh.statistics)
      #expect(kept.textLines == fresh.textLines)
    }
  }

  /// The rallies of a one-game pickleball doubles match that home wins 11-5: away wins the serve
  /// back and scores 5 (its first server, then its second loses), then home serves out the game.
  static let pickleballElevenFive: [AppAction] =
    [away] + Array(repeating: away, count: 5) + [home, home] + Array(repeating: home, count: 11)

  @Test(
    "issue 25 item 16: a one-game pickleball match is won 11-5, not 0-0 (11-5), in results and the report")
  func oneGameMatchResult() throws {
    let start = AppState(game: Self.game(.pickleball, "Ann", "Bob"))
    let state = Self.reduced(start, Self.pickleballElevenFive)
    #expect(state.scoreboard.winner == .home)
    let match = PlayedMatch(
      source: "a", start: start.game.present, steps: Array(state.game.steps.dropFirst()))
    let result = MatchResult(match, number: 1)
    #expect(result.result == "Ann won 11-5")
    #expect(result.sets == "11-5")
    #expect(MatchReport(match).textLines.dropFirst().first == "Ann won 11-5")
  }

  @Test("results leave out a new match that was undone")
  func undoneNewMatchIsNoMatch() throws {
    let url = try Self.kept(
      [Self.home, Self.home, .scoreboard(.newMatch(.defaults(for: .volleyball))), .undo, Self.away],
      newGame: Self.game(.tableTennis))
    defer { try? FileManager.default.removeItem(at: url) }
    let results = MatchResult.numbered(StateDirectory(url: url).playedMatches().matches)
    #expect(results.map(\.sport) == ["table-tennis"])
    #expect(results[0].score.hasPrefix("Lee 2 : 1 Kim"))
  }

  @Test("a fresh game with no action yet is listed with its sport and when it was started")
  func freshGameHasSportAndStart() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("fresh-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: url) }
    let machine = HandMovedMachine()
    let started = machine.now
    let game = try PersistentGame.open(
      directory: StateDirectory(url: url), startNew: true, newGame: Self.game(.hockey),
      options: PersistentGame.Options(machine: machine.clock))
    game.close(finalState: game.initialState)
    let results = MatchResult.numbered(StateDirectory(url: url).playedMatches().matches, utc: true)
    #expect(results.map(\.sport) == ["hockey"])
    #expect(results.first?.started == started.formatted(.iso8601))
  }
}

/// Random sessions for the report's property: points, take-backs, undo, redo, rewinds.
enum TimelineGen {
  static let session = Gen<AppAction>.frequency(
    (10, Gen<Side>.case.map { AppAction.scoreboard(.add($0, points: 1)) }),
    (1, Gen<Side>.case.map { AppAction.scoreboard(.subtract($0, points: 1)) }),
    (3, Gen.always(AppAction.undo)),
    (2, Gen.always(AppAction.redo)),
    (1, Gen.int(in: 0...40).map { AppAction.rewind(toStep: $0) }),
  )
}
