/// One Server-Sent Event as the wire carries it (the `text/event-stream` format of the HTML
/// standard): `id:`, `event:` and one `data:` line per line of the data, then a blank line.
///
/// ```swift
/// ServerSentEvent(id: "42", name: "state", data: "{\n  \"a\": 1\n}").text
/// // "id: 42\nevent: state\ndata: {\ndata:   \"a\": 1\ndata: }\n\n"
/// ```
public struct ServerSentEvent: Equatable, Sendable {
  /// The event's id, which a reconnecting browser sends back as `Last-Event-ID`; `nil` for none.
  public var id: String?
  /// The event's name (`event:`); `nil` for the default, `message`.
  public var name: String?
  /// The data; a browser joins its lines back with `\n`, so it receives exactly this text.
  public var data: String

  /// An event from its parts.
  public init(id: String? = nil, name: String? = nil, data: String) {
    self.id = id
    self.name = name
    self.data = data
  }

  /// The event on the wire. Line breaks in the id or name, which would end the field, become
  /// spaces; a `\r\n` or `\r` in the data is a line break too.
  public var text: String {
    var text = ""
    if let id { text += "id: \(Self.oneLine(id))\n" }
    if let name { text += "event: \(Self.oneLine(name))\n" }
    let lines = data.replacing("\r\n", with: "\n").split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" })
    for line in lines { text += "data: \(line)\n" }
    return text + "\n"
  }

  /// A comment line: ignored by browsers, it keeps the connection (and its proxies) alive.
  public static func comment(_ text: String) -> String {
    ": \(oneLine(text))\n\n"
  }

  /// How long a browser waits before reconnecting after the stream broke, in milliseconds.
  public static func retry(milliseconds: Int) -> String {
    "retry: \(milliseconds)\n\n"
  }

  private static func oneLine(_ text: String) -> String {
    String(text.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
  }
}
