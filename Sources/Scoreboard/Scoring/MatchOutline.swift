/// What the facts of a step read of a match: who serves the next point, who has won, how many
/// parts (games or sets) are finished, and the games played in the current set. The same as the
/// board's ``ScoreboardState/match`` says of them, but read off the engine where the sport has
/// one, without summarizing the match: a tennis summary works out the next point's situation and
/// the calls, and was most of what recording a step cost.
struct MatchOutline: Equatable, Sendable {
  /// Who serves the next point, where the sport has a server and the match goes on.
  var server: Side?
  /// The side that has won the match, or `nil`.
  var winner: Side?
  /// How many games (rally sports) or sets (tennis) are played to their end.
  var finishedParts: Int
  /// The games played in the current set, where the match view counts games; `nil` elsewhere.
  var setGamesPlayed: Int?

  /// What `view` says of them: the outline of the sports without an engine, and the reference
  /// the engines' outlines agree with.
  init(_ view: MatchView) {
    server = view.server
    winner = view.winner
    finishedParts = view.history.count
    setGamesPlayed = view.standings.first { $0.label == "games" }.map { $0.counts.home + $0.counts.away }
  }

  /// An outline from its parts.
  init(server: Side?, winner: Side?, finishedParts: Int, setGamesPlayed: Int?) {
    self.server = server
    self.winner = winner
    self.finishedParts = finishedParts
    self.setGamesPlayed = setGamesPlayed
  }
}

extension ScoreboardState {
  /// The outline of the match: read off the engine in tennis and the rally sports, else taken
  /// from ``match``.
  var outline: MatchOutline {
    engine?.progress.outline(under: rules) ?? MatchOutline(match)
  }
}
