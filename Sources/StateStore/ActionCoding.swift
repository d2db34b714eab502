import FoundationEssentials

/// How an ``ActionRecorder`` turns its actions into frame payloads and back. JSON by default,
/// readable and good for any `Codable` action; an app that records many actions a second can give
/// a compact encoding of its own (JSON is most of an append's cost: about 1.6 µs of 3 µs here).
///
/// ```swift
/// let compact = ActionCoding<CounterAction>(
///   encode: { Data([$0 == .increment ? 1 : 2]) },
///   decode: { $0.first == 1 ? .increment : .decrement })
/// let recorder = try ActionRecorder(appendingTo: url, coding: compact)
/// ```
public struct ActionCoding<Action: Sendable>: Sendable {
  /// The payload of an action.
  public var encode: @Sendable (Action) throws -> Data
  /// The action of a payload, or `nil` when it is not one this coding reads.
  public var decode: @Sendable (Data) -> Action?

  /// A coding from its two directions.
  public init(
    encode: @escaping @Sendable (Action) throws -> Data, decode: @escaping @Sendable (Data) -> Action?
  ) {
    self.encode = encode
    self.decode = decode
  }
}

extension ActionCoding where Action: Codable {
  /// Each action as its `Codable` JSON.
  public static var json: ActionCoding {
    ActionCoding(
      encode: { try JSONEncoder().encode($0) },
      decode: { try? JSONDecoder().decode(Action.self, from: $0) })
  }
}
