import Foundation
import Hummingbird
import HummingbirdTesting
import Scoreboard
import ScoreboardPersistence
import ScoreboardServe
import Synchronization
import Testing

@Suite("serve --inspect: the inspector's routes and the keeper's commands they send (issue 30)")
struct ServeInspectorRoutesTests {
  static let token = ActionToken(value: "0123456789abcdef0123456789abcdef")
  static let bearer: HTTPFields = [.authorization: "Bearer 0123456789abcdef0123456789abcdef"]

  /// Runs `test` against the routes of `directory` with the inspector on, the keeper's part
  /// played by a delivery that keeps the commands and answers `answer`.
  private func withInspector(
    _ directory: StateDirectory, answer: ControlReply = .done("ok"), inspects: Bool = true,
    _ test: @escaping @Sendable (any TestClientProtocol, SentCommands) async throws -> Void
  ) async throws {
    let sent = SentCommands()
    let delivery = ActionDelivery { command, _ in
      sent.commands.withLock { $0.append(command) }
      return .success(answer)
    }
    var routes = ServeRoutes(
      feed: try GameFeed(directory: directory), token: Self.token, catalog: .standard, delivery: delivery)
    if inspects { routes.inspection = try JournalInspectorFeed(directory: directory) }
    try await Application(router: routes.router()).test(.router) { client in try await test(client, sent) }
  }

  private func game(_ actions: [AppAction], in scratch: ScratchDirectory) throws {
    let kept = try KeptGame(in: scratch.state)
    for action in actions { kept.play(action) }
    kept.close()
  }

  @Test("the index lists /inspector only with --inspect")
  func index() async throws {
    let scratch = ScratchDirectory()
    for inspects in [true, false] {
      try await withInspector(scratch.state, inspects: inspects) { client, _ in
        try await client.execute(uri: "/", method: .get) { response in
          #expect(String(buffer: response.body).contains("href=\"/inspector\"") == inspects)
        }
        try await client.execute(uri: "/inspector", method: .get) { response in
          #expect(response.status == (inspects ? .ok : .notFound))
        }
      }
    }
  }

  @Test(
    "jump sends preview N of the step's place in the history, the present preview end; rewind sends rewind N")
  func commands() async throws {
    let scratch = ScratchDirectory()
    // Inspector steps 1 to 4: home +1 (history step 1), away +1 (2), undo (1), home +1 (2).
    try game(
      [
        .scoreboard(.add(.home, points: 1)), .scoreboard(.add(.away, points: 1)), .undo,
        .scoreboard(.add(.home, points: 1)),
      ],
      in: scratch)
    try await withInspector(scratch.state) { client, sent in
      try await client.execute(
        uri: "/inspector/jump", method: .post, headers: Self.bearer, body: ByteBuffer(string: #"{"step": 3}"#)
      ) { response in
        #expect(response.status == .ok)
      }
      try await client.execute(
        uri: "/inspector/jump", method: .post, headers: Self.bearer,
        body: ByteBuffer(string: #"{"step": null}"#)
      ) { response in
        #expect(response.status == .ok)
      }
      try await client.execute(
        uri: "/inspector/rewind", method: .post, headers: Self.bearer,
        body: ByteBuffer(string: #"{"step": 4}"#)
      ) { response in
        #expect(response.status == .ok)
      }
      #expect(sent.commands.withLock { $0 } == [.preview(step: 1), .endPreview, .rewind(toStep: 2)])
    }
  }

  @Test("a step replaced after an undo is refused in one line, and nothing is sent")
  func replacedStep() async throws {
    let scratch = ScratchDirectory()
    try game(
      [
        .scoreboard(.add(.home, points: 1)), .scoreboard(.add(.away, points: 1)), .undo,
        .scoreboard(.add(.home, points: 1)),
      ],
      in: scratch)
    try await withInspector(scratch.state) { client, sent in
      try await client.execute(
        uri: "/inspector/jump", method: .post, headers: Self.bearer, body: ByteBuffer(string: #"{"step": 2}"#)
      ) { response in
        #expect(response.status == .conflict)
        let line = String(buffer: response.body)
        #expect(line.hasPrefix("step 2 is no longer in the scoreboard's history"))
        #expect(line.filter { $0 == "\n" }.count == 1)
      }
      #expect(sent.commands.withLock { $0 }.isEmpty)
    }
  }

  @Test("the keeper's refusal comes back as the page's one line; without the token nothing is sent")
  func refusalAndToken() async throws {
    let scratch = ScratchDirectory()
    try game([.scoreboard(.add(.home, points: 1)), .scoreboard(.add(.home, points: 1))], in: scratch)
    try await withInspector(scratch.state, answer: .refused("changes nothing now: step 2 is the present")) {
      client, sent in
      try await client.execute(
        uri: "/inspector/rewind", method: .post, headers: Self.bearer,
        body: ByteBuffer(string: #"{"step": 2}"#)
      ) { response in
        #expect(response.status == .conflict)
        #expect(String(buffer: response.body) == "rewind 2: changes nothing now: step 2 is the present\n")
      }
      try await client.execute(
        uri: "/inspector/rewind", method: .post, body: ByteBuffer(string: #"{"step": 1}"#)
      ) { response in
        #expect(response.status == .unauthorized)
      }
      #expect(sent.commands.withLock { $0 } == [.rewind(toStep: 2)])
    }
  }
}

/// The commands the inspector's routes sent to the keeper.
final class SentCommands: Sendable {
  let commands = Mutex<[GameCommand]>([])
}
