/// What a scorekeeper keeps: the scoreboard and the tally counters. This is what undo restores.
public struct Game: Codable, Equatable, Hashable, Sendable {
  /// The two teams and their scores.
  public var scoreboard: ScoreboardState
  /// The tally counters.
  public var counters: CountersState

  /// A new game: 0 : 0 with the given team names and one counter at 0.
  public init(scoreboard: ScoreboardState = ScoreboardState(), counters: CountersState = CountersState()) {
    self.scoreboard = scoreboard
    self.counters = counters
  }
}
