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
}
