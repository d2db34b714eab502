/// How the serve passes between the sides within a game of a rally sport.
enum RallyServeOrder: Equatable, Sendable {
  /// Table tennis (ITTF 2.13.3): two serves each in turn, one each once both sides reach one point
  /// short of the target (10-all).
  case twoServesEach
  /// Badminton and volleyball: the side that wins a rally serves the next.
  case rallyWinnerServes
}
