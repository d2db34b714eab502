/// Something a sport has beyond its score, which brings its own keys, lines on the screen and
/// fields in `status --json`: a sport lists its features, and the key map, the view and the
/// report ask for the feature, never for the sport. The order of the cases is the order of the
/// features' keys in help and of their words beside the clock.
public enum SportFeature: String, Equatable, Hashable, Sendable, CaseIterable {
  /// A game clock in periods: start and stop, adjust, next and previous period.
  case clock
  /// A shot clock beside the game clock (when the rules turn it on).
  case shotClock
  /// Team fouls per period, and the bonus they lead to.
  case fouls
  /// Timeouts per half and overtime, counted against an allowance.
  case timeouts
  /// Minor penalties served on the game clock (when the rules turn them on).
  case penalties
  /// Suspensions and disqualifications served on the game clock, each naming its player.
  case suspensions
  /// A server, chosen before the first point and derived from the points after it.
  case server
  /// Yellow and red cards, counted per team.
  case cards
}
