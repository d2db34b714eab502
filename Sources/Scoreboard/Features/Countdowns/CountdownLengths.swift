/// How long the countdowns of a sport last, from its rules, each `nil` where the rules time none;
/// a sport's profile carries them in its ``FeatureSettings``.
///
/// ```swift
/// CountdownLengths(midGameInterval: .seconds(60), betweenGames: .seconds(120))  // BWF Law 16.2
/// ```
public struct CountdownLengths: Sendable {
  /// A team's timeout, started when one is taken.
  public let timeout: Duration?
  /// The interval in a game (badminton's at 11), started by the point that reaches it.
  public let midGameInterval: Duration?
  /// The interval between games or sets, started by the point that wins one (not the match).
  public let betweenGames: Duration?
  /// The rest at a change of ends within a set, given the match as it shows after the point that
  /// changes them; `nil` for none then.
  public let changeOfEnds: @Sendable (MatchView) -> Duration?
  /// The warm-up before the match, started by a key (`--warm-up` changes it).
  public let warmUp: Duration

  /// The usual warm-up where the rules name none: five minutes.
  public static let usualWarmUp = Duration.seconds(5 * 60)

  /// Lengths from their parts; what is left out is not timed (the warm-up is the usual one).
  public init(
    timeout: Duration? = nil, midGameInterval: Duration? = nil, betweenGames: Duration? = nil,
    changeOfEnds: @escaping @Sendable (MatchView) -> Duration? = { _ in nil }, warmUp: Duration = usualWarmUp
  ) {
    self.timeout = timeout
    self.midGameInterval = midGameInterval
    self.betweenGames = betweenGames
    self.changeOfEnds = changeOfEnds
    self.warmUp = warmUp
  }

  /// How long a countdown of `kind` started by a key lasts: the timeout's, the interval between
  /// games (else the one in a game, else a minute), the warm-up's.
  public func byKey(_ kind: CountdownKind) -> Duration {
    switch kind {
    case .timeout: return timeout ?? .seconds(60)
    case .interval: return betweenGames ?? midGameInterval ?? .seconds(60)
    case .warmUp: return warmUp
    }
  }
}
