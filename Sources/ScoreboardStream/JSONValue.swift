import FoundationEssentials

/// A JSON value of any shape, for the parts of a protocol's messages whose shape varies.
public enum JSONValue: Codable, Equatable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByDictionaryLiteral
{
  /// A string.
  case string(String)
  /// A number.
  case number(Double)
  /// `true` or `false`.
  case bool(Bool)
  /// An object.
  case object([String: JSONValue])
  /// An array.
  case array([JSONValue])
  /// `null`.
  case null

  /// A string value.
  public init(stringLiteral value: String) { self = .string(value) }
  /// A number value.
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  /// An object value.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements) { first, _ in first })
  }

  /// Reads any JSON value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Writes the value as JSON.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let value): try container.encode(value)
    case .number(let value):
      if value == value.rounded(), abs(value) < 1e15 {
        try container.encode(Int64(value))
      } else {
        try container.encode(value)
      }
    case .bool(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .null: try container.encodeNil()
    }
  }

  /// The string, when the value is one.
  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The object, when the value is one.
  public var object: [String: JSONValue]? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// The Boolean, when the value is one.
  public var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The value read as a `T`, or `nil` when it is not one.
  public func decoded<T: Decodable>(as type: T.Type) -> T? {
    guard let data = try? JSONEncoder().encode(self) else { return nil }
    return try? JSONDecoder().decode(T.self, from: data)
  }
}
