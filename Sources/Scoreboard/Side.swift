/// One of the two teams on a scoreboard, named by who they are rather than where they are drawn.
public enum Side: String, Codable, Sendable, CaseIterable {
  /// The home team, "Home" unless renamed.
  case home
  /// The visiting team, "Away" unless renamed.
  case away

  /// The other team.
  public var opponent: Side { self == .home ? .away : .home }

  /// The name a team has when it has not been given one.
  public var defaultName: String { self == .home ? "Home" : "Away" }
}

/// A side of the screen. Score keys follow the screen, so after a swap the same key scores for
/// whichever team is now drawn on that side.
public enum ScreenEnd: String, Codable, Sendable, CaseIterable {
  /// The left half of the screen.
  case left
  /// The right half of the screen.
  case right
}
