import Scoreboard

/// How long a match is expected to take on court, in minutes: past it, the desk shows the court's
/// time as a warning. Each sport's profile gives its figure (``SportProfile/expectedLength``): a
/// planning estimate of a typical match at the usual format, not a rule of any federation; a timed
/// sport's is its playing time times what stoppages and breaks add.
public enum DeskExpectedLength {
  /// The minutes a match played by `rules` is expected to last.
  public static func minutes(for rules: SportRules) -> Int {
    rules.sport.profile.expectedLength.minutes(for: rules)
  }
}
