import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `scoreboard-tui serve` under test: run in its own tmux pane, talked to over HTTP with curl.
struct ServeSession {
  /// The pane running serve.
  let tmux: TmuxSession
  /// `http://127.0.0.1:PORT`.
  let base: String

  /// Starts serve on the state directory `state`, on `port` (0: one the system chooses), and
  /// waits until it listens. With `restartsWhenEnded`, the pane starts it again whenever it ends.
  static func start(
    state: String, port: Int = 0, restartsWhenEnded: Bool = false, options: [String] = []
  ) async throws -> ServeSession {
    let tmux = try TmuxSession(
      arguments: ["serve", "--state-dir", state, "--listen", "127.0.0.1:\(port)"] + options,
      width: 200,
      commandPrefix: restartsWhenEnded ? "sh -c 'while :; do \"$0\" \"$@\"; sleep 0.2; done'" : "")
    let screen = try await tmux.waitFor(text: "serving ")
    guard let range = screen.range(of: #"http://127\.0\.0\.1:[0-9]+"#, options: .regularExpression) else {
      throw HarnessError(message: "serve did not say where it listens", screen: screen)
    }
    return ServeSession(tmux: tmux, base: String(screen[range]))
  }

  /// A port nobody listens on now.
  static func freePort() throws -> Int {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(descriptor, address, length) == 0 && getsockname(descriptor, address, &length) == 0
      }
    }
    guard bound else { throw HarnessError(message: "cannot find a free port") }
    return Int(UInt16(bigEndian: address.sin_port))
  }

  /// A response: its status and body.
  struct Response {
    var status: Int
    var body: String
  }

  /// Sends a request with curl and returns the response.
  func request(
    _ path: String, method: String = "GET", headers: [String] = [], body: String? = nil
  ) throws -> Response {
    var arguments = ["-s", "-X", method, "-w", "\n%{http_code}", "--max-time", "10"]
    for header in headers { arguments += ["-H", header] }
    if let body { arguments += ["--data-binary", body] }
    let result = try CommandRunner.run(Self.curl, arguments + [base + path])
    var lines = result.standardOutput.components(separatedBy: "\n")
    let status = Int(lines.removeLast()) ?? 0
    return Response(status: status, body: lines.joined(separator: "\n"))
  }

  /// The raw event stream of `/events` for `seconds` (curl ends it then).
  func events(for seconds: Double, lastEventID: String? = nil) throws -> String {
    try Self.events(base: base, for: seconds, lastEventID: lastEventID)
  }

  /// The raw event stream of `base`'s `/events` for `seconds`; also written to `file` as it
  /// arrives, when given, so a test can see the stream has started.
  static func events(
    base: String, for seconds: Double, lastEventID: String? = nil, file: String? = nil
  ) throws -> String {
    var arguments = ["-s", "-N", "--max-time", String(seconds)]
    if let lastEventID { arguments += ["-H", "Last-Event-ID: \(lastEventID)"] }
    guard let file else {
      return try CommandRunner.run(Self.curl, arguments + [base + "/events"]).standardOutput
    }
    _ = try CommandRunner.run(Self.curl, arguments + ["-o", file, base + "/events"])
    return (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
  }

  static var curl: String {
    CommandRunner.which("curl") ?? "/usr/bin/curl"
  }
}

/// One event of a stream: its id and data (the data lines joined).
struct StreamEvent {
  var id: String?
  var name: String?
  var data: String

  /// The names of the match events (issue 28), which ``all(in:)`` leaves out.
  static let matchEventNames: Set<String> = [
    "point", "game_point", "set_point", "match_point", "break_point", "game_won", "set_won", "match_won",
    "tiebreak", "change_ends", "interval", "timeout", "period_start", "period_end", "goal", "card", "penalty",
    "shootout_kick", "shot_clock_violation", "undo",
  ]

  /// The events in a raw stream, comments, `retry:` and the match events left out.
  static func all(in text: String) -> [StreamEvent] {
    everything(in: text).filter { !matchEventNames.contains($0.name ?? "") }
  }

  /// Every event in a raw stream, the match events included; comments and `retry:` left out.
  static func everything(in text: String) -> [StreamEvent] {
    text.components(separatedBy: "\n\n").compactMap { block in
      var id: String?
      var name: String?
      var data: [String] = []
      for line in block.components(separatedBy: "\n") {
        if line.hasPrefix("id: ") { id = String(line.dropFirst(4)) }
        if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
        if line.hasPrefix("data: ") { data.append(String(line.dropFirst(6))) }
      }
      return data.isEmpty ? nil : StreamEvent(id: id, name: name, data: data.joined(separator: "\n"))
    }
  }

  /// The data as a JSON object; empty when it is not one.
  var json: [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(data.utf8))) as? [String: Any] ?? [:]
  }

  /// The score line of the event's document.
  var scoreLine: String? {
    let json = (try? JSONSerialization.jsonObject(with: Data(data.utf8))) as? [String: Any]
    return (json?["state"] as? [String: Any])?["score_line"] as? String
  }
}
