/// Who plays on one side of a desk match: an entry known from the draw, or one the draw will
/// know once other matches are played.
public enum DeskSlot: Codable, Hashable, Sendable {
  /// An entry of the event, by name.
  case entry(String)
  /// The winner of another match.
  case winner(of: Int)
  /// The entry that finishes a group in `place` (1 the winner), group 0 being A.
  case group(Int, place: Int)
  /// Nobody: the other side goes through without playing.
  case bye
}
