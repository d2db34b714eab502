extension TimedState {
  /// Where a basketball timeout counts: each team's allowance is for a half or an overtime.
  enum TimeoutWindow: Equatable {
    case firstHalf
    case secondHalf
    case overtime(Int)
  }

  /// Most timeouts a team may take in the last two minutes of regulation (FIBA Art. 18.2.5).
  static let lateTimeoutLimit = 2
  /// Time left in the last regular period from which the late limit applies.
  static let lateTimeoutWindow = Duration.seconds(120)

  /// Whether timeouts are counted: in basketball, when ``SportRules/timeouts`` is set.
  public var tracksTimeouts: Bool {
    rules.sport.profile.features.contains(.timeouts) && rules.timeouts != nil
  }

  /// Timeouts `side` has left in the current half or overtime, or `nil` when they are not
  /// counted; never below 0.
  ///
  /// The model is FIBA's (Art. 18.2.5), scaled by ``SportRules/timeouts`` (2): that many in the
  /// first half (the first half of the regular periods), one more in the second half (3), of
  /// which at most 2 when the last regular period has 2:00 or less left, and 1 in each overtime.
  /// Unused timeouts do not carry over.
  public func timeoutsLeft(_ side: Side) -> Int? {
    if let perGame = rules.timeoutsPerGame { return nbaTimeoutsLeft(side, perGame: perGame) }
    guard tracksTimeouts, let perHalf = rules.timeouts else { return nil }
    let window = timeoutWindow(ofPeriod: period)
    let taken = timeoutsTaken.filter { $0.side == side && timeoutWindow(ofPeriod: $0.period) == window }
    var left: Int
    switch window {
    case .firstHalf: left = perHalf - taken.count
    case .secondHalf: left = perHalf + 1 - taken.count
    case .overtime: left = 1 - taken.count
    }
    if window == .secondHalf && period == rules.periods && clock.remaining <= Self.lateTimeoutWindow {
      let late = taken.filter { $0.period == rules.periods && $0.remaining <= Self.lateTimeoutWindow }
      left = min(left, Self.lateTimeoutLimit - late.count)
    }
    return max(left, 0)
  }

  /// NBA timeouts (rule 5, section VII): `perGame` (7) for regulation, of which at most 4 in the
  /// fourth quarter and 2 in its last 3 minutes, and 2 in each overtime, none carried over.
  private func nbaTimeoutsLeft(_ side: Side, perGame: Int) -> Int {
    let own = timeoutsTaken.filter { $0.side == side }
    if period > rules.periods {
      return max(0, Self.nbaOvertimeTimeouts - own.filter { $0.period == period }.count)
    }
    var left = perGame - own.filter { $0.period <= rules.periods }.count
    if period == rules.periods {
      let last = own.filter { $0.period == period }
      left = min(left, Self.nbaLastQuarterLimit - last.count)
      if clock.remaining <= Self.nbaLateWindow {
        left = min(left, Self.nbaLateLimit - last.filter { $0.remaining <= Self.nbaLateWindow }.count)
      }
    }
    return max(left, 0)
  }

  /// NBA: timeouts each team has in an overtime.
  static let nbaOvertimeTimeouts = 2
  /// NBA: most timeouts a team may take in the fourth quarter.
  static let nbaLastQuarterLimit = 4
  /// NBA: most timeouts a team may take in the fourth quarter's last 3 minutes.
  static let nbaLateLimit = 2
  /// NBA: the time left in the fourth quarter from which the late limit applies.
  static let nbaLateWindow = Duration.seconds(180)

  /// The allowance `period` belongs to (with NBA timeouts, regulation is one allowance).
  func timeoutWindow(ofPeriod period: Int) -> TimeoutWindow {
    if period > rules.periods { return .overtime(period) }
    if rules.timeoutsPerGame != nil { return .firstHalf }
    return period * 2 <= rules.periods ? .firstHalf : .secondHalf
  }

  /// Records a timeout for `side` if it has one left, and stops the game clock where its latest
  /// reading left it (FIBA Art. 18.2.1: the game clock is stopped during a timeout).
  mutating func takeTimeout(by side: Side) {
    guard let left = timeoutsLeft(side), left > 0 else { return }
    clock.stop()
    shotClock?.stop()
    timeoutsTaken.append(TimeoutTaken(side: side, period: period, remaining: clock.remaining))
  }

  /// Gives back `side`'s latest timeout of the current half or overtime, if it took one.
  mutating func giveBackTimeout(to side: Side) {
    let window = timeoutWindow(ofPeriod: period)
    let index = timeoutsTaken.lastIndex { $0.side == side && timeoutWindow(ofPeriod: $0.period) == window }
    guard let index else { return }
    timeoutsTaken.remove(at: index)
  }
}
