import Scoreboard
import Testing

@testable import ScoreboardDesk

@Suite("the queue's rules")
struct QueueRuleTests {
  @Test("a knockout of 4: both semi-finals are ready, the final waits for their winners")
  func semisThenFinal() throws {
    var desk = try DeskFixtures.desk([DeskFixtures.knockout(["Ann", "Bob", "Cy", "Di"])])
    #expect(desk.assignment(for: "C1", at: 0)?.id == 1)
    try desk.apply(.assigned(match: 1, court: "C1", at: 0))
    #expect(desk.assignment(for: "C2", at: 0)?.id == 2)
    try desk.apply(.assigned(match: 2, court: "C2", at: 0))
    #expect(desk.assignment(for: "C3", at: 0) == nil)
    try desk.apply(.signedOff(match: 1, DeskFixtures.win(.away), at: 100))
    #expect(desk.assignment(for: "C1", at: 100) == nil, "the final waits for the other semi-final")
    try desk.apply(.signedOff(match: 2, DeskFixtures.win(.away), at: 200))
    let final = try #require(desk.assignment(for: "C1", at: 200))
    #expect(desk.call(final) == "MS, Final: Di v Bob")
  }

  @Test("a match is on at most one court, and a court holds at most one match")
  func oneCourtOneMatch() throws {
    var desk = try DeskFixtures.desk([DeskFixtures.knockout(["Ann", "Bob", "Cy", "Di"])])
    try desk.apply(.assigned(match: 1, court: "C1", at: 0))
    #expect(throws: DeskRefusal("match 1 is on court C1")) {
      try desk.apply(.assigned(match: 1, court: "C2", at: 0))
    }
    #expect(throws: DeskRefusal("court C1 already has match 1")) {
      try desk.apply(.assigned(match: 2, court: "C1", at: 0))
    }
  }

  @Test("rest: a player's next match waits --rest after the last one came off court")
  func restBetweenMatches() throws {
    var desk = try DeskFixtures.desk([DeskFixtures.knockout(["Ann", "Bob", "Cy", "Di"])], rest: 600)
    try desk.apply(.assigned(match: 1, court: "C1", at: 0))
    try desk.apply(.assigned(match: 2, court: "C2", at: 0))
    try desk.apply(.signedOff(match: 1, DeskFixtures.win(.home), at: 1000))
    try desk.apply(.signedOff(match: 2, DeskFixtures.win(.home), at: 1300))
    #expect(desk.assignment(for: "C1", at: 1899) == nil, "Bob came off at 1300: 599 s of rest")
    #expect(desk.assignment(for: "C1", at: 1900)?.id == 3)
  }

  @Test("nobody plays two matches at once: a pair waits while one of its players is on court")
  func playerInTwoEvents() throws {
    let singles = DeskFixtures.knockout(["Ann", "Bob"], event: "MS")
    let doubles = DeskFixtures.knockout(["Ann/Cy", "Di/Ed"], event: "MD")
    var desk = try DeskFixtures.desk([singles, doubles])
    try desk.apply(.assigned(match: 1, court: "C1", at: 0))
    #expect(desk.assignment(for: "C2", at: 0) == nil)
    try desk.apply(.signedOff(match: 1, DeskFixtures.win(.home), at: 60))
    #expect(desk.assignment(for: "C2", at: 60)?.id == 2)
  }

  @Test(
    "a match handed back goes to the head of the queue, to another court first; a refused one is never offered to that court again"
  )
  func handBackAndRefuse() throws {
    let events = [
      DeskFixtures.knockout(["A1", "A2"], event: "A"), DeskFixtures.knockout(["B1", "B2"], event: "B"),
      DeskFixtures.knockout(["C1", "C2"], event: "C"),
    ]
    var desk = try DeskFixtures.desk(events)
    try desk.apply(.assigned(match: 2, court: "C1", at: 0))
    try desk.apply(.handedBack(match: 2, refused: false))
    #expect(desk.queue == [2, 1, 3])
    #expect(
      desk.assignment(for: "C1", at: 0)?.id == 1, "the court that handed match 2 back takes the next one")
    #expect(desk.assignment(for: "C2", at: 0)?.id == 2)
    try desk.apply(.assigned(match: 1, court: "C1", at: 0))
    try desk.apply(.signedOff(match: 1, DeskFixtures.win(.home), at: 10))
    #expect(desk.assignment(for: "C1", at: 10)?.id == 2, "after another match, the court may take it again")
    try desk.apply(.assigned(match: 2, court: "C1", at: 10))
    try desk.apply(.handedBack(match: 2, refused: true))
    #expect(desk.assignment(for: "C1", at: 10)?.id == 3)
    try desk.apply(.assigned(match: 3, court: "C1", at: 10))
    try desk.apply(.signedOff(match: 3, DeskFixtures.win(.home), at: 20))
    #expect(desk.assignment(for: "C1", at: 20) == nil, "refused: never offered to C1 again")
    #expect(desk.assignment(for: "C2", at: 20)?.id == 2)
  }

  @Test("a court that handed a match back takes it again when no other match is ready for it")
  func handedBackMatchIsNeverStranded() throws {
    var desk = try DeskFixtures.desk([DeskFixtures.knockout(["Ann", "Bob"])])
    try desk.apply(.assigned(match: 1, court: "C1", at: 0))
    try desk.apply(.handedBack(match: 1, refused: false))
    #expect(desk.assignment(for: "C1", at: 0)?.id == 1)
  }

  @Test("held matches, blocked courts and automatic assignment off give no assignment")
  func deskControls() throws {
    var desk = try DeskFixtures.desk([DeskFixtures.knockout(["Ann", "Bob"])])
    try desk.apply(.held(match: 1, true))
    #expect(desk.assignment(for: "C1", at: 0) == nil)
    try desk.apply(.held(match: 1, false))
    try desk.apply(.courtBlocked("C1", true))
    #expect(desk.assignment(for: "C1", at: 0) == nil)
    #expect(desk.assignment(for: "C2", at: 0)?.id == 1)
    try desk.apply(.autoAssign(false))
    #expect(desk.assignment(for: "C2", at: 0) == nil)
    try desk.apply(.assigned(match: 1, court: "C2", at: 0))
    #expect(desk.court("C2")?.match == 1, "a match called by hand still goes on")
  }

  @Test("a correction needs a reason, flows into the next round, and is refused once that round has begun")
  func corrections() throws {
    var desk = try DeskFixtures.desk([DeskFixtures.knockout(["Ann", "Bob", "Cy", "Di"])])
    try desk.apply(.assigned(match: 1, court: "C1", at: 0))
    try desk.apply(.signedOff(match: 1, DeskFixtures.win(.home), at: 10))
    #expect(throws: DeskRefusal("a correction needs a reason")) {
      try desk.apply(.corrected(match: 1, DeskFixtures.win(.away), reason: " "))
    }
    try desk.apply(.corrected(match: 1, DeskFixtures.win(.away), reason: "scores swapped"))
    #expect(desk.match(1)?.corrections == ["scores swapped"])
    #expect(desk.entry(.winner(of: 1), event: "MS") == "Di")
    try desk.apply(.assigned(match: 2, court: "C1", at: 20))
    try desk.apply(.signedOff(match: 2, DeskFixtures.win(.home), at: 30))
    try desk.apply(.assigned(match: 3, court: "C1", at: 40))
    #expect(
      throws: DeskRefusal("match 1's result can no longer change: match 3 (Final) it leads to has begun")
    ) {
      try desk.apply(.corrected(match: 1, DeskFixtures.win(.home), reason: "again"))
    }
    try desk.apply(
      .corrected(match: 1, DeskScore(winner: .away, parts: [SidePair(home: 0, away: 21)]), reason: "typo"))
    #expect(
      desk.match(1)?.score?.challonge == Optional("0-21"),
      "the winner stays: the score alone may still change")
  }

  @Test("group places are known only once every match of the group is signed off")
  func groupPlaces() throws {
    let entries = (1...4).map { (number: Int) in DeskEntry(name: "P\(number)", seed: number) }
    var desk = try DeskFixtures.desk(
      [DeskEvent(name: "RR", rules: .defaults(for: .tableTennis), draw: .groups(2), entries: entries)])
    #expect(desk.entry(.group(0, place: 1), event: "RR") == nil)
    try desk.apply(.assigned(match: 1, court: "C1", at: 0))
    try desk.apply(.signedOff(match: 1, DeskFixtures.win(.away), at: 1))
    #expect(desk.entry(.group(0, place: 1), event: "RR") == "P4")
    #expect(desk.entry(.group(0, place: 2), event: "RR") == "P1")
  }
}
