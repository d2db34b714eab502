import Scoreboard

/// A random match for the property tests: rules, who serves first and the rally winners.
struct RallyCase: Sendable, CustomStringConvertible {
  var rules: SportRules
  var rallies: [Side]
  var firstServer: Side

  /// The summary of ``rallies``.
  var summary: RallySummary { summary(of: rallies) }

  /// The summary of other rallies under the same rules and first server.
  func summary(of rallies: some Collection<Side>) -> RallySummary {
    RallyScoring.summary(of: Array(rallies), rules: rules, firstServer: firstServer)
  }

  var description: String {
    let text = String(rallies.map { $0 == .home ? "H" : "A" })
    return "\(rules.sport.rawValue) to \(rules.pointsToWin ?? 0) best of \(rules.bestOf), "
      + "\(firstServer) first: \"\(text)\""
  }
}
