/// Yellow and red cards as a feature: its keys. Its state and reducer are ``TimedState``'s
/// extension in this folder.
enum CardsFeature {
  /// A yellow card to the left or right team (`c` `m`), a red one (`C` `M`).
  static let keys = [
    FeatureKey("c", .card(.left, .yellow), help: "left team yellow card"),
    FeatureKey("m", .card(.right, .yellow), help: "right team yellow card"),
    FeatureKey("C", .card(.left, .red), help: "left team red card"),
    FeatureKey("M", .card(.right, .red), help: "right team red card"),
  ]

  /// Each team's cards: `yellow 1  red 0`, and where a red card has the team playing short, the
  /// time left of it: `yellow 1  red 1  short 1:47`.
  static func detailRow(of timed: TimedState) -> FeatureRow? {
    guard timed.isTimed && timed.tracksCards else { return nil }
    let timesShort = timed.featureSettings.cards.redCardPenalty != nil
    return FeatureRow(priority: 2) { side in
      let (yellow, red) = (timed.cards(.yellow, of: side), timed.cards(.red, of: side))
      let short = timesShort ? timed.penaltyDisplays(for: side) { _ in nil } : []
      guard !short.isEmpty else { return ["yellow \(yellow)  red \(red)", "Y\(yellow) R\(red)"] }
      let clocks = short.joined(separator: " ")
      return [
        "yellow \(yellow)  red \(red)  short \(clocks)", "Y\(yellow) R\(red) short \(clocks)",
        "Y\(yellow) R\(red) \(clocks)",
      ]
    }
  }
}

extension CardsFeature {
  /// `yellow_cards` and `red_cards` in the report of `side`'s team, and the time it plays short
  /// (`penalties`) where a red card sends a player off for a time.
  static func report(into team: inout GameReport.Team, for side: Side, of timed: TimedState) {
    guard timed.tracksCards else { return }
    team.yellowCards = timed.cards(.yellow, of: side)
    team.redCards = timed.cards(.red, of: side)
    PenaltiesFeature.report(into: &team, for: side, of: timed)
  }
}
