import FoundationEssentials
import Scoreboard
import StateStore

/// What a snapshot keeps of a game's undo history: the history its journaled actions start from
/// (the base) and those actions.
///
/// Read from a file, it stays as the file stored it (the base and the table of distinct actions
/// as JSON, the actions as 32-bit indexes) until something needs it. A keeper's first frame
/// shows only the present, and decoding the history is most of what a long game's start-up
/// would otherwise add to it. Writing the next snapshot does not decode it either: the stored
/// base and indexes are written back as they are, followed by the actions appended since.
public struct SnapshotHistory: Equatable, Sendable {
  private enum Form: Sendable {
    case decoded(base: Timeline, actions: ActionLog)
    /// As read from a file, and the actions appended to it since.
    case stored(StoredHistory, appended: [AppAction])
  }

  private var form: Form

  /// The history `actions` make of `base`.
  public init(base: Timeline, actions: ActionLog) {
    form = .decoded(base: base, actions: actions)
  }

  /// A history as a snapshot file holds it, not decoded yet.
  init(stored: StoredHistory) {
    form = .stored(stored, appended: [])
  }

  /// How many actions follow the base.
  public var count: Int {
    switch form {
    case .decoded(_, let actions): actions.count
    case .stored(let stored, let appended): stored.actionCount + appended.count
    }
  }

  /// Whether it is still as the file stored it.
  var isStored: Bool {
    if case .stored = form { return true }
    return false
  }

  /// Adds `action` after the last one. The form is emptied while the actions are taken out, so
  /// that they are referenced once and grow in place instead of being copied whole.
  mutating func append(_ action: AppAction) {
    switch form {
    case .decoded(let base, var actions):
      form = .decoded(base: base, actions: ActionLog())
      actions.append(action)
      form = .decoded(base: base, actions: actions)
    case .stored(let stored, var appended):
      form = .stored(stored, appended: [])
      appended.append(action)
      form = .stored(stored, appended: appended)
    }
  }

  /// Makes room for `count` actions in all.
  mutating func reserveCapacity(_ count: Int) {
    guard case .decoded(let base, var actions) = form else { return }
    form = .decoded(base: base, actions: ActionLog())
    actions.reserveCapacity(count)
    form = .decoded(base: base, actions: actions)
  }

  /// The base and the actions, decoded; throws when the stored bytes do not decode.
  public func decoded() throws -> (base: Timeline, actions: ActionLog) {
    switch form {
    case .decoded(let base, let actions):
      return (base, actions)
    case .stored(let stored, let appended):
      let (base, storedActions) = try stored.decoded()
      var actions = storedActions
      actions.append(contentsOf: appended)
      return (base, actions)
    }
  }

  /// Decodes it in place, so that later reads cost nothing; throws when the stored bytes do not
  /// decode (and then leaves it as it was).
  mutating func decode() throws {
    let (base, actions) = try decoded()
    form = .decoded(base: base, actions: actions)
  }

  /// The actions after the first `count`, oldest first; decodes only when `count` is within the
  /// stored ones.
  func actions(after count: Int) throws -> [AppAction] {
    if case .stored(let stored, let appended) = form, count >= stored.actionCount {
      return Array(appended.dropFirst(count - stored.actionCount))
    }
    return Array(try decoded().actions.dropFirst(count))
  }

  /// Writes the base, the table of distinct actions and the actions as indexes: format 2's
  /// history blocks. A stored history is written back without decoding its base or its indexes.
  func write(to writer: inout ByteWriter, encoder: JSONEncoder) throws {
    switch form {
    case .decoded(let base, let actions):
      writer.appendBlock(try encoder.encode(base))
      writer.appendBlock(try encoder.encode(actions.distinct))
      writer.append(UInt32(actions.indexes.count))
      writer.append(actions.indexes)
    case .stored(let stored, let appended):
      var table = try stored.table()
      table.append(contentsOf: appended)
      writer.appendBlock(stored.baseJSON)
      writer.appendBlock(try encoder.encode(table.distinct))
      writer.append(UInt32(table.count + stored.actionCount))
      writer.appendRaw(stored.indexBytes)
      writer.append(table.indexes)
    }
  }

  /// Two histories are equal when their bases and actions are, however they are kept; one that
  /// does not decode equals none.
  public static func == (left: SnapshotHistory, right: SnapshotHistory) -> Bool {
    guard let left = try? left.decoded(), let right = try? right.decoded() else { return false }
    return left.base == right.base && left.actions == right.actions
  }
}

/// A snapshot's history blocks as the file holds them.
struct StoredHistory: Sendable {
  /// The base history, as JSON.
  let baseJSON: Data
  /// The distinct actions, as a JSON array.
  let tableJSON: Data
  /// The actions as 32-bit little-endian indexes into the table.
  let indexBytes: Data

  /// How many actions the indexes hold.
  var actionCount: Int { indexBytes.count / 4 }

  /// The table of distinct actions with no actions yet: appending to it gives the indexes of
  /// further actions, continuing the stored ones.
  func table() throws -> ActionLog {
    let distinct = try JSONDecoder().decode([AppAction].self, from: tableJSON)
    guard let table = ActionLog(distinct: distinct, indexes: []) else { throw ByteReader.Truncated() }
    return table
  }

  /// The base and the actions; throws when they do not decode or an index is out of the table.
  func decoded() throws -> (base: Timeline, actions: ActionLog) {
    let base = try JSONDecoder().decode(Timeline.self, from: baseJSON)
    let distinct = try JSONDecoder().decode([AppAction].self, from: tableJSON)
    guard let actions = ActionLog(distinct: distinct, indexes: UInt32.array(littleEndian: indexBytes)) else {
      throw ByteReader.Truncated()
    }
    return (base, actions)
  }
}
