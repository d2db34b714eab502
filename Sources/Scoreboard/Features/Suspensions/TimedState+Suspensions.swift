extension TimedState {
  /// The suspensions `side`'s player numbered `player` has had in the game.
  func suspensions(of player: Int, side: Side) -> Int {
    penalties.filter { $0.side == side && $0.player == player && $0.penaltyKind == .suspension }.count
  }

  /// Whether `side`'s player numbered `player` has been disqualified.
  func isDisqualified(_ player: Int, side: Side) -> Bool {
    penalties.contains { $0.side == side && $0.player == player && $0.penaltyKind == .disqualification }
  }

  /// A penalty of `kind` to `side`'s player numbered `player`: a player's third suspension is a
  /// disqualification (IHF Rule 16:6 d), and a disqualified player gets nothing more.
  mutating func penalise(_ player: Int, of side: Side, with kind: PenaltyKind) {
    guard !isDisqualified(player, side: side) else { return }
    let thirdSuspension = kind == .suspension && suspensions(of: player, side: side) >= 2
    addPenalty(thirdSuspension ? .disqualification : kind, to: side, player: player)
  }
}
