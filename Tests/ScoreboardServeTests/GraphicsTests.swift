import Foundation
import Hummingbird
import HummingbirdTesting
import ScoreboardServe
import Testing

/// Issue 28 item 6: the lower third, put on air and taken off through `POST /api/actions`.
@Suite("issue 28: graphics actions (the lower third)")
struct GraphicsTests {
  @Test("lower-third show takes a title and a line in double quotes; hide takes nothing")
  func parses() throws {
    #expect(
      try GraphicsCommand.parse(#"lower-third show "Ann Smith" "Umpire""#)
        == .showLowerThird(title: "Ann Smith", text: "Umpire"))
    #expect(
      try GraphicsCommand.parse(#"Lower-Third  show  "Say \"hi\"" """#)
        == .showLowerThird(title: #"Say "hi""#, text: ""))
    #expect(try GraphicsCommand.parse("lower-third hide") == .hideLowerThird)
    #expect(try GraphicsCommand.parse("home +1") == nil, "a game's action is not a graphic")
  }

  @Test(
    "a lower-third action that is not well formed is one line",
    arguments: [
      (
        #"lower-third show Ann Umpire"#,
        #"lower-third show takes its title and text in double quotes: "Ann Smith" "Umpire""#
      ),
      (#"lower-third show "Ann""#, #"lower-third takes show "TITLE" "TEXT" or hide"#),
      (#"lower-third show "Ann" "Umpire"#, "lower-third: a quote is not closed"),
      ("lower-third dance", #"lower-third takes show "TITLE" "TEXT" or hide"#),
    ])
  func refuses(action: String, reason: String) {
    #expect(throws: ActionRejected(reason)) { try GraphicsCommand.parse(action) }
  }

  @Test("a title over 80 characters is refused")
  func tooLong() {
    let long = String(repeating: "x", count: 81)
    #expect(throws: ActionRejected("lower-third show: a title or text has at most 80 characters")) {
      try GraphicsCommand.parse("lower-third show \"\(long)\" \"\"")
    }
  }

  @Test("a subscriber gets what is on air as it connects, then each change")
  func feed() async throws {
    let feed = GraphicsFeed()
    feed.apply(.showLowerThird(title: "Ann Smith", text: "Umpire"))
    let subscription = try feed.subscribe()
    feed.apply(.hideLowerThird)
    var chunks: [String] = []
    for await chunk in subscription.stream {
      chunks.append(chunk)
      if chunks.count == 3 { break }
    }
    #expect(
      chunks[1]
        == "event: graphics\ndata: {\"lower_third\":{\"text\":\"Umpire\",\"title\":\"Ann Smith\"}}\n\n")
    #expect(chunks[2] == "event: graphics\ndata: {\"lower_third\":null}\n\n")
  }

  @Test("POST /api/actions with the token puts the lower third on air with no keeper running; GET lists it")
  func throughTheActionEndpoint() async throws {
    let state = ScratchDirectory()
    let routes = ServeRoutes(
      feed: try GameFeed(directory: state.state), token: ServeRoutesTests.token,
      catalog: ServeRoutesTests.catalog)
    try await Application(router: routes.router()).test(.router) { client in
      let body = ByteBuffer(string: #"{"action": "lower-third show \"Ann Smith\" \"Umpire\""}"#)
      try await client.execute(
        uri: "/api/actions", method: .post,
        headers: [.authorization: "Bearer \(ServeRoutesTests.token.value)"], body: body
      ) { response in
        #expect(response.status == .ok)
        #expect(String(buffer: response.body) == "lower third on air: Ann Smith, Umpire\n")
      }
      try await client.execute(uri: "/api/actions", method: .post, body: body) { response in
        #expect(response.status == .unauthorized, "graphics need the token too")
      }
      try await client.execute(uri: "/api/actions", method: .get) { response in
        #expect(String(buffer: response.body).contains("lower-third show TITLE TEXT"))
      }
    }
    #expect(routes.graphics.onAir.lowerThird == GraphicsFeed.LowerThird(title: "Ann Smith", text: "Umpire"))
  }
}
