/// Everything that happens at the tournament desk. Times are seconds since 1970, taken by whoever
/// sends the action, so that the desk's reducer stays pure and a replay gives the same desk.
public enum DeskAction: Codable, Equatable, Sendable {
  /// The draws of `events` are made and their matches queued; `rest` is the least time, in
  /// seconds, between one player's matches.
  case imported([DeskEvent], rest: Double)
  /// A keeper waits on `court`: the desk knows the court from now on.
  case courtOpened(String)
  /// `match` is called to `court` at `at` and played there.
  case assigned(match: Int, court: String, at: Double)
  /// The keeper of the match's court hands it back unplayed: it goes to the head of the queue.
  /// With `refused`, that court is not offered it again.
  case handedBack(match: Int, refused: Bool)
  /// The keeper signs the result off at `at`: the winner goes on, the court is free.
  case signedOff(match: Int, DeskScore, at: Double)
  /// A signed-off result is changed, for `reason`.
  case corrected(match: Int, DeskScore, reason: String)
  /// The desk holds a queued match back (or releases it).
  case held(match: Int, Bool)
  /// The desk moves a queued match to `position` (0 the head) of the queue.
  case moved(match: Int, position: Int)
  /// The desk blocks a court (or opens it again).
  case courtBlocked(String, Bool)
  /// The desk turns automatic assignment on or off.
  case autoAssign(Bool)
}
