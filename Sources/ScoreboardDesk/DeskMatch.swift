import Scoreboard

/// A match of the tournament: the event and round it belongs to, who plays it, and where it is.
public struct DeskMatch: Codable, Hashable, Sendable {
  /// Where a match is.
  public enum Status: Codable, Hashable, Sendable {
    /// Not played yet: in the queue, ready once both sides are known and rested.
    case queued
    /// Called to `court` at `since` (seconds since 1970), and played there.
    case onCourt(String, since: Double)
    /// Played (or won by a bye) and signed off.
    case finished(DeskScore, court: String?, at: Double)
  }

  /// Its number in the tournament, from 1: the order the draws made the matches in.
  public var id: Int
  /// The event it belongs to.
  public var event: String
  /// The round, as a call names it: `Final`, `Semi-final`, `Group A, round 2`.
  public var round: String
  /// The round's place in the event's order of play, 0 first; a correction may change a result
  /// only while no match of a later round that depends on it has been called.
  public var stage: Int
  /// The group, 0 being A, of a group-stage match; `nil` in a knockout or a round robin.
  public var group: Int?
  /// Who plays on the home (first named) side.
  public var home: DeskSlot
  /// Who plays on the away side.
  public var away: DeskSlot
  /// Where it is.
  public var status: Status = .queued
  /// Held by the desk: not assigned to a court until released.
  public var isHeld = false
  /// The reasons given for correcting its result, oldest first.
  public var corrections: [String] = []
  /// The courts whose keepers refused it: it is not offered to them again.
  public var refusedBy: [String] = []

  /// A match from its parts, queued.
  public init(
    id: Int, event: String, round: String, stage: Int, group: Int? = nil, home: DeskSlot, away: DeskSlot
  ) {
    self.id = id
    self.group = group
    self.event = event
    self.round = round
    self.stage = stage
    self.home = home
    self.away = away
  }

  /// Whether it is played and signed off.
  public var isFinished: Bool {
    if case .finished = status { return true }
    return false
  }

  /// The court it is on, or `nil`.
  public var court: String? {
    if case .onCourt(let court, _) = status { return court }
    return nil
  }

  /// Its result once finished.
  public var score: DeskScore? {
    if case .finished(let score, _, _) = status { return score }
    return nil
  }

  /// The slot of `side`.
  func slot(_ side: Side) -> DeskSlot { side == .home ? home : away }
}
