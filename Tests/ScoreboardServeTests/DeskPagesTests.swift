import Foundation
import Scoreboard
import ScoreboardDesk
import ScoreboardServe
import Testing

@testable import ScoreboardVenueServe

/// Small tournaments for the desk pages' tests, in badminton.
enum DeskPageFixtures {
  /// An event of `names` drawn as `draw`, seeded in that order.
  static func event(_ names: [String], draw: DrawKind = .knockout, name: String = "MS") -> DeskEvent {
    DeskEvent(
      name: name, rules: .defaults(for: .badminton), draw: draw,
      entries: names.enumerated().map { DeskEntry(name: $1, seed: $0 + 1) })
  }

  /// A desk with `events` imported and courts C1 and C2 open, then `actions` applied.
  static func desk(_ events: [DeskEvent], _ actions: [DeskAction] = []) throws -> DeskState {
    var desk = DeskState()
    for action in [.imported(events, rest: 0), .courtOpened("C1"), .courtOpened("C2")] + actions {
      try desk.apply(action)
    }
    return desk
  }

  /// A two-game win for `side`, 21-15 21-15.
  static func win(_ side: Side) -> DeskScore {
    let game = side == .home ? SidePair(home: 21, away: 15) : SidePair(home: 15, away: 21)
    return DeskScore(winner: side, parts: [game, game])
  }

  /// The knockout of Ann, Bob, Cy and Di (semi-finals: match 1 Ann v Di, match 2 Cy v Bob).
  static let four = event(["Ann", "Bob", "Cy", "Di"])
}

@Suite("serve --venue: what /schedule and /draws are made of")
struct DeskPagesTests {
  @Test("a desk with nothing imported: no tournament, no court, no queue, no event")
  func empty() {
    let schedule = DeskSchedule(DeskState(), at: 50)
    #expect(!schedule.tournament)
    #expect(schedule.courts.isEmpty)
    #expect(schedule.queue.isEmpty)
    #expect(schedule.asOf == 50)
    let draws = DeskDraws(DeskState())
    #expect(!draws.tournament)
    #expect(draws.events.isEmpty)
  }

  @Test("the schedule: the semi-final on C1 since its call, on deck per court, the queue ready or waiting")
  func schedule() throws {
    let desk = try DeskPageFixtures.desk(
      [DeskPageFixtures.four], [.assigned(match: 1, court: "C1", at: 1000)])
    let schedule = DeskSchedule(desk, at: 1125)
    #expect(schedule.tournament && schedule.autoAssign)
    #expect(schedule.courts.map(\.name) == ["C1", "C2"])
    let first = try #require(schedule.courts.first)
    #expect(first.match?.call == "MS, Semi-final: Ann v Di")
    #expect(first.match?.home == "Ann" && first.match?.away == "Di")
    #expect(first.since == 1000)
    #expect(first.onDeck.map(\.call) == ["MS, Semi-final: Cy v Bob"])
    #expect(schedule.courts[1].match == nil)
    #expect(schedule.courts[1].onDeck.map(\.call) == ["MS, Final: winner of match 1 v winner of match 2"])
    #expect(schedule.queue.map(\.match.id) == [2, 3])
    #expect(schedule.queue.map(\.ready) == [true, false])
    #expect(
      schedule.queue.map(\.readiness) == ["ready", "waiting for winner of match 1 and winner of match 2"])
  }

  @Test("a large tournament's schedule lists the head of the queue, 100 matches, and how many are queued")
  func largeQueueIsCapped() throws {
    let names = (1...256).map { "P\($0)" }
    let desk = try DeskPageFixtures.desk([DeskPageFixtures.event(names)])
    let schedule = DeskSchedule(desk, at: 0)
    #expect(schedule.queued == 255, "a knockout of 256 has 255 matches")
    #expect(schedule.queue.count == 100)
    #expect(schedule.queue.map(\.match.id) == Array(desk.queue.prefix(100)))
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(DeskFeed.json(schedule).utf8)) as? [String: Any])
    #expect(document["queued"] as? Int == 255)
  }

  @Test("the schedule's JSON: snake-case keys, a pair's slash as it is")
  func scheduleJSON() throws {
    let pairs = DeskPageFixtures.event(["Ann/Bob", "Cy/Di"], name: "XD")
    let desk = try DeskPageFixtures.desk([pairs])
    let text = DeskFeed.json(DeskSchedule(desk, at: 7))
    #expect(text.contains("\"Ann/Bob\""))
    let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(document["as_of"] as? Double == 7)
    #expect(document["auto_assign"] as? Bool == true)
    #expect(document["tournament"] as? Bool == true)
    let courts = try #require(document["courts"] as? [[String: Any]])
    let deck = try #require(courts.first?["on_deck"] as? [[String: Any]])
    #expect(deck.first?["call"] as? String == "XD, Final: Ann/Bob v Cy/Di")
    #expect(courts.first?["match"] == nil)
  }

  @Test("a schedule made later with nothing changed shows the same; a new call does not")
  func sameSchedule() throws {
    let desk = try DeskPageFixtures.desk([DeskPageFixtures.four])
    let first = DeskSchedule(desk, at: 10)
    #expect(DeskSchedule(desk, at: 70).showsTheSame(as: first))
    var called = desk
    try called.apply(.assigned(match: 1, court: "C1", at: 80))
    #expect(!DeskSchedule(called, at: 80).showsTheSame(as: first))
  }

  @Test("a knockout's draws: its rounds as columns, a result with its winner, the next round's names")
  func knockoutDraws() throws {
    let desk = try DeskPageFixtures.desk(
      [DeskPageFixtures.four],
      [
        .assigned(match: 1, court: "C1", at: 1000),
        .signedOff(match: 1, DeskPageFixtures.win(.home), at: 2000),
        .assigned(match: 2, court: "C2", at: 2100),
      ])
    let event = try #require(DeskDraws(desk).events.first)
    #expect(event.name == "MS" && event.sport == "badminton" && event.draw == "knockout")
    #expect(event.tables.isEmpty)
    #expect(event.rounds.map(\.name) == ["Semi-final", "Final"])
    #expect(event.rounds.allSatisfy { $0.knockout })
    let played = try #require(event.rounds.first?.matches.first)
    #expect(played.id == 1 && played.state == "finished" && played.court == "C1")
    #expect(played.winner == "home")
    #expect(played.score == "21-15,21-15")
    #expect(played.result == "Ann beat Di 21-15,21-15 (C1)")
    let playing = event.rounds[0].matches[1]
    #expect(playing.state == "on court" && playing.court == "C2" && playing.winner == nil)
    let final = try #require(event.rounds.last?.matches.first)
    #expect(final.home == "Ann" && final.away == "winner of match 2" && final.state == "queued")
  }

  @Test("a round robin's draws: one table, its winner first once a match is played, and its rounds")
  func roundRobinDraws() throws {
    let robin = DeskPageFixtures.event(["Ann", "Bob", "Cy", "Di"], draw: .roundRobin)
    let desk = try DeskPageFixtures.desk(
      [robin],
      [.assigned(match: 1, court: "C1", at: 1), .signedOff(match: 1, DeskPageFixtures.win(.away), at: 2)])
    let event = try #require(DeskDraws(desk).events.first)
    #expect(event.rounds.map(\.name) == ["Round 1", "Round 2", "Round 3"])
    #expect(event.rounds.allSatisfy { !$0.knockout && $0.matches.count == 2 })
    #expect(event.rounds[0].matches[0].result == "Di beat Ann 21-15,21-15 (C1)")
    let table = try #require(event.tables.first)
    #expect(event.tables.count == 1)
    #expect(table.name == nil && !table.complete)
    #expect(table.lines.map(\.entry) == ["Di", "Bob", "Cy", "Ann"])
    #expect(table.lines[0] == DeskDraws.Line(entry: "Di", won: 1, lost: 0, games: 2, points: 12))
    #expect(table.lines[3] == DeskDraws.Line(entry: "Ann", won: 0, lost: 1, games: -2, points: -12))
  }

  @Test("groups then a knockout: a table a group, the group rounds as lists, the knockout as columns")
  func groupsDraws() throws {
    let grouped = DeskPageFixtures.event(["Ann", "Bob", "Cy", "Di"], draw: .groups(2))
    let event = try #require(DeskDraws(try DeskPageFixtures.desk([grouped])).events.first)
    #expect(event.draw == "groups:2")
    #expect(event.tables.map(\.name) == ["Group A", "Group B"])
    #expect(event.tables.map { $0.lines.map(\.entry) } == [["Ann", "Di"], ["Bob", "Cy"]])
    #expect(event.rounds.map(\.name) == ["Group A, round 1", "Group B, round 1", "Semi-final", "Final"])
    #expect(event.rounds.map(\.knockout) == [false, false, true, true])
    #expect(event.rounds[2].matches.first?.home == "group A winner")
  }

  @Test("the pages: the notice in one line, the first document inside, nothing loaded from elsewhere")
  func pages() throws {
    let hostile = DeskPageFixtures.event(["</script><b>Ann", "Bob"], name: "Open")
    let initial = DeskFeed.json(DeskSchedule(try DeskPageFixtures.desk([hostile]), at: 1))
    for page in [
      Pages.schedule(initial: initial, notice: ""), Pages.draws(initial: initial, notice: ""),
    ] {
      #expect(page.contains("new EventSource('/desk/events')"))
      #expect(page.contains("<p id=\"notice\" hidden></p>"))
      #expect(!page.contains("</script><b>Ann"))
      #expect(page.contains("\\u003C/script>\\u003Cb>Ann"))
      #expect(!page.contains("<script src"))
    }
    let none = Pages.schedule(
      initial: DeskFeed.json(DeskSchedule(DeskState(), at: 1)), notice: Pages.noTournament)
    #expect(none.contains("<p id=\"notice\">\(Pages.noTournament)</p>"))
    #expect(!Pages.noTournament.contains("\n"))
  }

  @Test("a court's board: its name safe in the script, the on-deck line following /desk/events")
  func courtBoard() {
    let page = Pages.courtBoard(events: "/court/C1/events", court: "C1</script><script>alert(1)")
    #expect(page.contains("<div id=\"deck\" hidden></div>"))
    #expect(page.contains("new EventSource('/desk/events')"))
    #expect(page.contains("new EventSource('/court/C1/events')"))
    #expect(!page.contains("</script><script>alert"))
    #expect(page.contains("#deck {"))
  }
}
