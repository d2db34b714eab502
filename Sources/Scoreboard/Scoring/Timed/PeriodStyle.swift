/// How a timed sport names its periods, which way its clock counts, and what follows a period.
///
/// ```swift
/// let halves = PeriodStyle(clockCountsUp: true, overtime: .extraTimeWhenChosen) { period, rules in
///   period == 1 ? "1st half" : "2nd half"
/// }
/// ```
public struct PeriodStyle: Sendable {
  /// What a tied game gets after its regular periods (when the rules give overtime any length).
  public enum Overtime: Equatable, Sendable {
    /// An overtime after every period that ends tied (FIBA Art. 8.7).
    case afterEveryTie
    /// Two periods of extra time after a drawn regulation, when the rules ask for extra time
    /// (IFAB Law 7.5).
    case extraTimeWhenChosen
    /// One overtime after a tied regulation, ended by the first goal.
    case suddenDeath
  }

  /// Whether the clock counts up from the time of the periods before (soccer's 45:00) rather than
  /// down to 0:00.
  public let clockCountsUp: Bool
  /// Whether a count-up clock stops at the period's length and ends the period there with the
  /// buzzer (handball), rather than running on into added time (soccer).
  public let clockStopsAtLength: Bool
  /// What follows a tied regulation.
  public let overtime: Overtime
  /// The name of a period: `Q2`, `2nd half`, `OT1`. Periods above the rules' regular periods are
  /// overtimes.
  public let label: @Sendable (_ period: Int, _ rules: SportRules) -> String
  /// Kicks (shots) each side takes in the sport's shoot-out before sudden death, or `nil` when it
  /// has none.
  public let shootoutRounds: Int?
  /// How the board words the shoot-out.
  public let shootoutWords: ShootoutWords
  /// With extra time: how many rounds of two periods a game still level may play (handball's
  /// second extra time) before the shoot-out.
  public let extraTimeRounds: Int

  /// A period style from its parts.
  public init(
    clockCountsUp: Bool = false, clockStopsAtLength: Bool = false, overtime: Overtime,
    shootoutRounds: Int? = nil,
    shootoutWords: ShootoutWords = .plain, extraTimeRounds: Int = 1,
    label: @escaping @Sendable (_ period: Int, _ rules: SportRules) -> String
  ) {
    self.clockCountsUp = clockCountsUp
    self.clockStopsAtLength = clockStopsAtLength
    self.overtime = overtime
    self.shootoutRounds = shootoutRounds
    self.shootoutWords = shootoutWords
    self.extraTimeRounds = extraTimeRounds
    self.label = label
  }
}

extension PeriodStyle {
  /// Periods named as halves (`1st half`, `2nd half`; `P1`, `P2`... when the rules have other
  /// than two) and extra time as `ET1`, `ET2`...: soccer's, handball's and futsal's names.
  public static let halvesAndExtraTime: @Sendable (_ period: Int, _ rules: SportRules) -> String = {
    period, rules in
    let extra = period - rules.periods
    if extra > 0 { return "ET\(extra)" }
    guard rules.periods == 2 else { return "P\(period)" }
    return period == 1 ? "1st half" : "2nd half"
  }
}
