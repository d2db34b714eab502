/// Reads a `text/event-stream` body as a browser does, however its bytes are split: lines end
/// with `\n`, `\r\n` or `\r`; `id:`, `event:` and `data:` fields gather until a blank line ends
/// the event; comments and `retry:` are skipped; an event without data is dropped.
///
/// ```swift
/// var parser = EventStreamParser()
/// parser.feed(Array("id: 7\ndata: {}\n\n".utf8))  // [ServerSentEvent(id: "7", data: "{}")]
/// ```
public struct EventStreamParser: Sendable {
  private var pending: [UInt8] = []
  private var id: String?
  private var name: String?
  private var data: [String] = []
  private var afterCarriageReturn = false

  /// The id of the last event received, for `Last-Event-ID` on reconnecting.
  public private(set) var lastEventID: String?

  /// A parser at the start of a stream.
  public init() {}

  /// Reads `bytes`, the next part of the stream, and returns the events they complete.
  public mutating func feed(_ bytes: [UInt8]) -> [ServerSentEvent] {
    var events: [ServerSentEvent] = []
    for byte in bytes {
      if afterCarriageReturn && byte == UInt8(ascii: "\n") {
        afterCarriageReturn = false
        continue
      }
      afterCarriageReturn = byte == UInt8(ascii: "\r")
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        if let event = endLine() { events.append(event) }
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
    case "data": data.append(String(value))
    default: break
    }
    return nil
  }

  private mutating func dispatch() -> ServerSentEvent? {
    defer {
      name = nil
      data.removeAll()
    }
    if let id { lastEventID = id }
    guard !data.isEmpty else { return nil }
    return ServerSentEvent(id: id, name: name, data: data.joined(separator: "\n"))
  }
}
