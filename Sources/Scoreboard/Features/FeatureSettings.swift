/// How a sport plays the features it lists: the numbers and words that differ from one sport to
/// another (how many timeouts, the foul that gives the other team a free kick, how many penalised
/// players may be off at once). A sport's profile carries them; each feature reads its own.
///
/// ```swift
/// FeatureSettings(timeouts: TimeoutAllowance(firstHalf: 1, secondHalf: 1, perOvertime: 0))
/// ```
public struct FeatureSettings: Sendable {
  /// Timeouts: a team's allowance; `nil` for the allowance scaled from ``SportRules/timeouts``
  /// (that many in the first half, one more in the second, two at most in the last two minutes,
  /// one each overtime).
  public let timeouts: TimeoutAllowance?
  /// Team fouls: how the foul limit is shown.
  public let fouls: FoulSettings
  /// Penalties served on the game clock: how many of a team's run at once.
  public let penalties: PenaltySettings
  /// Cards: what a red card does beyond being counted.
  public let cards: CardSettings
  /// Countdowns: how long the timeouts, intervals and warm-up the rules time last.
  public let countdowns: CountdownLengths

  /// Settings from their parts; what is left out plays as the features first came.
  public init(
    timeouts: TimeoutAllowance? = nil, fouls: FoulSettings = FoulSettings(),
    penalties: PenaltySettings = PenaltySettings(), cards: CardSettings = CardSettings(),
    countdowns: CountdownLengths = CountdownLengths()
  ) {
    self.timeouts = timeouts
    self.fouls = fouls
    self.penalties = penalties
    self.cards = cards
    self.countdowns = countdowns
  }
}

extension TimedState {
  /// The settings of the features of the sport played.
  var featureSettings: FeatureSettings { rules.sport.profile.featureSettings }
}
