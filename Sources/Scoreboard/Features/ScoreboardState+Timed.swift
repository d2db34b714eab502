extension ScoreboardState {
  /// Both teams' scores as a pair, as the game clock's rules read them.
  public var scores: SidePair<Int> {
    SidePair(home: home.score, away: away.score)
  }

  /// The game clock's text (`9:57`, `59.9`, `45:00 +2:13`), or `nil` in a sport without a clock.
  public var clockDisplay: String? {
    timed.isTimed ? timed.clock.display : nil
  }

  /// Whether a timed game is over: its last period (overtime included) has ended.
  public var isTimedGameOver: Bool {
    timed.isGameOver(scores: scores)
  }
}
