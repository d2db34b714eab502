import Foundation
import ScoreboardServe
import Testing

@Suite("the action token")
struct ActionTokenTests {
  @Test("made on first use with mode 0600, 64 hex digits, the same one read back afterwards")
  func madeOnce() throws {
    let scratch = ScratchDirectory()
    let directory = scratch.state
    let first = try ActionToken.loadOrCreate(in: directory)
    let path = ActionToken.file(in: directory).path
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    #expect(first.value.count == 64 && first.value.allSatisfy(\.isHexDigit))
    #expect(try ActionToken.loadOrCreate(in: directory) == first)
  }

  @Test("made in a state directory that does not exist yet")
  func makesTheDirectory() throws {
    let scratch = ScratchDirectory()
    let nested = scratch.url.appendingPathComponent("a/b")
    let token = try ActionToken.loadOrCreate(in: .init(url: nested))
    #expect(FileManager.default.fileExists(atPath: nested.appendingPathComponent("serve-token").path))
    #expect(!token.value.isEmpty)
  }

  @Test("only 'Bearer <token>' is accepted: a wrong, missing, empty or partial token is not")
  func accepts() {
    let token = ActionToken(value: "0123456789abcdef0123456789abcdef")
    #expect(token.accepts(authorization: "Bearer 0123456789abcdef0123456789abcdef"))
    #expect(token.accepts(authorization: "bearer 0123456789abcdef0123456789abcdef"))
    #expect(!token.accepts(authorization: nil))
    #expect(!token.accepts(authorization: ""))
    #expect(!token.accepts(authorization: "Bearer "))
    #expect(!token.accepts(authorization: "Bearer 0123456789abcdef"))
    #expect(!token.accepts(authorization: "Bearer 0123456789abcdef0123456789abcdeF"))
    #expect(!token.accepts(authorization: "Basic 0123456789abcdef0123456789abcdef"))
  }

  @Test("a token file others can read is refused, with what to do")
  func refusesReadableByOthers() throws {
    let scratch = ScratchDirectory()
    _ = try ActionToken.loadOrCreate(in: scratch.state)
    chmod(ActionToken.file(in: scratch.state).path, 0o644)
    #expect(throws: ServeError.self) { try ActionToken.loadOrCreate(in: scratch.state) }
  }
}
