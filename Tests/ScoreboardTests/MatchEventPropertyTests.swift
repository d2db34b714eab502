import PropertyBased
import Scoreboard
import Testing

/// Issue 28, match events: what holds of every match, whatever the points.
@Suite("match events: properties of random point sequences (issue 28)")
struct MatchEventPropertyTests {
  /// Rules of the sports played point by point: tennis, a short tennis, the rally sports.
  static let rules = Gen.int(in: 0...4).map { index -> SportRules in
    [
      TennisFixture.rules(), TennisFixture.rules(bestOf: 1, noAd: true), .badminton, .tableTennis,
      .volleyball,
    ][index]
  }

  /// The situational events: they fire when the situation begins.
  static let situational: Set<MatchEvent.Name> = [
    .pointForGame, .pointForSet, .pointForMatch, .pointForBreak, .tiebreak, .changeEnds, .interval,
  ]

  @Test(
    "property: each event's record exists, ids are unique, match_won at most once and at the winning record, no situation fires twice in a row"
  )
  func eventsOfRandomPoints() async {
    await propertyCheck(input: Self.rules, Gen<Side>.case.array(of: 0...300)) { rules, points in
      var match = MatchEventRecorder(rules)
      var winningRecord: UInt64?
      for side in points {
        match.send(.add(side, points: 1))
        if winningRecord == nil, match.state.scoreboard.match.winner != nil { winningRecord = match.record }
      }
      let ids = match.log.map(\.id)
      #expect(Set(ids).count == ids.count, "ids are unique")
      #expect(match.log.allSatisfy { (1...match.record).contains($0.record) }, "each event's record exists")
      #expect(match.records(of: .matchWon) == (winningRecord.map { [$0] } ?? []))
      for name in Self.situational {
        let records = match.records(of: name)
        for (first, second) in zip(records, records.dropFirst()) where second == first + 1 {
          #expect(
            match.event(name, at: first)?.side != match.event(name, at: second)?.side,
            "\(name.rawValue) fired at \(first) and again at \(second) with the situation unchanged")
        }
      }
    }
  }
}
