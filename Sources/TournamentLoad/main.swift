import Foundation
import PostgresNIO
import ScoreboardDesk
import ScoreboardVenue

/// `make venue-tournament`: a tournament of at least 10,000 matches (round robins of 16) played on
/// 20 simulated courts against a private PostgreSQL (scripts/venue-load starts it), keepers dying
/// and taken over; prints the assignment latency and checks that no match was assigned or signed
/// off twice and none was lost.
let options = TournamentOptions(CommandLine.arguments.dropFirst())
let address = try VenueAddress(parsing: options.venue, environment: ProcessInfo.processInfo.environment)
let setup = try await VenueConnection.open(address)
_ = try await VenueSchema.migrate(setup)

let entriesPerEvent = 16
let matchesPerEvent = entriesPerEvent * (entriesPerEvent - 1) / 2
let eventCount = (options.matches + matchesPerEvent - 1) / matchesPerEvent
let events = (1...eventCount).map { event in
  DeskEvent(
    name: "E\(event)", rules: .defaults(for: .default), draw: .roundRobin,
    entries: (1...entriesPerEvent).map { DeskEntry(name: "E\(event)P\($0)") })
}
let importer = try await DeskLedger.open(address)
let imported = try await importer.record { _ in .imported(events, rest: 0) }.desk
say(
  "venue-tournament: \(imported.matches.count) matches in \(eventCount) round robins of \(entriesPerEvent), "
    + "\(options.courts) courts, matches up to \(options.playMilliseconds) ms, \(options.deaths) keeper deaths in 100"
)

let clock = ContinuousClock()
let started = clock.now
let reports = try await withThrowingTaskGroup(of: SimulatedCourt.Report.self) { group in
  for number in 1...options.courts {
    group.addTask { try await SimulatedCourt(name: "C\(number)", address: address, options: options).run() }
  }
  var reports: [SimulatedCourt.Report] = []
  for try await report in group { reports.append(report) }
  return reports
}
let elapsed = (clock.now - started).seconds

let desk = try await importer.refresh()
let lost = desk.matches.filter { !$0.isFinished }.count
let twice = { (kind: String) async throws -> Int in
  let rows = try await setup.run(
    """
    SELECT count(*) FROM (
      SELECT action::jsonb -> \(kind) ->> 'match' FROM desk_actions WHERE action::jsonb ? \(kind)
      GROUP BY 1 HAVING count(*) > 1) repeated
    """)
  return Int(try rows.first?.decode(Int64.self) ?? 0)
}
let doubleAssignments = try await twice("assigned")
let doubleSignOffs = try await twice("signedOff")
let latencies = reports.flatMap(\.latencies).sorted()
let percentile = { (fraction: Double) -> Double in
  latencies.isEmpty ? 0 : latencies[min(latencies.count - 1, Int(Double(latencies.count) * fraction))]
}
let p99 = percentile(0.99)
say(
  """
  figure                                      value   target
  matches signed off                          \(desk.matches.count - lost) of \(desk.matches.count)
  keepers that died and were taken over       \(reports.map(\.deaths).reduce(0, +))
  matches assigned twice                      \(doubleAssignments)       0   \(doubleAssignments == 0 ? "met" : "MISSED")
  matches signed off twice                    \(doubleSignOffs)       0   \(doubleSignOffs == 0 ? "met" : "MISSED")
  matches lost (never signed off)             \(lost)       0   \(lost == 0 ? "met" : "MISSED")
  assignment latency p50, ms                  \(Int(percentile(0.5) * 1000))
  assignment latency p99, ms                  \(Int(p99 * 1000))     <= 1000   \(p99 <= 1 ? "met" : "MISSED")
  assignment latency max, ms                  \(Int((latencies.last ?? 0) * 1000))
  wall time, s                                \(Int(elapsed))
  """)
await importer.close()
await setup.close()
if doubleAssignments + doubleSignOffs + lost > 0 || p99 > 1 { exit(1) }

/// Prints `text` at once, unbuffered.
func say(_ text: String) {
  FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
