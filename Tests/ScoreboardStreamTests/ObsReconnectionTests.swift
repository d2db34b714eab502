import ObsTestServer
import ScoreboardStream
import Testing

/// Issue 28 item 3: OBS quits or restarts while the keeper runs; the client notices at once and no
/// request is lost.
@Suite("OBS going away and coming back, against a fake server")
struct ObsReconnectionTests {
  private let live = FakeObsServer.Request(type: "SetCurrentProgramScene", data: #"{"sceneName":"Live"}"#)
  private let winner = FakeObsServer.Request(type: "SetCurrentProgramScene", data: #"{"sceneName":"Winner"}"#)

  @Test("OBS closes the connection while no request waits: the client notices, says so once, connects again")
  func noticesAClose() async throws {
    let server = FakeObsServer()
    try await server.run { url in
      let statuses = Statuses()
      let (requests, sender) = AsyncStream<ObsRequest>.makeStream()
      let client = ObsClient(url: url, password: FakeObsServer.password, retry: .milliseconds(20))
      let running = Task { await client.run(requests: requests, onStatus: statuses.add) }
      #expect(await eventually { statuses.list == [.connected] })
      await server.closeConnections()
      #expect(await eventually { statuses.list.count == 3 })
      #expect(
        statuses.list == [
          .connected, .offline("OBS at \(url) closed the connection; connecting again"), .connected,
        ])
      #expect(server.connectionCount == 2)
      sender.yield(.setProgramScene("Winner"))
      #expect(await eventually { server.requests.count == 1 })
      #expect(server.requests == [winner])
      sender.finish()
      await running.value
    }
  }

  @Test("OBS stopped and started again: a request made while it was away reaches the new OBS")
  func keepsRequestsWhileObsIsAway() async throws {
    let statuses = Statuses()
    let (requests, sender) = AsyncStream<ObsRequest>.makeStream()
    let first = FakeObsServer()
    let (url, running) = try await first.run { url in
      let client = ObsClient(url: url, password: FakeObsServer.password, retry: .milliseconds(20))
      let running = Task { await client.run(requests: requests, onStatus: statuses.add) }
      sender.yield(.setProgramScene("Live"))
      #expect(await eventually { first.requests.count == 1 })
      return (url, running)
    }
    #expect(await eventually { statuses.list.count == 2 })
    sender.yield(.setProgramScene("Winner"))
    let port = try #require(url.split(separator: ":").last.flatMap { Int($0) })
    let second = FakeObsServer()
    try await second.run(port: port) { _ in
      #expect(await eventually { second.requests.count == 1 })
      sender.finish()
      await running.value
    }
    #expect(first.requests == [live])
    #expect(second.requests == [winner])
    #expect(
      statuses.list == [
        .connected, .offline("OBS at \(url) closed the connection; connecting again"), .connected,
      ])
  }

  @Test("the connection drops at a request before its answer: the request is sent again first, then the next")
  func resendsAnUnansweredRequest() async throws {
    let server = FakeObsServer()
    server.dropConnection(atRequestWith: #"{"sceneName":"Live"}"#)
    try await server.run { url in
      let (requests, sender) = AsyncStream<ObsRequest>.makeStream()
      let client = ObsClient(url: url, password: FakeObsServer.password, retry: .milliseconds(20))
      let running = Task { await client.run(requests: requests, onStatus: { _ in }) }
      sender.yield(.setProgramScene("Live"))
      sender.yield(.setProgramScene("Winner"))
      #expect(await eventually { server.requests.count == 3 })
      sender.finish()
      await running.value
      #expect(server.requests == [live, live, winner])
      #expect(server.connectionCount == 2)
    }
  }
}
