extension ScoreboardState {
  /// Why a timeout for `side` changes nothing: none left in the game or set (rally sports), or in
  /// the half, overtime or game (timed sports); `nil` when one is taken, or timeouts are not kept.
  func timeoutRefusal(for side: Side) -> String? {
    let name = self[side].name
    if let left = timeoutsLeftInPart {
      if winner != nil { return "no timeout: the match is over" }
      let part = rules.sport.profile.rally?.gameName.lowercased() ?? "game"
      return left[side] > 0 ? nil : "no timeout: \(name) has none left in this \(part)"
    }
    guard timed.isTimed, let left = timed.timeoutsLeft(side), left <= 0 else { return nil }
    return "no timeout: \(name) has none left"
  }
}
