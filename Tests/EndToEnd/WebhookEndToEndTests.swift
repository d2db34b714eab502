import Foundation
import Testing
import WebhookTestReceiver

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// Issue 28 item 2: `serve --webhook` delivers every event of every durable record, across
  /// kill -9 of the keeper and of serve itself, to a receiver written in the tests.
  @Suite("webhooks from serve", .serialized)
  struct WebhookEndToEndTests {
    typealias ScoringCommand = PersistenceTests.ScoringCommand

    /// The pid `webhooks.lock` names once it is not `old` and that process lives.
    static func deliverer(in state: URL, other old: pid_t?) async throws -> pid_t {
      let lock = state.appendingPathComponent("webhooks.lock").path
      let deadline = ContinuousClock.now + .seconds(30)
      while ContinuousClock.now < deadline {
        let text = (try? String(contentsOfFile: lock, encoding: .utf8)) ?? ""
        if let pid = pid_t(text.filter(\.isNumber)), pid != old, kill(pid, 0) == 0 { return pid }
        try await Task.sleep(for: .milliseconds(20))
      }
      throw HarnessError(message: "no new serve took webhooks.lock in 30 s")
    }

    @Test(
      "kill -9 of the keeper and of serve at random moments, 10 rounds: every event of the journal arrives, each under one id and one body, in order"
    )
    func killedTenTimes() async throws {
      let seed = ProcessInfo.processInfo.environment["E2E_SEED"].flatMap { UInt64($0) } ?? 0x3EB0_0C28
      let receiver = WebhookReceiver()
      try await receiver.run { url in
        var generator = SeededGenerator(seed: seed)
        let state = try SharedStateDirectory()
        var keeper = try await TmuxSession.startScoreboard(arguments: state.arguments)
        let serve = try await ServeSession.start(
          state: state.path, restartsWhenEnded: true, options: ["--webhook", url + "/hook"])
        var servePID = try await Self.deliverer(in: state.url, other: nil)
        var score = (home: 0, away: 0)
        for round in 1...10 {
          let confirmed = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
            ScoringCommand.random(using: &generator)
          }
          for command in confirmed {
            (score.home, score.away) = (score.home + command.home, score.away + command.away)
          }
          try keeper.type(confirmed.map(\.keys).joined())
          try await keeper.waitForScore(PersistenceTests.line(score.home, score.away))
          let unconfirmed = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
            ScoringCommand.random(using: &generator)
          }
          let app = try #require(try keeper.appProcessID(), "round \(round): the keeper is not running")
          if !unconfirmed.isEmpty { try keeper.type(unconfirmed.map(\.keys).joined()) }
          let pause = Int.random(in: -4...12, using: &generator)
          if pause > 0 { try await Task.sleep(for: .milliseconds(pause)) }
          let serveFirst = Bool.random(using: &generator)
          if serveFirst { #expect(kill(servePID, SIGKILL) == 0, "round \(round): serve") }
          #expect(kill(app, SIGKILL) == 0, "round \(round): keeper")
          if !serveFirst { #expect(kill(servePID, SIGKILL) == 0, "round \(round): serve") }
          _ = try await keeper.waitForExit()
          let restart = try await PersistenceTests.startRestored(arguments: state.arguments)
          keeper = restart.session
          let parts = restart.score.description.split(separator: " ")
          score = (Int(parts[1]) ?? -1, Int(parts[3]) ?? -1)
          servePID = try await Self.deliverer(in: state.url, other: servePID)
        }
        try keeper.type("h")
        score.home += 1
        try await keeper.waitForScore(PersistenceTests.line(score.home, score.away))

        let logged = try AppCommand.run(["log", "--events", "--json"] + state.arguments)
        #expect(logged.status == 0, "\(logged)")
        let loggedIDs = logged.standardOutput.split(separator: "\n").compactMap { line in
          ((try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any])?["id"] as? String
        }
        #expect(loggedIDs.count >= 11, "a point a round at least")
        let arrived = try await receiver.waitUntil { deliveries in
          Set(loggedIDs).isSubset(of: Set(deliveries.compactMap { $0.eventJSON["id"] as? String }))
        }
        #expect(arrived, "seed \(seed): every event log --events lists reaches the receiver")
        let deliveries = receiver.deliveries
        let firsts = deliveries.reduce(into: [WebhookReceiver.Delivery]()) { kept, delivery in
          if !kept.contains(where: { $0.id == delivery.id }) { kept.append(delivery) }
        }
        #expect(
          firsts.compactMap { $0.eventJSON["id"] as? String } == loggedIDs, "seed \(seed): in journal order")
        let bodies = Dictionary(grouping: deliveries, by: \.id).mapValues { Set($0.map(\.body)) }
        #expect(
          bodies.values.allSatisfy { $0.count == 1 }, "seed \(seed): a repeat carries the same id and body")
        let idsPerEvent = Dictionary(grouping: deliveries) { $0.eventJSON["id"] as? String ?? "" }
          .mapValues { Set($0.map(\.id)) }
        #expect(idsPerEvent.values.allSatisfy { $0.count == 1 }, "seed \(seed): no event under two ids")
        let last = firsts.last?.eventJSON["score"] as? [String: Any]
        #expect(
          last?["home"] as? String == String(score.home) && last?["away"] as? String == String(score.away),
          "the last event carries the score painted last")
        _ = try await keeper.quit()
        _ = serve
      }
    }

    @Test(
      "play --webhook: the keeper delivers its own events; a receiver out of reach is said on the status line"
    )
    func playDelivers() async throws {
      let receiver = WebhookReceiver()
      try await receiver.run { url in
        let state = try TemporaryDirectory(prefix: "e2e-webhook-play")
        let keeper = try await TmuxSession.startScoreboard(
          arguments: ["--state-dir", state.url.path, "--webhook", "point=\(url)/points"])
        try keeper.type("h")
        try await keeper.waitForScore("Home 1 : 0 Away")
        try keeper.type("u")
        try await keeper.waitForScore("Home 0 : 0 Away")
        try keeper.type("a")
        try await keeper.waitForScore("Home 0 : 1 Away")
        #expect(try await receiver.waitUntil { $0.count >= 2 })
        #expect(receiver.deliveries.map { $0.eventJSON["id"] as? String } == ["1:point", "3:point"])
        #expect(receiver.deliveries.map(\.path) == ["/points", "/points"])
        _ = try await keeper.quit()
      }
      let state = try TemporaryDirectory(prefix: "e2e-webhook-play")
      let keeper = try await TmuxSession.startScoreboard(
        arguments: [
          "--state-dir", state.url.path, "--webhook", "http://127.0.0.1:\(try ServeSession.freePort())/x",
        ])
      try keeper.type("h")
      try await keeper.waitFor(text: "connection refused")
      _ = try await keeper.quit()
    }

    @Test(
      "bad webhook options are one line and exit 64",
      arguments: [
        (
          ["--webhook", "score=http://127.0.0.1:9/x"],
          "--webhook score=http://127.0.0.1:9/x: no event is called score"
        ),
        (["--webhook", "https://127.0.0.1:9/x"], "--webhook https://127.0.0.1:9/x: https is not spoken yet"),
      ])
    func badOptions(arguments: [String], line: String) throws {
      let state = try TemporaryDirectory(prefix: "e2e-webhook")
      let run = try CommandRunner.run(AppBinary.path, ["serve", "--state-dir", state.url.path] + arguments)
      #expect(run.status == 64)
      #expect(run.standardError.hasPrefix("scoreboard-tui: \(line)"), "\(run.standardError)")
      #expect(run.standardError.split(separator: "\n").count == 1)
    }
  }
}
