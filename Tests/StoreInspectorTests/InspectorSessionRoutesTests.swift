import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import StoreInspector
import StoreInspectorServer
import Testing

@Suite("the inspector's routes: export and import of a session")
struct InspectorSessionRoutesTests {
  /// `GET /inspector/session`'s body.
  private static func exported(from shelf: InspectedShelf) async throws -> ByteBuffer {
    try await shelf.withRoutes { client in
      try await client.execute(uri: "/inspector/session", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "application/octet-stream")
        return response.body
      }
    }
  }

  /// Where each frame of a session file starts, read from the frames' headers as FrameFormat lays them
  /// out: 12 bytes, the payload's length little-endian at bytes 4 to 7.
  private static func frameStarts(_ file: [UInt8]) -> [Int] {
    var starts: [Int] = []
    var offset = 0
    while offset + 12 <= file.count {
      starts.append(offset)
      let length = (4..<8).reduce(0) { $0 | Int(file[offset + $1]) << (8 * ($1 - 4)) }
      offset += 12 + length
    }
    return starts
  }

  @Test("export then import: the imported session lists the same steps, actions and states as the live one")
  func roundTrip() async throws {
    let shelf = InspectedShelf(capacity: 4)
    shelf.dispatch(InspectedShelf.fiveActions)
    let file = try await Self.exported(from: shelf)
    try await shelf.withRoutes { client in
      try await client.execute(uri: "/inspector/session", method: .get) { response in
        #expect(response.headers[.contentDisposition] == "attachment; filename=\"session-2-5.inspector\"")
      }
      let imported = try await client.execute(uri: "/inspector/session", method: .post, body: file) {
        response in
        #expect(response.status == .ok)
        return try response.decoded(as: ImportAnswer.self)
      }
      #expect(imported.steps == 4)
      #expect(imported.session.hasPrefix("imported-"))
      let live = try await client.execute(uri: "/inspector/steps", method: .get) {
        try $0.decoded(as: ListAnswer.self)
      }
      let again = try await client.execute(uri: "/inspector/steps?session=\(imported.session)", method: .get)
      {
        try $0.decoded(as: ListAnswer.self)
      }
      #expect(again.session == imported.session)
      #expect(again.steps == live.steps)
      #expect(again.steps.map(\.step) == [2, 3, 4, 5])
      #expect((again.oldest, again.latest) == (2, 5))
      for step in 2...5 {
        let liveDetail = try await client.execute(uri: "/inspector/steps/\(step)", method: .get) {
          try $0.decoded(as: DetailAnswer.self)
        }
        let importedDetail = try await client.execute(
          uri: "/inspector/steps/\(step)?session=\(imported.session)", method: .get
        ) { try $0.decoded(as: DetailAnswer.self) }
        #expect(importedDetail == liveDetail, "step \(step)")
      }
      let stepTwo = try await client.execute(
        uri: "/inspector/steps/2?session=\(imported.session)", method: .get
      ) { try $0.decoded(as: DetailAnswer.self) }
      #expect(stepTwo.state == shelfTree(items: ["apples", "pears"]))
      #expect(stepTwo.changed == ["$.count", "$.items[1]"], "against the exported initial state, step 1's")
    }
  }

  @Test("an imported session is only read: no preview, no rewind; an unknown session id is 404")
  func importedIsReadOnly() async throws {
    let shelf = InspectedShelf()
    shelf.dispatch(InspectedShelf.fiveActions)
    let file = try await Self.exported(from: shelf)
    let controls = InspectorControls<Shelf, ShelfAction>(
      preview: { _ in }, rewind: { _ in }, isAuthorized: { _ in true })
    try await shelf.withRoutes(controls: controls) { client in
      let imported = try await client.execute(uri: "/inspector/session", method: .post, body: file) {
        try $0.decoded(as: ImportAnswer.self)
      }
      try await client.execute(uri: "/inspector/steps?session=\(imported.session)", method: .get) {
        response in
        let list = try response.decoded(as: ListAnswer.self)
        #expect(!list.canPreview && !list.canRewind)
      }
      try await client.execute(uri: "/inspector/steps?session=imported-nothing", method: .get) { response in
        #expect(response.status == .notFound)
        #expect(response.text == "no imported session imported-nothing: import it again\n")
      }
    }
  }

  @Test("a session of another schema is refused 422, in one line naming both schemas")
  func otherSchema() async throws {
    let recorder = InspectedShelf()
    recorder.dispatch(InspectedShelf.fiveActions)
    let file = try await Self.exported(from: recorder)
    let reader = InspectedShelf(schema: InspectorSchema(state: "shelf 2", action: "shelf-action 1"))
    try await reader.withRoutes { client in
      try await client.execute(uri: "/inspector/session", method: .post, body: file) { response in
        #expect(response.status == .unprocessableContent)
        #expect(
          response.text
            == "the session was recorded with state schema shelf 1 and action schema shelf-action 1; "
            + "this program reads state shelf 2 and action shelf-action 1\n")
      }
    }
  }

  @Test(
    "a damaged session file is refused 422 saying where; one cut short too; a file not a session, as such")
  func damaged() async throws {
    let shelf = InspectedShelf()
    shelf.dispatch(InspectedShelf.fiveActions)
    let file = Array(try await Self.exported(from: shelf).readableBytesView)
    let starts = Self.frameStarts(file)
    #expect(starts.count == 6, "a header and five steps")
    var flipped = file
    flipped[starts[2] + 20] ^= 0x20
    let cut = Array(file.dropLast(3))
    let cases: [(String, [UInt8], String)] = [
      ("a byte changed in step 2", flipped, "the session file is damaged at byte \(starts[2])\n"),
      ("the last frame cut short", cut, "the session file is damaged at byte \(starts[5])\n"),
      (
        "a text file", Array("hello\n".utf8),
        "not an inspector session: the file does not start with a StoreInspector session header\n"
      ),
    ]
    try await shelf.withRoutes { client in
      for (what, bytes, line) in cases {
        try await client.execute(uri: "/inspector/session", method: .post, body: ByteBuffer(bytes: bytes)) {
          response in
          #expect(response.status == .unprocessableContent, "\(what)")
          #expect(response.text == line, "\(what)")
        }
      }
    }
  }
}
