/// How long a match of a sport is expected to take on court, as a sport's profile gives it
/// (``SportProfile/expectedLength``): the tournament desk warns past it.
public enum ExpectedLength: Equatable, Sendable {
  /// So many minutes at the sport's usual format; a format of more or fewer games scales it by
  /// its best-of.
  case minutes(Int)
  /// The playing time (periods times their length) times what stoppages and breaks add.
  case playingTimeTimes(Double)

  /// The minutes a match played by `rules` is expected to last.
  public func minutes(for rules: SportRules) -> Int {
    switch self {
    case .playingTimeTimes(let factor):
      let playing = Double(rules.periods * rules.periodSeconds) / 60
      return max(1, Int((playing * factor).rounded(.up)))
    case .minutes(let minutes):
      let usual = SportRules.defaults(for: rules.sport).bestOf
      guard usual > 0, rules.bestOf > 0 else { return minutes }
      return max(1, Int((Double(minutes) * Double(rules.bestOf) / Double(usual)).rounded()))
    }
  }
}
