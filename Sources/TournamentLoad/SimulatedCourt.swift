import Foundation
import ScoreboardDesk
import ScoreboardVenue

/// One court's keeper, simulated as `play --venue --court` without names runs it: every 250 ms it
/// reads the desk, signs its match off once played, and takes the next ready match when free.
/// Now and then the keeper dies before signing off; another one (a new connection) takes the
/// court over after a moment and signs the match off.
struct SimulatedCourt {
  /// What one court saw.
  struct Report: Sendable {
    /// From the moment the court was free and a match was ready (seen at its last look) to the
    /// assignment being stored, in seconds.
    var latencies: [Double] = []
    /// The keepers that died.
    var deaths = 0
  }

  let name: String
  let address: VenueAddress
  let options: TournamentOptions

  /// Plays until every match of the tournament is signed off.
  func run() async throws -> Report {
    var report = Report()
    var ledger = try await DeskLedger.open(address)
    let clock = ContinuousClock()
    var freeSince = clock.now
    var playedUntil: ContinuousClock.Instant?
    let name = self.name
    while true {
      let desk = try await ledger.refresh()
      if desk.isOver { break }
      if let id = desk.court(name)?.match {
        let end = playedUntil ?? clock.now + .milliseconds(Int.random(in: 0...options.playMilliseconds))
        playedUntil = end
        if clock.now >= end {
          if Int.random(in: 0..<100) < options.deaths {
            await ledger.close()
            report.deaths += 1
            try await Task.sleep(for: .milliseconds(300))
            ledger = try await DeskLedger.open(address)
            continue
          }
          let now = Date().timeIntervalSince1970
          try await ledger.record(court: name) { desk in
            desk.court(name)?.match == id ? .signedOff(match: id, Self.score(id), at: now) : nil
          }
          playedUntil = nil
          freeSince = clock.now
          continue  // as the keeper does, the court asks for its next match at once
        }
      } else if desk.court(name) != nil, desk.assignment(for: name, at: Date().timeIntervalSince1970) == nil {
        // As the keeper does, no lock is taken while the desk has nothing for the court.
        freeSince = clock.now
      } else {
        let now = Date().timeIntervalSince1970
        let recorded = try await ledger.record(court: name) { desk in
          guard desk.court(name) != nil else { return .courtOpened(name) }
          return desk.assignment(for: name, at: now).map { .assigned(match: $0.id, court: name, at: now) }
        }.recorded
        if case .assigned = recorded {
          report.latencies.append((clock.now - freeSince).seconds)
        } else {
          freeSince = clock.now
        }
      }
      if playedUntil == nil || desk.court(name)?.match == nil {
        try await Task.sleep(for: .milliseconds(250))
      } else {
        try await Task.sleep(for: .milliseconds(50))
      }
    }
    await ledger.close()
    return report
  }

  /// A made-up result: the lower-numbered match wins at home, the other away.
  private static func score(_ id: Int) -> DeskScore {
    id.isMultiple(of: 2)
      ? DeskScore(winner: .home, parts: [.init(home: 21, away: 15)])
      : DeskScore(winner: .away, parts: [.init(home: 15, away: 21)])
  }
}

extension Duration {
  /// The duration in seconds.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
