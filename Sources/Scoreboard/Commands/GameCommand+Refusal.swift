extension GameCommand {
  /// Why the command would change nothing in `state`, in words for the status line (`no timeout:
  /// Home has none left`), or `nil` when it acts (or is not the game's business).
  ///
  /// Keys refused without a word leave the scorer guessing whether the key was read; the words say
  /// what stands in the way and, where there is one, what to press instead.
  public func refusal(in state: AppState) -> String? {
    let board = state.scoreboard
    switch self {
    case .addPoints(let end): return board.pointRefusal(for: board.side(at: end))
    case .subtractPoints(let end): return board.takeBackRefusal(for: board.side(at: end))
    case .changeScore(let end, let points):
      let side = board.side(at: end)
      return points < 0 ? board.takeBackRefusal(for: side) : board.pointRefusal(for: side)
    case .changeTeamScore(let side, let points):
      return points < 0 ? board.takeBackRefusal(for: side) : board.pointRefusal(for: side)
    case .decrementCounter: return Self.counterRefusal(state.counters.selected)
    case .changeCounter(let amount) where amount < 0: return Self.counterRefusal(state.counters.selected)
    case .handBack where state.ui.deskCourt == nil:
      return "no venue desk: matches are handed back on a court started as play --venue URL --court NAME"
    case .handBack where board.winner != nil:
      return "the match is won: Enter signs it off to the desk"
    case .rewind(let step): return Self.rewindRefusal(step, in: state)
    case .preview(let step): return Self.historyStepRefusal(step, in: state)
    case .switchFirstServer:
      guard !board.rallies.isEmpty else { return nil }
      return "the first server is chosen before the first rally: \(board[board.firstServer].name) served it"
    default:
      return board.rules.featuresOn.lazy.compactMap { $0.refusal(of: self, on: board) }.first
    }
  }

  /// Why rewinding to `step` changes nothing: there is no such step, or it is the present.
  private static func rewindRefusal(_ step: Int, in state: AppState) -> String? {
    let present = state.historyCount - 1
    guard step != present else { return "step \(step) is the present: nothing to rewind" }
    return historyStepRefusal(step, in: state)
  }

  /// Why `step` cannot be shown: the match's history has no such step.
  private static func historyStepRefusal(_ step: Int, in state: AppState) -> String? {
    let present = state.historyCount - 1
    guard step < 0 || step > present else { return nil }
    return "no step \(step): the match's history has steps 0 (the start) to \(present) (now)"
  }

  /// Why taking one off `counter` changes nothing: it is at 0 and may not go below.
  private static func counterRefusal(_ counter: TallyCounter) -> String? {
    guard !counter.allowsNegative, counter.value <= 0 else { return nil }
    return "\(counter.name) is at 0 and does not go below"
  }
}

extension ScoreboardState {
  /// Why a point for `side` changes nothing: the match is won.
  func pointRefusal(for side: Side) -> String? {
    guard let winner else { return nil }
    return "the match is over: \(self[winner].name) won (u undoes the last point, N starts a new match)"
  }

  /// Why taking a point off `side` changes nothing: its score is 0, or (where each rally is kept)
  /// the last rally was won by the other side, or there is none. A shoot-out's miss always acts.
  func takeBackRefusal(for side: Side) -> String? {
    if timed.isShootout(scores: scores) { return nil }
    let name = self[side].name
    guard progress.addsUpPoints else {
      guard let last = rallies.last else { return "no rally to take back yet" }
      guard last != side else { return nil }
      return "\(self[last].name) won the last rally, not \(name): u undoes it"
    }
    return self[side].score > 0 ? nil : "\(name) has no points to take off"
  }
}
