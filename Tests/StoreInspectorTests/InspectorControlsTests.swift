import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import StoreInspector
import StoreInspectorServer
import Synchronization
import Testing

@Suite("the inspector's routes: jump and rewind")
struct InspectorControlsTests {
  /// What the app's controls were asked, in order.
  enum Call: Equatable, Sendable {
    case preview(step: Int?)
    case rewind(step: Int, action: ShelfAction, state: Shelf)
  }

  /// Controls that note each call, letting in `Bearer s3cret` only.
  final class NotedControls: Sendable {
    private let noted = Mutex<[Call]>([])
    var calls: [Call] { noted.withLock { $0 } }

    var controls: InspectorControls<Shelf, ShelfAction> {
      InspectorControls(
        preview: { step in self.noted.withLock { $0.append(.preview(step: step?.step)) } },
        rewind: { step in
          self.noted.withLock { $0.append(.rewind(step: step.step, action: step.action, state: step.state)) }
        },
        isAuthorized: { $0 == "Bearer s3cret" })
    }
  }

  /// A status and the line that came with it.
  struct Reply: Equatable {
    var status: HTTPResponse.Status
    var text: String

    init(_ status: HTTPResponse.Status, _ text: String) {
      self.status = status
      self.text = text
    }
  }

  private static func post(
    _ client: some TestClientProtocol, _ uri: String, _ body: String, token: String?
  ) async throws -> Reply {
    var headers: HTTPFields = [:]
    if let token { headers[.authorization] = "Bearer \(token)" }
    return try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body))
    {
      Reply($0.status, $0.text)
    }
  }

  /// Posts `body` to `uri` and expects `expected`.
  private static func expectPost(
    _ client: some TestClientProtocol, _ uri: String, _ body: String, token: String?, answers expected: Reply,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let reply = try await post(client, uri, body, token: token)
    #expect(reply == expected, sourceLocation: sourceLocation)
  }

  @Test("jump and rewind without the token, or with a wrong one, are refused 401 and call nothing")
  func refusedWithoutToken() async throws {
    let shelf = InspectedShelf()
    shelf.dispatch(InspectedShelf.fiveActions)
    let noted = NotedControls()
    try await shelf.withRoutes(controls: noted.controls) { client in
      for uri in ["/inspector/jump", "/inspector/rewind"] {
        for token in [nil, "guess"] {
          let reply = try await Self.post(client, uri, #"{"step": 2}"#, token: token)
          #expect(reply.status == .unauthorized, "\(uri) \(token ?? "no token")")
          #expect(reply.text == "a valid token is needed: Authorization: Bearer TOKEN\n")
        }
      }
      try await client.execute(uri: "/inspector/rewind", method: .post, body: ByteBuffer(string: "{}")) {
        #expect($0.headers[.wwwAuthenticate] == "Bearer")
      }
    }
    #expect(noted.calls.isEmpty)
  }

  @Test(
    "with the token, jump shows the chosen step (null: the present) and rewind gets the chosen step whole")
  func carriedOutWithToken() async throws {
    let shelf = InspectedShelf()
    shelf.dispatch(InspectedShelf.fiveActions)
    let noted = NotedControls()
    try await shelf.withRoutes(controls: noted.controls) { client in
      try await Self.expectPost(
        client, "/inspector/jump", #"{"step": 2}"#, token: "s3cret", answers: Reply(.ok, "showing step 2\n"))
      try await Self.expectPost(
        client, "/inspector/jump", #"{"step": null}"#, token: "s3cret",
        answers: Reply(.ok, "showing the present\n"))
      try await Self.expectPost(
        client, "/inspector/rewind", #"{"step": 3}"#, token: "s3cret",
        answers: Reply(.ok, "rewound to step 3\n"))
      try await client.execute(uri: "/inspector/steps", method: .get) { response in
        let list = try response.decoded(as: ListAnswer.self)
        #expect(list.canPreview && list.canRewind)
      }
    }
    #expect(
      noted.calls == [
        .preview(step: 2), .preview(step: nil),
        .rewind(
          step: 3, action: .rename("larder"),
          state: Shelf(title: "larder", items: ["apples", "pears"], count: 2)),
      ])
  }

  @Test("with the token, a step not kept is 404, a rewind to null or a body that is not a choice 400")
  func badChoices() async throws {
    let shelf = InspectedShelf(capacity: 3)
    shelf.dispatch(InspectedShelf.fiveActions)
    let noted = NotedControls()
    try await shelf.withRoutes(controls: noted.controls) { client in
      try await Self.expectPost(
        client, "/inspector/rewind", #"{"step": 2}"#, token: "s3cret",
        answers: Reply(.notFound, "step 2 is not kept: choose a step the list shows\n"))
      try await Self.expectPost(
        client, "/inspector/rewind", #"{"step": null}"#, token: "s3cret",
        answers: Reply(.badRequest, "rewind needs a step: {\"step\": N}\n"))
      try await Self.expectPost(
        client, "/inspector/jump", "step 2", token: "s3cret",
        answers: Reply(.badRequest, "send {\"step\": N} (or {\"step\": null} for the present)\n"))
    }
    #expect(noted.calls.isEmpty)
  }

  @Test("a control that refuses with InspectorControlFailure answers 409 with its line")
  func controlRefuses() async throws {
    let shelf = InspectedShelf()
    shelf.dispatch(InspectedShelf.fiveActions)
    let controls = InspectorControls<Shelf, ShelfAction>(
      rewind: { _ in throw InspectorControlFailure("the match is over: nothing to rewind") },
      isAuthorized: { $0 == "Bearer s3cret" })
    try await shelf.withRoutes(controls: controls) { client in
      try await Self.expectPost(
        client, "/inspector/rewind", #"{"step": 1}"#, token: "s3cret",
        answers: Reply(.conflict, "the match is over: nothing to rewind\n"))
    }
  }

  @Test("an app without controls: jump and rewind are 501, token or not; one with rewind only: jump is 501")
  func notImplemented() async throws {
    let shelf = InspectedShelf()
    shelf.dispatch(InspectedShelf.fiveActions)
    try await shelf.withRoutes(controls: .readOnly) { client in
      for token in [nil, "s3cret"] {
        try await Self.expectPost(
          client, "/inspector/jump", #"{"step": 1}"#, token: token,
          answers: Reply(.notImplemented, "this app shows no preview: the page shows the step itself\n"))
        try await Self.expectPost(
          client, "/inspector/rewind", #"{"step": 1}"#, token: token,
          answers: Reply(.notImplemented, "this app takes no rewind from the inspector\n"))
      }
    }
    let rewindOnly = InspectorControls<Shelf, ShelfAction>(rewind: { _ in }, isAuthorized: { _ in true })
    try await shelf.withRoutes(controls: rewindOnly) { client in
      let jump = try await Self.post(client, "/inspector/jump", #"{"step": 1}"#, token: "s3cret")
      let rewind = try await Self.post(client, "/inspector/rewind", #"{"step": 1}"#, token: "s3cret")
      #expect(jump.status == .notImplemented)
      #expect(rewind.status == .ok)
    }
  }
}
