/// Everything that can happen on the game clock of a timed sport (basketball, soccer, hockey),
/// sent inside ``ScoreboardAction/timed(_:)``. In other sports these actions do nothing.
///
/// Time comes in as readings of a monotonic clock (a `Duration` since an arbitrary origin, as
/// ``GameClockEnvironment/now`` gives), so the reducer stays pure.
public enum TimedAction: Codable, Equatable, Hashable, Sendable {
  /// Starts the clock if it is stopped, stops it if it runs, at clock reading `at`. An expired
  /// clock or an ended period does not start.
  case startStop(at: Duration)
  /// The timer's reading while the clock runs; the clock shows the time as of it, and stops when
  /// a count-down reaches 0:00. Never an undo step.
  case tick(at: Duration)
  /// Moves the time shown by `seconds` (negative for less) while the clock is stopped, within the
  /// period: the TUI's `[` `]` (-1, +1) and `{` `}` (-60, +60).
  case adjustClock(seconds: Int)
  /// Moves to the next period (overtime or extra time when the rules call for it): as it was left
  /// if the game was there before, else at its start with the clock stopped; when the game has no
  /// next period, ends the current one (full time).
  case nextPeriod
  /// Goes back to the previous period exactly as it was left: its clock, fouls, timeouts and
  /// penalties. The period left is kept as it stands, so `nextPeriod` returns to it.
  case previousPeriod
  /// Ends the current period where the clock stands (the referee's whistle: soccer's half time
  /// and full time), without the buzzer.
  case endPeriod
  /// A team foul by `side` in basketball, counted in the current period.
  case foul(Side)
  /// Takes back the latest team foul of `side` in the current period; never below 0.
  case removeFoul(Side)
  /// A timeout taken by `side` in basketball; refused when it has none left.
  case timeout(Side)
  /// Gives back the latest timeout `side` took in the current half or overtime.
  case removeTimeout(Side)
  /// A minor penalty (2 minutes on the game clock) to `side` in hockey with penalties on.
  case minorPenalty(Side)
  /// A penalty of `kind` to `side` in hockey with penalties on (a minor is ``minorPenalty(_:)``).
  case penalty(Side, PenaltyKind)
  /// A penalty of `kind` to `side`'s player numbered `player` (handball's suspensions): the
  /// player's third suspension is a disqualification.
  case playerPenalty(Side, PenaltyKind, player: Int)
  /// A card of `color` shown to `side`'s player numbered `player`: the player's second yellow card
  /// is a sending-off.
  case playerCard(Side, CardColor, player: Int)
  /// A card of `color` shown to a player of `side` (soccer).
  case card(Side, CardColor)
  /// The shot clock starts again from `seconds` (24 for a new possession, 14 after an offensive
  /// rebound), running at reading `at` if the game clock runs; nothing without a shot clock.
  case resetShotClock(seconds: Int, at: Duration)
  /// A kick (soccer) or shot (hockey) of the shoot-out by `side`, `scored` or missed; refused
  /// unless the shoot-out is on and it is `side`'s turn.
  case kick(Side, scored: Bool)
}
