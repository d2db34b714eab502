import FoundationEssentials
import Scoreboard

/// One action that changed the game, as the journal keeps it.
public struct JournalRecord: Codable, Equatable, Sendable {
  /// Its place in the game's history: 1, 2, 3... never reused, across compactions.
  public var sequence: UInt64
  /// When it happened.
  public var stamp: ClockStamp
  /// The action, replayed through the app's reducer on start-up.
  public var action: AppAction

  /// A record of `action`, number `sequence`, stamped `stamp`.
  public init(sequence: UInt64, stamp: ClockStamp, action: AppAction) {
    self.sequence = sequence
    self.stamp = stamp
    self.action = action
  }

  /// The wall-clock time it happened.
  public var date: Date { stamp.date }

  private enum CodingKeys: String, CodingKey {
    case sequence = "seq"
    case stamp = "clock"
    case action
  }

  /// Reads a record; throws ``OutOfRange`` for a stamp or an action with a number the app cannot
  /// have written (a clock reading of `Int64.max`), so a crafted record is refused, not applied.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    sequence = try container.decode(UInt64.self, forKey: .sequence)
    try OutOfRange.check("record number", sequence, in: 0...UInt64(Int64.max))
    stamp = try container.decode(ClockStamp.self, forKey: .stamp)
    try stamp.checkRanges()
    action = try container.decode(AppAction.self, forKey: .action)
    try action.checkRanges()
  }
}
