import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension EndToEnd {
  /// Issue 25: nothing from outside the keeper (a client that hangs up, a strange state directory)
  /// may kill it, hang it or leave the terminal broken.
  @Suite("hostile outside")
  struct HostileOutsideTests {
    @Test("issue 25 item 1: a control.sock client that hangs up before the reply leaves the keeper alive")
    func controlClientHangsUp() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-hangup")
      let keeper = try await TmuxSession.startScoreboard(arguments: ["--state-dir", state.url.path])
      let socketPath = state.url.appendingPathComponent("control.sock").path
      try await keeper.waitUntil("the keeper listens on control.sock") { _ in
        HangUpClient.canConnect(to: socketPath)
      }
      try HangUpClient.send("home +1", to: socketPath)
      try await keeper.waitForScore("Home 1 : 0 Away")
      try HangUpClient.send("away +1", to: socketPath)
      try await keeper.waitForScore("Home 1 : 1 Away")
      try keeper.type("h")
      try await keeper.waitForScore("Home 2 : 1 Away")
      #expect(try keeper.appProcessID() != nil)
      let exit = try await keeper.quit()
      #expect(exit.status == 0, "\(exit)")
      #expect(exit.terminalRestored, "\(exit)")
    }

    /// The keeper run as `nobody`, for whom a root-owned directory of mode 0755 is read-only.
    static let asNobody = "setpriv --reuid=65534 --regid=65534 --clear-groups"

    @Test("issue 25 item 9: a read-only state directory without a lock file still refuses a second keeper")
    func readOnlyDirectoryOneKeeper() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-readonly")
      try #require(
        chmod(state.url.path, 0o755) == 0 && getuid() == 0, "needs root, to run the keeper as nobody")
      let arguments = ["--state-dir", state.url.path]
      let first = try TmuxSession(arguments: arguments, commandPrefix: Self.asNobody)
      try await first.waitForScore("Home 0 : 0 Away")
      #expect(!FileManager.default.fileExists(atPath: state.url.appendingPathComponent("lock").path))
      let second = try TmuxSession(arguments: arguments, commandPrefix: Self.asNobody)
      let screen = try await second.waitUntil("the second keeper ends") {
        TmuxSession.exitStatus(in: $0) != nil
      }
      #expect(TmuxSession.exitStatus(in: screen) != 0, "\(screen)")
      #expect(try second.screen(joinWrapped: true).contains("already running"), "\(screen)")
      try first.type("h")
      try await first.waitForScore("Home 1 : 0 Away")
      let exit = try await first.quit()
      #expect(exit.terminalRestored, "\(exit)")
    }

    @Test(
      "issue 25 item 9: a state directory that is a link to a folder the keeper cannot write is refused at start"
    )
    func linkToReadOnlyDirectory() async throws {
      let scratch = try TemporaryDirectory(prefix: "e2e-readonly-link")
      let target = scratch.url.appendingPathComponent("target")
      let link = scratch.url.appendingPathComponent("state")
      try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
      try #require(chmod(scratch.url.path, 0o755) == 0 && chmod(target.path, 0o755) == 0 && getuid() == 0)
      try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
      let keeper = try TmuxSession(arguments: ["--state-dir", link.path], commandPrefix: Self.asNobody)
      let screen = try await keeper.waitUntil("the keeper ends") { TmuxSession.exitStatus(in: $0) != nil }
      #expect(TmuxSession.exitStatus(in: screen) == 2, "\(screen)")
      let joined = try keeper.screen(joinWrapped: true)
      #expect(joined.contains("it is a link to \(target.path), which this user cannot write"), "\(joined)")
    }

    @Test(
      "issue 25 item 10: a journal that is a FIFO: serve and status say so in one line and exit 2, no hang")
    func fifoJournal() throws {
      let state = try TemporaryDirectory(prefix: "e2e-fifo")
      let journal = state.url.appendingPathComponent("journal").path
      try #require(mkfifo(journal, 0o600) == 0)
      for command in [["serve", "--listen", "127.0.0.1:0"], ["status"]] {
        // `timeout` ends a hang with 124: the failure this test is for.
        let result = try CommandRunner.run(
          "/usr/bin/timeout", ["20", AppBinary.path] + command + ["--state-dir", state.url.path])
        let lines = result.standardError.split(whereSeparator: \.isNewline)
        #expect(result.status == 2 && !result.endedBySignal, "\(command): \(result)")
        #expect(lines.count == 1, "\(command): \(result.standardError)")
        #expect(
          lines.first?.contains("\(journal): it is not a regular file") == true, "\(result.standardError)")
      }
    }

    @Test("issue 25 item 11: status on a directory of garbage says there is no saved game, exit 3")
    func garbageDirectory() throws {
      let state = try TemporaryDirectory(prefix: "e2e-garbage")
      for name in ["journal", "snapshot", "snapshot.start"] {
        try Data(repeating: 0xA5, count: 300).write(to: state.url.appendingPathComponent(name))
      }
      let result = try CommandRunner.run(AppBinary.path, ["status", "--state-dir", state.url.path])
      #expect(result.status == 3, "\(result)")
      #expect(result.standardOutput.isEmpty, "\(result)")
      #expect(result.standardError.hasPrefix("scoreboard-tui: no saved game in"), "\(result)")
    }

    @Test("issue 25 item 15: Ctrl-C on serve ends it with no framework noise")
    func serveInterrupted() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-serve-int")
      let serve = try await ServeSession.start(state: state.url.path)
      try serve.tmux.sendSignal(SIGINT)
      let exit = try await serve.tmux.waitForExit()
      let lines = exit.screen.split(whereSeparator: \.isNewline).filter { !$0.hasPrefix("rc=") }
      #expect(lines.count == 1 && lines.first?.hasPrefix("serving ") == true, "\(exit.screen)")
      #expect(!exit.screen.contains("Error"), "\(exit.screen)")
    }

    @Test("issue 25 item 15: a busy port is one line in our words, exit 2")
    func busyPort() async throws {
      let state = try TemporaryDirectory(prefix: "e2e-serve-busy")
      let first = try await ServeSession.start(state: state.url.path)
      let address = String(first.base.dropFirst("http://".count))
      let second = try CommandRunner.run(
        AppBinary.path, ["serve", "--state-dir", state.url.path, "--listen", address])
      #expect(second.status == 2, "\(second)")
      #expect(
        second.standardError
          == "scoreboard-tui: cannot serve on \(address): the port is in use; stop what uses it, or pass another --listen\n",
        "\(second)")
    }

    @Test("issue 25 item 15: an unreachable venue database is one line in our words, exit 2")
    func unreachableDatabase() throws {
      let port = try ServeSession.freePort()
      let result = try CommandRunner.run(
        AppBinary.path,
        ["serve", "--venue", "postgres://keeper@127.0.0.1:\(port)/venue", "--listen", "127.0.0.1:0"])
      #expect(result.status == 2, "\(result)")
      #expect(
        result.standardError
          == "scoreboard-tui: cannot reach the venue database postgres://keeper@127.0.0.1:\(port)/venue: "
          + "nothing answers there (is PostgreSQL running, on that port?)\n", "\(result)")
    }
  }
}

/// A control-socket client that sends one action line and closes at once, without reading the reply.
enum HangUpClient {
  /// Whether something accepts connections on `path` now.
  static func canConnect(to path: String) -> Bool {
    guard let descriptor = try? connected(to: path) else { return false }
    close(descriptor)
    return true
  }

  /// Sends `action` and a newline to the socket at `path`, and hangs up.
  static func send(_ action: String, to path: String) throws {
    let descriptor = try connected(to: path)
    defer { close(descriptor) }
    let line = Array((action + "\n").utf8)
    let sent = line.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    guard sent == line.count else { throw HarnessError(message: "could not send \(action) to \(path)") }
  }

  private static func connected(to path: String) throws -> Int32 {
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw HarnessError(message: "socket failed") }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
      close(descriptor)
      throw HarnessError(message: "socket path too long: \(path)")
    }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      raw.copyBytes(from: bytes)
      raw[bytes.count] = 0
    }
    let result = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard result == 0 else {
      close(descriptor)
      throw HarnessError(message: "cannot connect to \(path)")
    }
    return descriptor
  }
}
