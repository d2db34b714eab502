import Scoreboard
import Testing

/// Issue 28, match events in the rally sports (badminton by the BWF Laws: games to 21, an interval
/// when the leading score reaches 11, Law 16.2.1; ends changed after each game, Law 8.1) and in the
/// timed sports (periods, goals, timeouts, cards).
@Suite("match events: badminton, basketball, soccer (issue 28)")
struct MatchEventRallyTimedTests {
  @Test("badminton: interval at 11-0, game point at 20-0, then the game won and ends changed")
  func badmintonGame() {
    var match = MatchEventRecorder(.badminton)
    match.play(String(repeating: "H", count: 21))
    #expect(match.names(at: 11) == ["point", "interval"])
    #expect(match.names(at: 12) == ["point"], "the interval is called once")
    #expect(match.names(at: 20) == ["point", "game_point"])
    #expect(match.event(.pointForGame, at: 20)?.side == .home)
    #expect(
      match.event(.pointForGame, at: 20)?.score
        == EventScore(
          home: "20", away: "0", standings: [EventStanding(label: "games", home: 0, away: 0)]))
    #expect(match.names(at: 21) == ["point", "game_won", "change_ends"])
    #expect(match.records(of: .pointForGame) == [20])
  }

  @Test("badminton: game point at 20-19 for the side that leads, again at 21-20 after 20-all")
  func badmintonSetting() {
    var match = MatchEventRecorder(.badminton)
    match.play(String(repeating: "HA", count: 19) + "H" + "A" + "H")
    // 20-19 at record 39, 20-20 at record 40, 21-20 at record 41.
    #expect(match.records(of: .pointForGame) == [39, 41])
    #expect(match.event(.pointForGame, at: 41)?.side == .home)
  }

  @Test("badminton: match point in the second game at 20-0, match won at 21-0")
  func badmintonMatch() {
    var match = MatchEventRecorder(.badminton)
    match.play(String(repeating: "H", count: 42))
    #expect(match.records(of: .pointForMatch) == [41])
    #expect(match.names(at: 42) == ["point", "game_won", "match_won"])
  }

  @Test("soccer: the half's start, a goal, a yellow card, the half's end")
  func soccerHalf() {
    var match = MatchEventRecorder(.defaults(for: .soccer))
    #expect(match.send(.timed(.startStop(at: .zero))).map(\.id) == ["1:period_start"])
    let goal = match.send(.add(.away, points: 1))
    #expect(goal.map(\.id) == ["2:point", "2:goal"])
    #expect(goal.first?.side == .away)
    #expect(goal.first?.score == EventScore(home: "0", away: "1"))
    let card = match.send(.timed(.card(.home, .yellow)))
    #expect(card.map(\.id) == ["3:card"])
    #expect(card.first?.side == .home)
    #expect(match.send(.timed(.endPeriod)).map(\.id) == ["4:period_end"])
    #expect(match.send(.timed(.startStop(at: .seconds(60)))).isEmpty, "an ended half does not start again")
  }

  @Test("basketball: a basket is a point, not a goal; a timeout; the clock restarted is no new period")
  func basketball() {
    var match = MatchEventRecorder(.defaults(for: .basketball))
    #expect(match.send(.timed(.startStop(at: .zero))).map(\.id) == ["1:period_start"])
    #expect(match.send(.add(.home, points: 3)).map(\.id) == ["2:point"])
    #expect(match.send(.timed(.startStop(at: .seconds(30)))).isEmpty)
    let timeout = match.send(.timed(.timeout(.away)))
    #expect(timeout.map(\.id) == ["4:timeout"])
    #expect(timeout.first?.side == .away)
    #expect(match.send(.timed(.startStop(at: .seconds(40)))).isEmpty, "the clock restarted mid-quarter")
    let undo = match.send(.undo)
    #expect(undo.first?.retracts == [], "the restart made no event")
    #expect(match.send(.undo).first?.retracts == ["4:timeout"])
  }

  @Test("basketball: the shot clock running out on a tick is a violation; the quarter run out is its end")
  func clockEvents() throws {
    var choices = RuleChoices()
    choices[.shotClock] = true
    var match = MatchEventRecorder(try SportRules(sport: .basketball, choices: choices))
    match.send(.timed(.startStop(at: .zero)))
    #expect(match.send(.timed(.tick(at: .seconds(25)))).map(\.id) == ["2:shot_clock_violation"])
    var quarter = MatchEventRecorder(.defaults(for: .basketball))
    quarter.send(.timed(.startStop(at: .zero)))
    quarter.send(.timed(.startStop(at: .seconds(30))))
    quarter.send(.timed(.startStop(at: .seconds(40))))
    let end = quarter.send(.timed(.tick(at: .seconds(40 + 10 * 60))))
    #expect(end.map(\.id) == ["4:period_end"])
    #expect(quarter.records(of: .periodStart) == [1], "restarting the clock mid-quarter starts no period")
  }

  @Test("hockey: a minor penalty and a goal, each about its side")
  func hockeyPenalty() {
    var rules = SportRules.defaults(for: .hockey)
    rules.penalties = true
    var match = MatchEventRecorder(rules)
    let penalty = match.send(.timed(.minorPenalty(.away)))
    #expect(penalty.map(\.id) == ["1:penalty"])
    #expect(penalty.first?.side == .away)
    #expect(match.send(.add(.home, points: 1)).map(\.id) == ["2:point", "2:goal"])
  }

  @Test("a rewind retracts the events of every step it takes away")
  func rewindRetracts() {
    var match = MatchEventRecorder(.badminton)
    match.play("HHA")
    let rewind = match.send(.rewind(toStep: 1))
    #expect(rewind.map(\.id) == ["4:undo"])
    #expect(rewind.first?.retracts == ["2:point", "3:point"])
    #expect(rewind.first?.score.home == "1" && rewind.first?.score.away == "0")
  }
}
