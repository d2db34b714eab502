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

  /// Each team's cards: `yellow 1  red 0`.
  static func detailRow(of timed: TimedState) -> FeatureRow? {
    guard timed.isTimed && timed.tracksCards else { return nil }
    return FeatureRow(priority: 2) { side in
      let (yellow, red) = (timed.cards(.yellow, of: side), timed.cards(.red, of: side))
      return ["yellow \(yellow)  red \(red)", "Y\(yellow) R\(red)"]
    }
  }
}
