/// Who serves the first rally of a game after the first one (the first is the toss winner's).
enum RallyGameOpener: Equatable, Sendable {
  /// The sides take turns: the side that served first in a game receives first in the next
  /// (ITTF 2.13.6, FIVB 12.2.2.2).
  case alternating
  /// The winner of the previous game serves first (BWF Law 7.6).
  case previousGameWinner
}
