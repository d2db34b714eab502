import FoundationEssentials
import StateStore

/// A recorded session: the state it started from and its steps. Exported as a journal file (the
/// library's CRC-checked frames) that carries the schema of the code that wrote it, and imported
/// only by code of the same schema.
///
/// ```swift
/// let file = try inspector.session().encoded()
/// let again = try InspectorSession<TodoState, TodoAction>.decode(file, schema: inspector.schema)
/// ```
public struct InspectorSession<State: Codable & Sendable, Action: Codable & Sendable>: Sendable {
  /// The schema of the code that recorded it.
  public var schema: InspectorSchema
  /// The state before its first step.
  public var initialState: State
  /// Its steps, oldest first.
  public var steps: [InspectedStep<State, Action>]

  /// A session of `steps` from `initialState`, recorded under `schema`.
  public init(schema: InspectorSchema, initialState: State, steps: [InspectedStep<State, Action>]) {
    self.schema = schema
    self.initialState = initialState
    self.steps = steps
  }

  /// The frames' magic ("SI") and version.
  public static var format: FrameFormat { FrameFormat(magic: [0x53, 0x49], newestVersion: 1) }

  /// The session as a journal file: a header frame (format, schema, initial state), then a frame per
  /// step (number, time, action, the state it left).
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    var file = JournalFrame.encode(
      try encoder.encode(Header(session: Self.sessionMark, schema: schema, initialState: initialState)),
      kind: Self.headerKind, version: 1, format: Self.format)
    for step in steps {
      let record = StepRecord(
        step: step.step, time: step.time.timeIntervalSince1970, action: step.action, state: step.state)
      file.append(
        JournalFrame.encode(try encoder.encode(record), kind: Self.stepKind, version: 1, format: Self.format))
    }
    return file
  }

  /// Reads a session file written by ``encoded()``, refusing one of another `schema`.
  public static func decode(_ file: Data, schema: InspectorSchema) throws(InspectorSessionError)
    -> InspectorSession
  {
    let decoder = JSONDecoder()
    var offset = 0
    guard case .frame(let headerBytes, let headerEnd, _) = frame(in: file, at: offset, kind: headerKind),
      let header = try? decoder.decode(HeaderSchema.self, from: headerBytes), header.session == sessionMark
    else { throw .notASession }
    guard header.schema == schema else { throw .schemaMismatch(found: header.schema, expected: schema) }
    guard let full = try? decoder.decode(Header.self, from: headerBytes) else { throw .undecodable(step: 0) }
    offset = headerEnd
    var steps: [InspectedStep<State, Action>] = []
    while offset < file.count {
      guard case .frame(let bytes, let end, _) = frame(in: file, at: offset, kind: stepKind) else {
        throw .damaged(offset: offset)
      }
      guard let record = try? decoder.decode(StepRecord.self, from: bytes) else {
        throw .undecodable(step: steps.count + 1)
      }
      steps.append(
        InspectedStep(
          step: record.step, time: Date(timeIntervalSince1970: record.time), action: record.action,
          state: record.state))
      offset = end
    }
    return InspectorSession(schema: header.schema, initialState: full.initialState, steps: steps)
  }

  private static var sessionMark: String { "StoreInspector session 1" }
  private static var headerKind: UInt8 { 1 }
  private static var stepKind: UInt8 { 2 }

  private static func frame(in file: Data, at offset: Int, kind: UInt8) -> JournalFrame.Decoded {
    JournalFrame.decode(file, at: offset, kind: kind, format: format)
  }

  private struct HeaderSchema: Decodable {
    var session: String
    var schema: InspectorSchema
  }

  private struct Header: Codable {
    var session: String
    var schema: InspectorSchema
    var initialState: State
  }

  private struct StepRecord: Codable {
    var step: Int
    var time: Double
    var action: Action
    var state: State
  }
}

/// Why a session file could not be imported: each says it in one line.
public enum InspectorSessionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file is not a session an inspector exported.
  case notASession
  /// The session was recorded by code of another schema.
  case schemaMismatch(found: InspectorSchema, expected: InspectorSchema)
  /// A frame at `offset` is torn or corrupt.
  case damaged(offset: Int)
  /// Step `step` (0: the initial state) does not decode as this code's types.
  case undecodable(step: Int)

  /// The one line that says what went wrong.
  public var description: String {
    switch self {
    case .notASession:
      "not an inspector session: the file does not start with a StoreInspector session header"
    case .schemaMismatch(let found, let expected):
      "the session was recorded with state schema \(found.state) and action schema \(found.action); "
        + "this program reads state \(expected.state) and action \(expected.action)"
    case .damaged(let offset):
      "the session file is damaged at byte \(offset)"
    case .undecodable(let step):
      step == 0
        ? "the session's initial state does not decode as this program's state"
        : "step \(step) of the session does not decode as this program's action"
    }
  }
}
