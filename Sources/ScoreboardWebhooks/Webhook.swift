/// One receiver of the match's events: `--webhook URL` (every event) or
/// `--webhook EVENTS=URL` (only the events named, comma-separated: `game_won,match_won=http://…`).
///
/// ```swift
/// let hook = try Webhook(parsing: "match_won=http://127.0.0.1:9000/hook", eventNames: names)
/// hook.takes("match_won")  // true
/// ```
public struct Webhook: Hashable, Sendable {
  /// The argument as given: the webhook's name in the delivery cursor and in what is said of it.
  public let argument: String
  /// The URL the events are POSTed to.
  public let url: String
  /// The host to connect to.
  public let host: String
  /// The port to connect to.
  public let port: Int
  /// The path (and query) POSTed to.
  public let path: String
  /// The event names taken, or `nil` for every event.
  public let events: Set<String>?

  /// The webhook `argument` names. Throws a one-line ``WebhookError`` for a URL that is not
  /// `http://HOST[:PORT]/PATH` or an event name not among `eventNames`.
  public init(parsing argument: String, eventNames: Set<String>) throws(WebhookError) {
    self.argument = argument
    var url = Substring(argument)
    var events: Set<String>?
    if !url.hasPrefix("http://"), !url.hasPrefix("https://"), let equals = url.firstIndex(of: "=") {
      let names = url[..<equals].split(separator: ",").map(String.init)
      let unknown = names.filter { !eventNames.contains($0) }
      guard unknown.isEmpty, !names.isEmpty else {
        throw WebhookError(
          "--webhook \(argument): \(unknown.first.map { "no event is called \($0)" } ?? "no event named before =") (see log --events)"
        )
      }
      events = Set(names)
      url = url[url.index(after: equals)...]
    }
    self.events = events
    self.url = String(url)
    if url.hasPrefix("https://") {
      throw WebhookError(
        "--webhook \(argument): https is not spoken yet; give an http:// receiver (a local relay for TLS)")
    }
    guard url.hasPrefix("http://") else {
      throw WebhookError("--webhook \(argument): give an http://HOST[:PORT]/PATH address")
    }
    var rest = url.dropFirst("http://".count)
    let slash = rest.firstIndex(of: "/") ?? rest.endIndex
    path = slash == rest.endIndex ? "/" : String(rest[slash...])
    rest = rest[..<slash]
    let (host, port) = try Self.hostAndPort(rest, argument: argument)
    self.host = host
    self.port = port
  }

  /// Whether the webhook takes events named `name`.
  public func takes(_ name: String) -> Bool {
    events?.contains(name) ?? true
  }

  /// `HOST`, `HOST:PORT` or `[V6]:PORT` (port 80 when none is given).
  private static func hostAndPort(_ text: Substring, argument: String) throws(WebhookError) -> (String, Int) {
    var host = text
    var port = 80
    if let colon = text.lastIndex(of: ":"), !text[colon...].contains("]") {
      guard let number = Int(text[text.index(after: colon)...]), (1...65535).contains(number) else {
        throw WebhookError("--webhook \(argument): the port is not a number from 1 to 65535")
      }
      port = number
      host = text[..<colon]
    }
    if host.hasPrefix("["), host.hasSuffix("]") { host = host.dropFirst().dropLast() }
    guard !host.isEmpty else { throw WebhookError("--webhook \(argument): the address has no host") }
    return (String(host), port)
  }
}

/// What went wrong with a webhook, in one line.
public struct WebhookError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line.
  public let description: String

  /// The error that says `description`.
  public init(_ description: String) {
    self.description = description
  }
}
