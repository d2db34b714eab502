import Foundation
import PostgresNIO
import ScoreboardVenue

/// `make venue-load`: simulated courts score into a venue database while followers listen; prints
/// the NOTIFY-to-follower latency, the database's CPU, and the records per second the keeper path
/// sustains. Run by scripts/venue-load, which starts a private PostgreSQL for it.
let options = LoadOptions(CommandLine.arguments.dropFirst())
let address = try VenueAddress(parsing: options.venue, environment: ProcessInfo.processInfo.environment)
let setup = try await VenueConnection.open(address)
_ = try await VenueSchema.migrate(setup)
let cpu = DatabaseCPU(postmaster: options.postmaster)

say(
  "venue-load: \(options.courts) courts, a point a second each, \(options.followers) followers, \(options.seconds) s"
)
var courts: [LoadCourt] = []
for number in 1...options.courts {
  let directory = options.directory.appendingPathComponent("court-\(number)")
  courts.append(try await LoadCourt(name: "C\(number)", directory: directory, venue: address))
}
let followers = Followers()
followers.start(options.followers, address: address)
while followers.connectedCount < options.followers { try await Task.sleep(for: .milliseconds(50)) }

let steady = try await SteadyPhase(courts: courts, followers: followers, cpu: cpu, seconds: options.seconds)
  .run(
    on: setup)
say(steady.report)
followers.stop()

let burst = try await BurstPhase(courts: courts, cpu: cpu, seconds: options.burstSeconds).run(on: setup)
say(burst.report)

await withTaskGroup(of: Void.self) { group in
  for court in courts { group.addTask { await court.close() } }
}
await setup.close()
if burst.missing > 0 {
  FileHandle.standardError.write(
    Data("venue-load: \(burst.missing) journaled records never reached the database\n".utf8))
  exit(1)
}

/// Prints `text` at once, unbuffered: the report must show even if a later step hangs.
func say(_ text: String) {
  FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
