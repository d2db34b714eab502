import Scoreboard

/// The journaled actions of a game, oldest first, kept as they are stored in a snapshot: each
/// distinct action once, and the sequence as indexes into them.
///
/// A long game repeats a handful of actions (a point for either side, undo, redo) tens of
/// thousands of times. Kept as an array of whole actions, a 100,000-action game took 8 MB and
/// its copying was most of a start-up's time; as indexes it takes 400 KB, and loading a snapshot
/// reads the indexes without expanding them.
public struct ActionLog: RandomAccessCollection, Equatable, Sendable, ExpressibleByArrayLiteral {
  /// Each distinct action, in the order it first occurred.
  public private(set) var distinct: [AppAction]
  /// Each action of the log as its index into ``distinct``.
  public private(set) var indexes: [UInt32]
  /// Where each of ``distinct`` is, for appending: built when first needed, so that a log read
  /// from a snapshot and never appended to does not hash its actions.
  private var indexOf: [AppAction: UInt32]?

  /// An empty log.
  public init() {
    distinct = []
    indexes = []
    indexOf = [:]
  }

  /// The log of `actions`, oldest first.
  public init(_ actions: some Sequence<AppAction>) {
    self.init()
    append(contentsOf: actions)
  }

  /// The log of `actions`, oldest first.
  public init(arrayLiteral actions: AppAction...) {
    self.init(actions)
  }

  /// The log whose actions are `indexes` into `distinct`; `nil` when an index is out of range.
  init?(distinct: [AppAction], indexes: [UInt32]) {
    let count = UInt32(clamping: distinct.count)
    guard indexes.allSatisfy({ $0 < count }) else { return nil }
    self.distinct = distinct
    self.indexes = indexes
    indexOf = nil
  }

  /// The first position.
  public var startIndex: Int { 0 }
  /// The position after the last action.
  public var endIndex: Int { indexes.count }

  /// The action at `position`.
  public subscript(position: Int) -> AppAction {
    distinct[Int(indexes[position])]
  }

  /// Adds `action` at the end.
  public mutating func append(_ action: AppAction) {
    if indexOf == nil {
      indexOf = Dictionary(distinct.enumerated().map { ($1, UInt32($0)) }) { first, _ in first }
    }
    if let index = indexOf?[action] {
      indexes.append(index)
    } else {
      let index = UInt32(distinct.count)
      indexOf?[action] = index
      distinct.append(action)
      indexes.append(index)
    }
  }

  /// Adds `actions` at the end, oldest first.
  public mutating func append(contentsOf actions: some Sequence<AppAction>) {
    for action in actions { append(action) }
  }

  /// Makes room for `count` actions in all.
  public mutating func reserveCapacity(_ count: Int) {
    indexes.reserveCapacity(count)
  }

  /// Two logs are equal when they hold the same actions in the same order, however stored.
  public static func == (left: ActionLog, right: ActionLog) -> Bool {
    if left.distinct == right.distinct { return left.indexes == right.indexes }
    return left.elementsEqual(right)
  }
}
