import ObsTestServer
import ScoreboardStream
import Testing

/// Issue 28 item 3: OBS without plugins, tested against a fake obs-websocket v5 server.
@Suite("OBS over obs-websocket v5, against a fake server")
struct ObsClientTests {
  @Test(
    "with the password: identified, then a scene switch and a text source's text, in order, each answered")
  func switchesScenesAndSetsText() async throws {
    let server = FakeObsServer()
    try await server.run { url in
      let statuses = Statuses()
      let (requests, sender) = AsyncStream<ObsRequest>.makeStream()
      let client = ObsClient(url: url, password: FakeObsServer.password)
      let running = Task { await client.run(requests: requests, onStatus: statuses.add) }
      sender.yield(.setProgramScene("Winner"))
      sender.yield(.setText(input: "Score", text: "Ann 6-4 6-3 Bob"))
      sender.yield(.setProgramScene("Missing"))
      #expect(await eventually { server.requests.count == 3 })
      #expect(
        server.requests == [
          .init(type: "SetCurrentProgramScene", data: #"{"sceneName":"Winner"}"#),
          .init(
            type: "SetInputSettings",
            data: #"{"inputName":"Score","inputSettings":{"text":"Ann 6-4 6-3 Bob"},"overlay":true}"#),
          .init(type: "SetCurrentProgramScene", data: #"{"sceneName":"Missing"}"#),
        ])
      #expect(await eventually { statuses.list.count == 2 })
      #expect(
        statuses.list == [
          .connected,
          .requestFailed("OBS refused SetCurrentProgramScene: No source was found by the name of `Missing`."),
        ])
      sender.finish()
      await running.value
    }
  }

  @Test(
    "a wrong password: OBS closes the connection, and the client says once that the password is the matter")
  func wrongPassword() async throws {
    let server = FakeObsServer()
    try await server.run { url in
      let statuses = Statuses()
      let (requests, _) = AsyncStream<ObsRequest>.makeStream()
      let client = ObsClient(url: url, password: "guess", retry: .milliseconds(20))
      let running = Task { await client.run(requests: requests, onStatus: statuses.add) }
      #expect(await eventually { server.identifyAttempts.count >= 3 })
      running.cancel()
      await running.value
      let first = try #require(statuses.list.first)
      guard case .refused(let line) = first else {
        Issue.record("expected a refusal, got \(first)")
        return
      }
      #expect(line == "OBS at \(url) refused the password (close code 4009, AuthenticationFailed)")
      #expect(statuses.list.count == 1, "said once over three tries: \(statuses.list)")
      #expect(server.requests.isEmpty)
      // The client answered the challenge for "guess" as Python's hashlib and base64 work it out.
      #expect(server.identifyAttempts.first == .some("y2eQFQd0uSubr41DjbTIOVN2Xn0FmY82pOqSMk7XZxI="))
    }
  }
}
