import Dispatch
import Foundation
import PostgresNIO
import ScoreboardVenue

/// The steady load: every court scores a point a second (the courts' points spread over each
/// second) while the followers listen; then each record's NOTIFY-to-follower latency.
struct SteadyPhase {
  var courts: [LoadCourt]
  var followers: Followers
  var cpu: DatabaseCPU
  var seconds: Int

  /// What it measured, as lines for docs/SCALE.md.
  struct Result {
    var report: String
  }

  func run(on connection: VenueConnection) async throws -> Result {
    let before = followers.receivedCount
    let cpuBefore = cpu.seconds()
    let started = Date()
    await scoreOnSchedule()
    let expected = before + courts.count * seconds * followers.connectedCount
    let deadline = Date().addingTimeInterval(30)
    while followers.receivedCount < expected && Date() < deadline {
      try await Task.sleep(for: .milliseconds(100))
    }
    let elapsed = Date().timeIntervalSince(started)
    let cpuSeconds = cpu.seconds() - cpuBefore
    let commits = try await commitTimes(on: connection)
    var scored: [String: [UInt64: Double]] = [:]
    for court in courts { scored[court.name] = try court.journalTimes() }
    let receipts = followers.received.dropFirst(before)
    var fromCommit: [Double] = []
    var fromScore: [Double] = []
    for receipt in receipts {
      if let commit = commits["\(receipt.court)#\(receipt.sequence)"] {
        fromCommit.append(receipt.receivedAt - commit)
      }
      if let score = scored[receipt.court]?[receipt.sequence] { fromScore.append(receipt.receivedAt - score) }
    }
    let milliseconds = { (value: Double) in String(format: "%.1f ms", value * 1000) }
    let report = """
      steady: \(courts.count * seconds) records in \(String(format: "%.1f", elapsed)) s, \
      \(receipts.count) of \(expected - before) notifications received by \(followers.connectedCount) followers
        commit to follower:  median \(milliseconds(quantile(fromCommit, 0.5))), \
      p99 \(milliseconds(quantile(fromCommit, 0.99))), max \(milliseconds(quantile(fromCommit, 1)))
        journal to follower: median \(milliseconds(quantile(fromScore, 0.5))), \
      p99 \(milliseconds(quantile(fromScore, 0.99))), max \(milliseconds(quantile(fromScore, 1)))
        database CPU: \(String(format: "%.1f", cpuSeconds)) s in \(String(format: "%.1f", elapsed)) s \
      = \(String(format: "%.1f", cpuSeconds / elapsed * 100)) % of one core
      """
    return Result(report: report)
  }

  /// Scores every court's points at their times, each on a thread of its own (a keeper is a
  /// process of its own: its journal's sync must not hold the followers' threads).
  private func scoreOnSchedule() async {
    let group = DispatchGroup()
    let start = DispatchTime.now() + .milliseconds(200)
    for (index, court) in courts.enumerated() {
      let offset = index * 1000 / courts.count
      for second in 0..<seconds {
        group.enter()
        DispatchQueue.global().asyncAfter(deadline: start + .milliseconds(offset + second * 1000)) {
          court.score()
          group.leave()
        }
      }
    }
    await withCheckedContinuation { continuation in
      group.notify(queue: .global()) { continuation.resume() }
    }
  }

  /// When each record's transaction committed, by court and number; none when the server does not
  /// keep commit times (`track_commit_timestamp`, which scripts/venue-load turns on).
  private func commitTimes(on connection: VenueConnection) async throws -> [String: Double] {
    guard
      let rows = try? await connection.run(
        """
        SELECT court, seq, extract(epoch FROM pg_xact_commit_timestamp(xmin))::float8 FROM records
        WHERE kind = 'record'
        """, timeout: .seconds(60))
    else { return [:] }
    var times: [String: Double] = [:]
    for row in rows {
      let (court, sequence, commit) = try row.decode((String, Int64, Double?).self)
      if let commit { times["\(court)#\(sequence)"] = commit }
    }
    return times
  }
}
