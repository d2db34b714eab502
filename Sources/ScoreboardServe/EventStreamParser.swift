/// Reads a `text/event-stream` body as a browser does, however its bytes are split: lines end
/// with `\n`, `\r\n` or `\r`; `id:`, `event:` and `data:` fields gather until a blank line ends
/// the event; comments and `retry:` are skipped; an event without data is dropped.
///
/// A line or an event longer than its ``Limits`` stops the reading: ``overflow`` says which,
/// and everything after it is ignored (a hostile server's endless line never grows the memory).
///
/// ```swift
/// var parser = EventStreamParser()
/// parser.feed(Array("id: 7\ndata: {}\n\n".utf8))  // [ServerSentEvent(id: "7", data: "{}")]
/// ```
public struct EventStreamParser: Sendable {
  /// The longest line and the largest event read, in bytes.
  public struct Limits: Equatable, Sendable {
    /// The longest line (a field with its value), without its line end.
    public var maximumLine: Int
    /// The largest event: its data lines together.
    public var maximumEvent: Int

    /// Limits from their parts. The defaults hold a start event with the whole timeline of a
    /// long match (`/events?timeline=1`: 1.87 MB, in one line, for 2,000 points of the generic
    /// sport), and bound what a hostile server can make the client keep.
    public init(maximumLine: Int = 64 << 20, maximumEvent: Int = 64 << 20) {
      self.maximumLine = maximumLine
      self.maximumEvent = maximumEvent
    }
  }

  /// A line or an event longer than the parser's ``Limits``.
  public enum Overflow: Equatable, Sendable, CustomStringConvertible {
    /// A line longer than `limit` bytes.
    case line(limit: Int)
    /// An event larger than `limit` bytes.
    case event(limit: Int)

    /// Says what was too long, in one line.
    public var description: String {
      switch self {
      case .line(let limit): "the server sent a line longer than \(limit) bytes"
      case .event(let limit): "the server sent an event larger than \(limit) bytes"
      }
    }
  }

  /// The limits this parser reads within.
  public let limits: Limits
  private var pending: [UInt8] = []
  private var id: String?
  private var name: String?
  private var data: [String] = []
  private var dataSize = 0
  private var afterCarriageReturn = false

  /// The id of the last event received, for `Last-Event-ID` on reconnecting.
  public private(set) var lastEventID: String?
  /// What was too long, once something was: the stream is not read any further.
  public private(set) var overflow: Overflow?

  /// A parser at the start of a stream, reading within `limits`.
  public init(limits: Limits = Limits()) {
    self.limits = limits
  }

  /// Forgets a stream cut off midway (a part line, a part event, an overflow) for the start of
  /// the next one, keeping ``lastEventID`` to resume from.
  public mutating func startNewStream() {
    pending.removeAll()
    id = nil
    name = nil
    data.removeAll()
    dataSize = 0
    afterCarriageReturn = false
    overflow = nil
  }

  /// Reads `bytes`, the next part of the stream, and returns the events they complete; after an
  /// ``overflow``, nothing more.
  public mutating func feed(_ bytes: [UInt8]) -> [ServerSentEvent] {
    var events: [ServerSentEvent] = []
    for byte in bytes {
      guard overflow == nil else { break }
      if afterCarriageReturn && byte == UInt8(ascii: "\n") {
        afterCarriageReturn = false
        continue
      }
      afterCarriageReturn = byte == UInt8(ascii: "\r")
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        if let event = endLine() { events.append(event) }
      } else if pending.count >= limits.maximumLine {
        overflow = .line(limit: limits.maximumLine)
        pending.removeAll()
      } else {
        pending.append(byte)
      }
    }
    return events
  }

  private mutating func endLine() -> ServerSentEvent? {
    let line = String(decoding: pending, as: UTF8.self)
    pending.removeAll(keepingCapacity: true)
    guard !line.isEmpty else { return dispatch() }
    if line.hasPrefix(":") { return nil }
    let field: Substring
    var value: Substring
    if let colon = line.firstIndex(of: ":") {
      field = line[..<colon]
      value = line[line.index(after: colon)...]
      if value.first == " " { value = value.dropFirst() }
    } else {
      field = Substring(line)
      value = ""
    }
    switch field {
    case "id": id = String(value)
    case "event": name = String(value)
    case "data":
      dataSize += value.utf8.count + 1
      guard dataSize <= limits.maximumEvent + 1 else {
        overflow = .event(limit: limits.maximumEvent)
        data.removeAll()
        return nil
      }
      data.append(String(value))
    default: break
    }
    return nil
  }

  private mutating func dispatch() -> ServerSentEvent? {
    defer {
      name = nil
      data.removeAll()
      dataSize = 0
    }
    if let id { lastEventID = id }
    guard !data.isEmpty else { return nil }
    return ServerSentEvent(id: id, name: name, data: data.joined(separator: "\n"))
  }
}
