extension ScoreboardState {
  /// Takes back up to `count` of the last points as long as `side` won them, in a match played
  /// point by point. Nothing in the other sports, nor when the last point was not `side`'s.
  mutating func takeBackLastPoints(_ count: Int, wonBy side: Side) {
    guard rallies.last == side else { return }
    progress.changePoints { winners, _ in
      for _ in 0..<count {
        guard winners.last == side else { return }
        winners.removeLast()
      }
    }
  }

  /// Makes `side` serve first, before the first point of a match played point by point; nothing
  /// once a point is played, nor in the other sports.
  mutating func setFirstServer(_ side: Side) {
    guard case .pointByPoint(_, let winners, let firstServer) = progress, winners.isEmpty, firstServer != side
    else { return }
    progress.changePoints { _, firstServer in firstServer = side }
  }

  /// Whether two players a side play, which the engines of some sports follow.
  var playsDoubles: Bool { playersPerSide == 2 }
}
