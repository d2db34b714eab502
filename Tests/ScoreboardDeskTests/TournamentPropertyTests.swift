import PropertyBased
import Testing

@testable import ScoreboardDesk

@Suite("the queue's invariants, on a simulated clock")
struct TournamentPropertyTests {
  @Test("every match is played exactly once, never on two courts, nobody twice at once or unrested")
  func tournamentsPlayOut() async {
    await propertyCheck(input: Gen.int(in: 0...Int.max)) { seed in
      Self.check(seed: UInt64(seed))
    }
  }

  static func check(seed: UInt64) {
    var simulation = TournamentSimulation(seed: seed)
    simulation.run()
    #expect(simulation.violations.isEmpty, "seed \(seed): \(simulation.violations.prefix(3))")
    #expect(simulation.finished, "seed \(seed): matches left unplayed")
    #expect(simulation.desk.matches.count == simulation.expectedMatches, "seed \(seed)")
    #expect(simulation.signOffs.values.allSatisfy { $0 == 1 }, "seed \(seed)")
    #expect(simulation.signOffs.count == simulation.expectedMatches, "seed \(seed)")
  }
}
