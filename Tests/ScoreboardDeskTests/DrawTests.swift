import Scoreboard
import Testing

@testable import ScoreboardDesk

@Suite("draws")
struct DrawTests {
  @Test(
    "knockout lines: seed 1 heads an 8-line draw, seed 2 ends it, 3 and 4 in the middle quarters (BWF GCR 13)"
  )
  func eightLines() {
    #expect(KnockoutLines.seeds(size: 8) == [1, 8, 4, 5, 6, 3, 7, 2])
    #expect(KnockoutLines.seeds(size: 4) == [1, 4, 3, 2])
  }

  @Test(
    "knockout lines: every first-round pair adds up to size + 1, so byes meet the top seeds",
    arguments: [2, 4, 8, 16, 32, 64])
  func pairsAddUp(size: Int) {
    let lines = KnockoutLines.seeds(size: size)
    #expect(Set(lines) == Set(1...size))
    for pair in stride(from: 0, to: size, by: 2) { #expect(lines[pair] + lines[pair + 1] == size + 1) }
    #expect(lines.first == 1 && lines.last == 2)
    if size >= 4 {
      let quarter = { (seed: Int) in lines.firstIndex(of: seed)! / (size / 4) }
      #expect(Set((1...4).map(quarter)).count == 4, "seeds 1 to 4 in four different quarters")
    }
  }

  @Test("Berger table for 4 and 6 players, as the ITTF prints it")
  func bergerTables() {
    let four = BergerTable.rounds(players: 4).map { $0.map { [$0.home, $0.away] } }
    #expect(four == [[[1, 4], [2, 3]], [[4, 3], [1, 2]], [[2, 4], [3, 1]]])
    let six = BergerTable.rounds(players: 6).map { $0.map { [$0.home, $0.away] } }
    #expect(
      six == [
        [[1, 6], [2, 5], [3, 4]], [[6, 4], [5, 3], [1, 2]], [[2, 6], [3, 1], [4, 5]],
        [[6, 5], [1, 4], [2, 3]], [[3, 6], [4, 2], [5, 1]],
      ])
  }

  @Test("round robin: every two players meet exactly once, nobody twice in a round", arguments: 2...11)
  func everyoneMeetsOnce(players: Int) {
    let rounds = BergerTable.rounds(players: players)
    var met: [Set<Int>] = []
    for round in rounds {
      let seen = round.flatMap { [$0.home, $0.away] }
      #expect(Set(seen).count == seen.count)
      met += round.map { Set([$0.home, $0.away]) }
    }
    #expect(met.count == players * (players - 1) / 2)
    #expect(Set(met).count == met.count)
  }

  @Test("knockout of 5: three byes go to seeds 1 to 3, and 4 meets 5 in the only first-round match")
  func knockoutWithByes() {
    let entries = ["Ann", "Bob", "Cy", "Di", "Ed"].enumerated().map { DeskEntry(name: $1, seed: $0 + 1) }
    let matches = DrawMaker.matches(
      of: DeskEvent(name: "MS", rules: .defaults(for: .badminton), draw: .knockout, entries: entries),
      firstID: 1)
    #expect(matches.count == 4)
    #expect(
      matches[0].round == "Quarter-final" && matches[0].home == .entry("Di")
        && matches[0].away == .entry("Ed"))
    #expect(
      matches[1].round == "Semi-final" && matches[1].home == .entry("Ann")
        && matches[1].away == .winner(of: 1))
    #expect(
      matches[2].round == "Semi-final" && matches[2].home == .entry("Cy") && matches[2].away == .entry("Bob"))
    #expect(
      matches[3].round == "Final" && matches[3].home == .winner(of: 2) && matches[3].away == .winner(of: 3))
  }

  @Test("unseeded entries take the lines after the seeds in the order of the file")
  func unseededInFileOrder() {
    let entries = [
      DeskEntry(name: "Un1"), DeskEntry(name: "Top", seed: 1), DeskEntry(name: "Un2"),
      DeskEntry(name: "Second", seed: 2),
    ]
    #expect(DrawMaker.ranked(entries).map(\.name) == ["Top", "Second", "Un1", "Un2"])
  }

  @Test("groups:2 of 8: snake seeding, round robins, then A1 v B2 and A2 v B1 in the semi-finals")
  func groupsThenKnockout() {
    let entries = (1...8).map { (number: Int) in DeskEntry(name: "P\(number)", seed: number) }
    let matches = DrawMaker.matches(
      of: DeskEvent(name: "MS", rules: .defaults(for: .tableTennis), draw: .groups(2), entries: entries),
      firstID: 1)
    let groupA = Set(matches.filter { $0.group == 0 }.flatMap { [$0.home, $0.away] })
    #expect(groupA == Set(["P1", "P4", "P5", "P8"].map(DeskSlot.entry)))
    #expect(matches.filter { $0.group != nil }.count == 12)
    let semis = matches.filter { $0.round == "Semi-final" }
    #expect(semis.map(\.home) == [.group(0, place: 1), .group(0, place: 2)])
    #expect(semis.map(\.away) == [.group(1, place: 2), .group(1, place: 1)])
    #expect(matches.last?.round == "Final")
    #expect(semis.allSatisfy { $0.stage == 3 }, "the knockout follows the groups' three rounds")
  }

  @Test("groups:3: no group winner meets its own runner-up in the knockout's first round")
  func threeGroups() {
    let seeds = DrawMaker.groupPlaces(3)
    let lines = KnockoutLines.seeds(size: 8)
    for line in stride(from: 0, to: 8, by: 2) where lines[line] <= 6 && lines[line + 1] <= 6 {
      guard case .group(let first, _) = seeds[lines[line] - 1],
        case .group(let second, _) = seeds[lines[line + 1] - 1]
      else { continue }
      #expect(first != second)
    }
  }
}
