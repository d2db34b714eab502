/// Where `serve` listens: a host (an IPv4 address, `[::1]`-style IPv6, or `localhost`) and a port.
///
/// Parsed from `ADDR:PORT` (`127.0.0.1:8321`, `0.0.0.0:8080`, `[::1]:8321`, `localhost:9000`) or
/// a bare `PORT` (loopback). The default is loopback only: serving to the network is asked for by
/// naming another address.
///
/// ```swift
/// let address = try ListenAddress(parsing: "0.0.0.0:8080")
/// address.isLoopback  // false
/// ```
public struct ListenAddress: Equatable, Sendable, CustomStringConvertible {
  /// The host to bind, without brackets.
  public var host: String
  /// The TCP port (0 asks the system for a free one).
  public var port: Int

  /// The address served when none is given: `127.0.0.1:8321`.
  public static let standard = ListenAddress(host: "127.0.0.1", port: 8321)

  /// An address from its parts.
  public init(host: String, port: Int) {
    self.host = host
    self.port = port
  }

  /// Parses `ADDR:PORT` or `PORT`; throws a ``ServeError/badAddress(_:reason:)`` saying what is wrong.
  public init(parsing text: String) throws(ServeError) {
    let hostPart: Substring
    let portPart: Substring
    if text.hasPrefix("[") {
      guard let close = text.firstIndex(of: "]") else {
        throw .badAddress(text, reason: "an IPv6 address needs its closing ]")
      }
      hostPart = text[text.index(after: text.startIndex)..<close]
      let rest = text[text.index(after: close)...]
      guard rest.first == ":" else { throw .badAddress(text, reason: "expected ADDR:PORT, e.g. [::1]:8321") }
      portPart = rest.dropFirst()
    } else if let colon = text.lastIndex(of: ":") {
      hostPart = text[..<colon]
      portPart = text[text.index(after: colon)...]
    } else {
      hostPart = Substring(Self.standard.host)
      portPart = Substring(text)
    }
    guard let port = Int(portPart), (0...65535).contains(port) else {
      throw .badAddress(text, reason: "the port must be a number from 0 to 65535")
    }
    guard !hostPart.isEmpty, hostPart.allSatisfy({ $0.isLetter || $0.isNumber || ".:-".contains($0) }) else {
      throw .badAddress(text, reason: "expected ADDR:PORT, e.g. 127.0.0.1:8321")
    }
    self.init(host: String(hostPart), port: port)
  }

  /// Whether only this machine can connect: `127.x.x.x`, `::1` or `localhost`.
  public var isLoopback: Bool {
    host == "localhost" || host == "::1" || host.hasPrefix("127.")
  }

  /// `HOST:PORT`, with brackets around an IPv6 host: the form a URL takes.
  public var description: String {
    host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
  }
}
