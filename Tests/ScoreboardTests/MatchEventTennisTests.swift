import Scoreboard
import Testing

/// Issue 28, match events: tennis by the ITF Rules of Tennis (advantage scoring, a tiebreak at 6-6,
/// ends changed after the odd games). Home serves the first game.
@Suite("match events: tennis (issue 28)")
struct MatchEventTennisTests {
  @Test(
    "a game to deuce and advantage: game point when 40-0 begins and when the advantage does, not while it lasts"
  )
  func deuceAndAdvantage() {
    var match = MatchEventRecorder(TennisFixture.rules())
    match.play("HHH AAA H H")
    #expect(match.names(at: 1) == ["point"])
    #expect(match.names(at: 3) == ["point", "game_point"])
    #expect(match.event(.pointForGame, at: 3)?.side == .home)
    #expect(
      match.event(.pointForGame, at: 3)?.score
        == EventScore(home: "40", away: "0", standings: Self.standings(games: (0, 0))))
    #expect(match.names(at: 4) == ["point"], "still game point at 40-15: nothing new")
    #expect(match.names(at: 6) == ["point"], "deuce puts no game point at stake")
    #expect(match.names(at: 7) == ["point", "game_point"], "the advantage begins a game point again")
    #expect(match.names(at: 8) == ["point", "game_won", "change_ends"], "ends change after the first game")
    #expect(match.event(.gameWon, at: 8)?.side == .home)
    #expect(match.records(of: .pointForGame) == [3, 7])
  }

  @Test("break point for the receiver at 0-40, and the break")
  func breakPoint() {
    var match = MatchEventRecorder(TennisFixture.rules())
    match.play("AAA A")
    #expect(match.names(at: 3) == ["point", "break_point"])
    #expect(match.event(.pointForBreak, at: 3)?.side == .away)
    #expect(match.event(.gameWon, at: 4)?.side == .away)
    #expect(match.records(of: .pointForGame).isEmpty, "the receiver's game point is called a break point")
  }

  @Test("a set won 6-0: set point at 5-0 40-0, then set_won with the sets 1-0")
  func setWon() {
    var match = MatchEventRecorder(TennisFixture.rules())
    match.play(TennisFixture.loveGames("HHHHHH"))
    #expect(match.records(of: .pointForSet) == [23])
    #expect(match.event(.pointForSet, at: 23)?.side == .home)
    #expect(match.names(at: 24) == ["point", "game_won", "set_won"])
    #expect(match.event(.setWon, at: 24)?.score.standings == Self.standings(sets: (1, 0), games: (0, 0)))
    #expect(match.records(of: .gameWon) == [4, 8, 12, 16, 20, 24])
  }

  @Test("a tiebreak begins at 6-6 (ITF rule 5b), once")
  func tiebreakAtSixAll() {
    var match = MatchEventRecorder(TennisFixture.rules())
    match.play(TennisFixture.loveGames("HAHAHAHAHAHA"))
    #expect(match.names(at: 48) == ["point", "game_won", "tiebreak"])
    match.play("HH")
    #expect(match.records(of: .tiebreak) == [48])
  }

  @Test("match point at 6-0 5-0 40-0, match_won once at the winning point")
  func matchPointAndWon() {
    var match = MatchEventRecorder(TennisFixture.rules())
    match.play(TennisFixture.loveGames("HHHHHH HHHHHH"))
    #expect(match.records(of: .pointForMatch) == [47])
    #expect(match.records(of: .pointForSet) == [23], "the match point is not also called a set point")
    #expect(match.names(at: 48) == ["point", "game_won", "set_won", "match_won"])
    #expect(match.event(.matchWon, at: 48)?.side == .home)
    #expect(match.event(.matchWon, at: 48)?.score.standings == Self.standings(sets: (2, 0), games: (6, 0)))
  }

  @Test("undo retracts the ids of the undone record's events; redo announces them again under its own")
  func undoRetracts() {
    var match = MatchEventRecorder(TennisFixture.rules())
    match.play("HHHH")
    let undo = match.send(.undo)
    #expect(undo.map(\.id) == ["5:undo"])
    #expect(undo.first?.retracts == ["4:point", "4:game_won", "4:change_ends"])
    #expect(undo.first?.score.home == "40")
    let redo = match.send(.redo)
    #expect(redo.map(\.id) == ["6:point", "6:game_won", "6:change_ends"])
    #expect(match.send(.undo).first?.retracts == ["6:point", "6:game_won", "6:change_ends"])
    #expect(match.send(.undo).first?.retracts == ["3:point", "3:game_point"])
  }

  @Test("the pure derivation: the events of one timeline step from the game before it")
  func oneStep() {
    var timeline = Timeline(Game(scoreboard: ScoreboardState(rules: TennisFixture.rules())))
    let reducer = ScoreboardState.reducer
    for _ in 1...3 {
      var game = timeline.present
      _ = reducer.reduce(&game.scoreboard, .add(.away, points: 1))
      timeline.record(game, by: .scoreboard(.add(.away, points: 1)))
    }
    let before = timeline.steps[2].game
    let events = MatchEvent.events(before: before, step: timeline.last, record: 41)
    #expect(events.map(\.id) == ["41:point", "41:break_point"])
    #expect(events.map(\.side) == [.away, .away])
    #expect(
      MatchEvent.events(before: timeline.present, step: timeline.last, record: 41).map(\.id) == ["41:point"])
  }

  /// The standings of a tennis score: sets first, then games.
  static func standings(sets: (Int, Int) = (0, 0), games: (Int, Int)) -> [EventStanding] {
    [
      EventStanding(label: "sets", home: sets.0, away: sets.1),
      EventStanding(label: "games", home: games.0, away: games.1),
    ]
  }
}
