extension MatchView {
  /// A rally sport's call after a point: the score, the server's first (`5-3`), then the callout
  /// of the moment in lower case (`20-18, game point`, `11-6, interval`); `nil` once the match is
  /// won or before the first serve is known.
  static func spokenScore(_ summary: RallySummary, callout: String?) -> String? {
    guard summary.winner == nil else { return nil }
    let server = summary.server
    let score = "\(summary.points[server])-\(summary.points[server.opponent])"
    guard let callout else { return score }
    return "\(score), \(callout.lowercased())"
  }
}
