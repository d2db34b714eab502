import Dispatch
import Foundation
import PostgresNIO
import ScoreboardVenue
import Synchronization

/// The keeper path at its limit: every court scores as fast as it can for a while, and the time
/// until the database holds every record gives the records per second it sustains.
struct BurstPhase {
  var courts: [LoadCourt]
  var cpu: DatabaseCPU
  var seconds: Int

  /// What it measured, as lines for docs/SCALE.md.
  struct Result {
    var report: String
    /// How many journaled records the database still lacked when the wait for them ended.
    var missing: Int
  }

  func run(on connection: VenueConnection) async throws -> Result {
    let before = try await storedCount(on: connection)
    let cpuBefore = cpu.seconds()
    let started = Date()
    let scored = await scoreFlatOut(until: started.addingTimeInterval(Double(seconds)))
    let scoring = Date().timeIntervalSince(started)
    let deadline = Date().addingTimeInterval(300)
    var stored = try await storedCount(on: connection)
    while stored < before + scored && Date() < deadline {
      try await Task.sleep(for: .milliseconds(100))
      stored = try await storedCount(on: connection)
    }
    let elapsed = Date().timeIntervalSince(started)
    let cpuSeconds = cpu.seconds() - cpuBefore
    let report = """
      burst: \(courts.count) courts journaled \(scored) records in \(String(format: "%.1f", scoring)) s \
      (\(Int(Double(scored) / scoring)) records/s locally); the database held \(stored - before) of them \
      \(String(format: "%.1f", elapsed)) s after the start
        keeper path sustained: \(Int(Double(stored - before) / elapsed)) records/s into the database
        database CPU: \(String(format: "%.1f", cpuSeconds / elapsed * 100)) % of one core
      """
    return Result(report: report, missing: max(0, before + scored - stored))
  }

  /// Scores on every court, each on a thread of its own (Dispatch's global queue runs only as many
  /// blocking blocks at once as there are cores), until `end`; returns how many points.
  private func scoreFlatOut(until end: Date) async -> Int {
    let total = Tally()
    let group = DispatchGroup()
    for court in courts {
      group.enter()
      Thread.detachNewThread {
        var count = 0
        while Date() < end {
          court.score()
          count += 1
        }
        total.count.withLock { $0 += count }
        group.leave()
      }
    }
    await withCheckedContinuation { continuation in
      group.notify(queue: .global()) { continuation.resume() }
    }
    return total.count.withLock { $0 }
  }

  private func storedCount(on connection: VenueConnection) async throws -> Int {
    let rows = try await connection.run("SELECT count(*) FROM records WHERE kind = 'record'")
    guard let row = rows.first else { return 0 }
    return Int(try row.decode(Int64.self))
  }
}

/// A count shared by threads.
final class Tally: Sendable {
  /// The count.
  let count = Mutex(0)
}
