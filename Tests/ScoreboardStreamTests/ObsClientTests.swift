import ObsTestServer
import ScoreboardStream
import Synchronization
import Testing

/// Issue 28 item 3: OBS without plugins, tested against a fake obs-websocket v5 server.
@Suite("OBS over obs-websocket v5, against a fake server")
struct ObsClientTests {
  /// The statuses a client reported, in order.
  final class Statuses: Sendable {
    private let all = Mutex<[ObsClient.Status]>([])
    func add(_ status: ObsClient.Status) { all.withLock { $0.append(status) } }
    var list: [ObsClient.Status] { all.withLock { $0 } }
  }

  /// Waits for `condition`, up to a minute: a full test run can keep Swift's pool busy for many
  /// seconds on two cores, and what is awaited here normally takes milliseconds.
  private func eventually(_ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(60)
    while !condition() {
      guard ContinuousClock.now < deadline else { return false }
      try? await Task.sleep(for: .milliseconds(10))
    }
    return true
  }

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

  @Test("a wrong password: OBS closes the connection, and the client says the password is the matter")
  func wrongPassword() async throws {
    let server = FakeObsServer()
    try await server.run { url in
      let statuses = Statuses()
      let (requests, _) = AsyncStream<ObsRequest>.makeStream()
      let client = ObsClient(url: url, password: "guess", retry: .milliseconds(50))
      let running = Task { await client.run(requests: requests, onStatus: statuses.add) }
      #expect(await eventually { statuses.list.count >= 1 })
      running.cancel()
      await running.value
      let first = try #require(statuses.list.first)
      guard case .refused(let line) = first else {
        Issue.record("expected a refusal, got \(first)")
        return
      }
      #expect(line == "OBS at \(url) refused the password (close code 4009, AuthenticationFailed)")
      #expect(server.requests.isEmpty)
      // The client answered the challenge for "guess" as Python's hashlib and base64 work it out.
      #expect(server.identifyAttempts.first == .some("y2eQFQd0uSubr41DjbTIOVN2Xn0FmY82pOqSMk7XZxI="))

    }
  }

  @Test("OBS not running: the client says it cannot be reached, and tries again")
  func offline() async throws {
    let statuses = Statuses()
    let (requests, _) = AsyncStream<ObsRequest>.makeStream()
    let client = ObsClient(url: "ws://127.0.0.1:9", password: nil, retry: .milliseconds(20))
    let running = Task { await client.run(requests: requests, onStatus: statuses.add) }
    #expect(await eventually { statuses.list.count >= 2 })
    running.cancel()
    await running.value
    guard case .offline(let line)? = statuses.list.first else {
      Issue.record("expected offline, got \(statuses.list)")
      return
    }
    #expect(line.hasPrefix("OBS at ws://127.0.0.1:9 cannot be reached"))
  }
}
