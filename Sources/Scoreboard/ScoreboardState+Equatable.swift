extension ScoreboardState: Equatable, Hashable {
  /// Whether two scoreboards are the same: their names, ends, match, choices, timeouts and countdown. The
  /// engine kept beside the match follows from these, so it is not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.names == rhs.names && lhs.isSwapped == rhs.isSwapped && lhs.progress == rhs.progress
      && lhs.choices == rhs.choices && lhs.partTimeouts == rhs.partTimeouts && lhs.countdown == rhs.countdown
      && lhs.countdownBuzzes == rhs.countdownBuzzes
  }

  /// Hashes what ``==(_:_:)`` compares, in the order it compares it.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(names)
    hasher.combine(isSwapped)
    hasher.combine(progress)
    hasher.combine(choices)
    hasher.combine(partTimeouts)
    hasher.combine(countdown)
    hasher.combine(countdownBuzzes)
  }
}
