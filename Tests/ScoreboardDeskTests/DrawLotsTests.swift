import Scoreboard
import Testing

@testable import ScoreboardDesk

/// Issue 27 item 1: seeding and byes as the BWF and ITTF seeding rules place them, lots included.
@Suite("the draw's lots (BWF GCR 13, ITTF Handbook 3.7.2)")
struct DrawLotsTests {
  /// A knockout of `count` entries, the first `seeded` of them seeded (S1, S2, ...), then U1, U2 ...
  private static func event(_ count: Int, seeded: Int, draw: DrawKind = .knockout) -> DeskEvent {
    let entries = (1...count).map { index in
      index <= seeded ? DeskEntry(name: "S\(index)", seed: index) : DeskEntry(name: "U\(index - seeded)")
    }
    return DeskEvent(name: "MS", rules: .defaults(for: .badminton), draw: draw, entries: entries)
  }

  private static let seeds: ClosedRange<UInt64> = 1...300

  @Test("seeds 1 and 2 keep their lines; 3-4 and 5-8 are drawn among their own places only")
  func bandsStayInTheirPlaces() throws {
    for seed in Self.seeds {
      var lots = DrawLots(seed: seed)
      let placement = try #require(lots.draw(Self.event(16, seeded: 8)).placement)
      #expect(Array(placement.prefix(2)) == ["S1", "S2"], "lot \(seed)")
      #expect(Set(placement[2..<4]) == ["S3", "S4"], "lot \(seed)")
      #expect(Set(placement[4..<8]) == ["S5", "S6", "S7", "S8"], "lot \(seed)")
      #expect(Set(placement[8...]) == Set((1...8).map { "U\($0)" }), "lot \(seed)")
    }
  }

  @Test("the lots do draw: each of seeds 3 and 4 takes each of their two places for some lot numbers")
  func lotsVary() throws {
    var thirdPlace: Set<String> = []
    var firstUnseeded: Set<String> = []
    for seed in Self.seeds {
      var lots = DrawLots(seed: seed)
      let placement = try #require(lots.draw(Self.event(16, seeded: 8)).placement)
      thirdPlace.insert(placement[2])
      firstUnseeded.insert(placement[8])
    }
    #expect(thirdPlace == ["S3", "S4"])
    #expect(firstUnseeded.count == 8, "every unseeded entry is drawn first for some lot number")
  }

  @Test("the same lot number draws the same again")
  func sameNumberSameDraw() {
    var first = DrawLots(seed: 2027)
    var second = DrawLots(seed: 2027)
    let event = Self.event(13, seeded: 4)
    #expect(first.draw(event) == second.draw(event))
  }

  @Test(
    "a knockout of 13 with lots: the three byes still fall against seeded entries, every entry plays once")
  func byesAgainstSeedsWithLots() throws {
    for seed in Self.seeds {
      var lots = DrawLots(seed: seed)
      let matches = DrawMaker.matches(of: lots.draw(Self.event(13, seeded: 4)), firstID: 1)
      let firstRound = matches.filter { $0.stage == 0 }
      #expect(firstRound.count == 5, "16 lines, 3 byes: 5 first-round matches")
      let playing = firstRound.flatMap { [$0.home, $0.away] }
      #expect(Set(playing).count == 10)
      let byed = Set(matches.flatMap { [$0.home, $0.away] }).subtracting(playing).compactMap {
        slot -> String? in
        if case .entry(let name) = slot { return name }
        return nil
      }
      #expect(byed.count == 3, "lot \(seed)")
      #expect(byed.allSatisfy { $0.hasPrefix("S") }, "lot \(seed): byes to \(byed)")
      #expect(byed.contains("S1") && byed.contains("S2"), "lot \(seed)")
    }
  }

  @Test("groups: the seeds are dealt by ranking, the unseeded by lot")
  func groupsDrawTheUnseeded() throws {
    var lots = DrawLots(seed: 7)
    let placement = try #require(lots.draw(Self.event(8, seeded: 2, draw: .groups(2))).placement)
    #expect(Array(placement.prefix(2)) == ["S1", "S2"])
    #expect(Set(placement.dropFirst(2)) == Set((1...6).map { "U\($0)" }))
  }

  @Test("an import whose lots do not place each entry once is refused whole")
  func placementMustListEveryEntry() {
    var event = Self.event(4, seeded: 2)
    event.placement = ["S1", "S2", "U1", "U1"]
    var desk = DeskState()
    #expect(throws: DeskRefusal("the lots of the event MS do not place each of its entries once")) {
      try desk.apply(.imported([event], rest: 0))
    }
    #expect(desk.matches.isEmpty)
  }
}
