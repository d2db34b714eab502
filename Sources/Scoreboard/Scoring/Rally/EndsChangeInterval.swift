/// Changes of ends every so many points played in a game, rather than between games: every 7
/// points, say, and every 5 in the deciding game.
struct EndsChangeInterval: Equatable, Sendable {
  /// Points played between changes in a game other than the deciding one.
  var points: Int
  /// Points played between changes in the deciding game.
  var decidingPoints: Int

  /// Whether the sides change ends now that `played` points have been played in a game, the
  /// deciding one or another: after each full interval, none before the first point.
  func isDue(afterPointsPlayed played: Int, deciding: Bool) -> Bool {
    let step = deciding ? decidingPoints : points
    return step > 0 && played > 0 && played.isMultiple(of: step)
  }
}
