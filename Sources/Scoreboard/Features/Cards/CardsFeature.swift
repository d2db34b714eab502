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
}
