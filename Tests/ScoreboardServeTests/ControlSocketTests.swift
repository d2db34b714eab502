import Foundation
import ScoreboardServe
import Synchronization
import Testing

@Suite("the control socket")
struct ControlSocketTests {
  @Test("an action line reaches the listener and its reply comes back")
  func roundTrip() throws {
    let scratch = ScratchDirectory()
    let received = Mutex<[String]>([])
    let listener = try ControlListener(path: ControlSocket.path(in: scratch.state)) { line in
      received.withLock { $0.append(line) }
      return line == "home +1" ? .done("Home 1 : 0 Away") : .refused("unknown")
    }
    defer { listener.stop() }
    #expect(ControlSocket.send("home +1", to: scratch.state) == .success(.done("Home 1 : 0 Away")))
    #expect(ControlSocket.send("fly", to: scratch.state) == .success(.refused("unknown")))
    #expect(received.withLock { $0 } == ["home +1", "fly"])
  }

  @Test("the socket is private (0600) and gone after stop")
  func privateAndRemoved() throws {
    let scratch = ScratchDirectory()
    let path = ControlSocket.path(in: scratch.state)
    let listener = try ControlListener(path: path) { _ in .done("") }
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    listener.stop()
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("no keeper: no socket, or a socket left by one that died, both say so")
  func noKeeper() throws {
    let scratch = ScratchDirectory()
    #expect(ControlSocket.send("home +1", to: scratch.state) == .failure(.noKeeper))
    let path = ControlSocket.path(in: scratch.state)
    let stale = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      raw.copyBytes(from: Array(path.utf8) + [0])
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(stale, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    #expect(bound == 0)
    close(stale)
    #expect(ControlSocket.send("home +1", to: scratch.state) == .failure(.noKeeper))
  }

  @Test("a new listener replaces a socket left by a keeper that died")
  func replacesStaleSocket() throws {
    let scratch = ScratchDirectory()
    let path = ControlSocket.path(in: scratch.state)
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    let listener = try ControlListener(path: path) { _ in .done("ok") }
    defer { listener.stop() }
    #expect(ControlSocket.send("undo", to: scratch.state) == .success(.done("ok")))
  }

  @Test("replies read back from their lines")
  func replyLines() {
    #expect(ControlReply(line: "ok Home 1 : 0 Away") == .done("Home 1 : 0 Away"))
    #expect(ControlReply(line: "refused no clock") == .refused("no clock"))
    #expect(ControlReply(line: "what") == nil)
    #expect(ControlReply.refused("a\nb").line == "refused a b\n")
  }
}
