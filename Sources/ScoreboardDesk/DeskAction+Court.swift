extension DeskAction {
  /// Whether a court's keeper may take this action on `court`, as `desk` stands: open the court,
  /// take a match to it, hand back or sign off the match on it. The desk's own actions (draws,
  /// holds, blocks, corrections, calls by hand to another court) are not a keeper's.
  public func isKeepers(on court: String, in desk: DeskState) -> Bool {
    switch self {
    case .courtOpened(let opened): return opened == court
    case .assigned(_, let assigned, _): return assigned == court
    case .handedBack(let match, _), .signedOff(let match, _, _): return desk.match(match)?.court == court
    case .imported, .corrected, .held, .moved, .courtBlocked, .autoAssign: return false
    }
  }
}

extension DeskAction {
  /// What the action does, in a few words for a refusal: `sign a match off`.
  public var kind: String {
    switch self {
    case .imported: "import a draw"
    case .courtOpened: "open a court"
    case .assigned: "call a match to a court"
    case .handedBack: "hand a match back"
    case .signedOff: "sign a match off"
    case .corrected: "correct a result"
    case .held: "hold a match"
    case .moved: "move a match in the queue"
    case .courtBlocked: "block a court"
    case .autoAssign: "turn automatic assignment on or off"
    }
  }
}
