import Foundation
import Testing

extension EndToEnd {
  /// Issue 28: the match events of the real binary's journal, in `log --events` and on `/events`.
  @Suite("match events")
  struct MatchEventsTests {
    @Test("log --events: the points played and the undo that retracts the last one's event, in text and JSON")
    func logEvents() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-events")
      let arguments = ["--state-dir", state.url.path]
      let keeper = try await TmuxSession.startScoreboard(arguments: arguments)
      for (key, score) in [("h", "Home 1 : 0 Away"), ("h", "Home 2 : 0 Away"), ("a", "Home 2 : 1 Away")] {
        try keeper.type(key)
        try await keeper.waitForScore(score)
      }
      try keeper.type("u")
      try await keeper.waitForScore("Home 2 : 0 Away")
      let exit = try await keeper.quit()
      #expect(exit.status == 0, "\(exit)")

      let json = try AppCommand.run(["log", "--events", "--json"] + arguments)
      #expect(json.status == 0, "\(json)")
      let objects = json.standardOutput.split(separator: "\n").map { line in
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? [:]
      }
      #expect(objects.map { $0["name"] as? String } == ["point", "point", "point", "undo"])
      #expect(objects.map { $0["side"] as? String } == ["home", "home", "away", nil])
      let ids = objects.map { $0["id"] as? String ?? "" }
      let records = objects.map { ($0["record"] as? Int).map(String.init) ?? "" }
      #expect(ids == zip(records, objects).map { "\($0):\($1["name"] as? String ?? "")" })
      #expect(objects.last?["retracts"] as? [String] == [ids[2]])
      let score = objects.last?["score"] as? [String: Any]
      #expect(score?["home"] as? String == "2" && score?["away"] as? String == "0")
      #expect(objects.allSatisfy { ($0["time"] as? String)?.hasSuffix("Z") == true })

      let text = try AppCommand.run(["log", "--events", "--utc"] + arguments)
      let lines = text.standardOutput.split(separator: "\n").map(String.init)
      #expect(lines.count == 4, "\(text)")
      let third = lines.count == 4 ? lines[2].split(separator: " ").map(String.init) : []
      #expect(third.dropFirst().prefix(3) == [records[2], "point", "away"], "\(lines)")
      #expect(lines.last?.hasSuffix("undo                  -     2 : 0") == true, "\(lines)")
      let refused = try AppCommand.run(["log", "--events", "--csv"] + arguments)
      #expect(refused.status != 0 && refused.standardError.split(separator: "\n").count >= 1)
    }

    @Test("play --serve: /events sends event: point with the point's JSON before its state event")
    func serveEvents() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-events")
      let port = try ServeSession.freePort()
      let keeper = try await TmuxSession.startScoreboard(
        arguments: ["--state-dir", state.url.path, "--serve", "--listen", "127.0.0.1:\(port)"])
      try await keeper.waitFor(text: "serving http://127.0.0.1:\(port)/")
      let base = "http://127.0.0.1:\(port)"
      let scratch = try TemporaryDirectory(prefix: "e2e-events-stream")
      let file = scratch.url.appendingPathComponent("events.txt").path
      let stream = Task.detached { try ServeSession.events(base: base, for: 4, file: file) }
      let deadline = ContinuousClock.now + .seconds(3)
      while ContinuousClock.now < deadline,
        (try? String(contentsOfFile: file, encoding: .utf8))?.contains("event: state") != true
      {
        try await Task.sleep(for: .milliseconds(20))
      }
      try keeper.type("a")
      try await keeper.waitForScore("Home 0 : 1 Away")
      let events = StreamEvent.everything(in: try await stream.value)
      #expect(events.map(\.name) == ["state", "point", "state"], "\(events.map(\.name))")
      let point = events.first { $0.name == "point" }
      #expect(point?.json["side"] as? String == "away")
      #expect(point?.json["id"] as? String == "\(events.last?.id ?? ""):point")
      let exit = try await keeper.quit()
      #expect(exit.status == 0, "\(exit)")
    }
  }
}
