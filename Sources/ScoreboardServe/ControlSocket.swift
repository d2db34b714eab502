import Dispatch
import FoundationEssentials
import Scoreboard
import ScoreboardPersistence
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The local way from `serve` to the keeper: a Unix-domain socket, `control.sock` in the state
/// directory (mode 0600, in a directory of mode 0700), on which the keeper takes one action name
/// per connection (`home +1\n`), optionally followed by a tab and the action's idempotency key
/// (`home +1\tA7F3\n`), and answers one ``ControlReply`` line.
///
/// The keeper listens with ``ControlListener``; `serve` sends with ``send(_:to:timeout:)``.
public enum ControlSocket {
  /// The longest action line taken, in bytes.
  public static let maximumLineLength = 256

  /// The socket's path in `directory`.
  public static func path(in directory: StateDirectory) -> String {
    directory.url.appendingPathComponent("control.sock").path
  }

  /// Why an action could not be handed to the keeper.
  public enum SendFailure: Error, Equatable, Sendable {
    /// No keeper is listening (no socket, or nobody accepts on it).
    case noKeeper
    /// The keeper did not answer in time.
    case noAnswer
    /// Anything else, said in one line.
    case failed(String)
  }

  /// The line that asks for `action`, with its idempotency key `id` if given (without the `\n`).
  public static func line(action: String, id: String?) -> String {
    id.map { "\(action)\t\($0)" } ?? action
  }

  /// The action and the idempotency key a line (without its `\n`) asks for.
  public static func request(inLine line: String) -> (action: String, id: String?) {
    guard let tab = line.firstIndex(of: "\t") else { return (line, nil) }
    return (String(line[..<tab]), String(line[line.index(after: tab)...]))
  }

  /// Sends `action` (with its idempotency key `id`, if any) to the keeper of `directory` and
  /// waits at most `timeout` for its reply. Blocks the calling thread: call it off any event loop.
  public static func send(
    _ action: String, id: String? = nil, to directory: StateDirectory, timeout: Duration = .seconds(3)
  ) -> Result<ControlReply, SendFailure> {
    let path = path(in: directory)
    guard let address = UnixSocketAddress(path: path) else {
      return .failure(.failed("the path \(path) is too long for a socket"))
    }
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { return .failure(.failed("socket: \(String(cString: strerror(errno)))")) }
    defer { close(descriptor) }
    setTimeouts(descriptor, milliseconds: Int(timeout / .milliseconds(1)))
    let connected = address.withSocketAddress { connect(descriptor, $0, $1) }
    guard connected == 0 else {
      if errno == ENOENT || errno == ECONNREFUSED { return .failure(.noKeeper) }
      return .failure(.failed("connect: \(String(cString: strerror(errno)))"))
    }
    guard writeAll(line(action: action, id: id) + "\n", to: descriptor) else { return .failure(.noAnswer) }
    guard let line = readLine(from: descriptor, limit: maximumLineLength * 4) else {
      return .failure(.noAnswer)
    }
    guard let reply = ControlReply(line: line) else { return .failure(.failed("unexpected answer: \(line)")) }
    return .success(reply)
  }
}

/// The keeper's side of the ``ControlSocket``: listens on it, and hands each action line to a
/// handler on a queue of its own, never on the keeper's event loop.
///
/// The handler runs on the listener's queue and may wait there (for the event loop to apply the
/// action, say); connections are taken one at a time, each given at most a second to send its
/// line, so a slow or silent client can delay other clients but never the keeper.
///
/// ```swift
/// let listener = try ControlListener(path: ControlSocket.path(in: directory)) { action in
///   // post the action to the event loop, wait for it, and say what it did
///   .done("home +1")
/// }
/// // ... at the end: listener.stop()
/// ```
public final class ControlListener: Sendable {
  /// The socket's path.
  public let path: String
  private let descriptor: Int32
  private let source: Mutex<(any DispatchSourceRead)?>
  private let handler: @Sendable (String) -> ControlReply

  /// Listens on `path`, replacing a socket left there by a keeper that died (the caller holds
  /// the state directory's lock, so no other keeper can be using it).
  public init(path: String, handler: @escaping @Sendable (String) -> ControlReply) throws(ServeError) {
    guard let address = UnixSocketAddress(path: path) else {
      throw .controlSocket(path: path, reason: "the path is too long for a socket")
    }
    let descriptor = socket(
      AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
    guard descriptor >= 0 else {
      throw .controlSocket(path: path, reason: String(cString: strerror(errno)))
    }
    unlink(path)
    // Created 0600 from the start: with the usual umask, bind would make it 0755 until a chmod.
    let previousMask = umask(0o177)
    let bound = address.withSocketAddress { bind(descriptor, $0, $1) }
    umask(previousMask)
    guard bound == 0, chmod(path, 0o600) == 0, listen(descriptor, 16) == 0 else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw .controlSocket(path: path, reason: reason)
    }
    self.path = path
    self.descriptor = descriptor
    self.handler = handler
    let queue = DispatchQueue(label: "scoreboard-tui.control")
    let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
    source.setEventHandler { [descriptor, handler] in Self.acceptAll(on: descriptor, handler: handler) }
    source.setCancelHandler { [descriptor] in close(descriptor) }
    source.resume()
    self.source = Mutex(source)
  }

  /// Stops listening and removes the socket.
  public func stop() {
    guard
      let running = source.withLock({ source in
        defer { source = nil }
        return source
      })
    else { return }
    running.cancel()
    unlink(path)
  }

  deinit {
    stop()
  }

  private static func acceptAll(on listening: Int32, handler: @Sendable (String) -> ControlReply) {
    while true {
      let connection = accept(listening, nil, nil)
      if connection < 0 && errno == EINTR { continue }
      guard connection >= 0 else { return }
      _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
      setTimeouts(connection, milliseconds: 1000)
      if let line = readLine(from: connection, limit: ControlSocket.maximumLineLength) {
        writeAll(handler(line).line, to: connection)
      }
      close(connection)
    }
  }
}

/// Where `POST /api/actions` hands a command it took: the keeper's control socket (`serve`), or
/// the keeper's own program when the server runs inside it (`play --serve`).
public struct ActionDelivery: Sendable {
  /// Hands a command and its idempotency key (if any) over and waits for the answer.
  public var handOver:
    @Sendable (_ command: GameCommand, _ id: String?) async -> Result<ControlReply, ControlSocket.SendFailure>

  /// A delivery by `handOver`.
  public init(
    _ handOver:
      @escaping @Sendable (_ command: GameCommand, _ id: String?) async -> Result<
        ControlReply, ControlSocket.SendFailure
      >
  ) {
    self.handOver = handOver
  }

  /// Hands `command`, with its idempotency key `id` if any, over and waits for the answer.
  public func deliver(_ command: GameCommand, id: String? = nil) async -> Result<
    ControlReply, ControlSocket.SendFailure
  > {
    await handOver(command, id)
  }

  /// Through the control socket of `directory`, waiting at most `timeout` for the keeper; on a
  /// thread of its own, since the socket calls block, which Swift's cooperative threads and the
  /// server's event loops must not.
  /// The command goes over the wire by its standard name (``GameCommand/actionName``).
  public static func controlSocket(of directory: StateDirectory, timeout: Duration) -> ActionDelivery {
    ActionDelivery { command, id in
      await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          continuation.resume(
            returning: ControlSocket.send(command.actionName, id: id, to: directory, timeout: timeout))
        }
      }
    }
  }
}
