extension TimedState {
  /// Where a basketball timeout counts: each team's allowance is for a half or an overtime.
  enum TimeoutWindow: Equatable {
    case firstHalf
    case secondHalf
    case overtime(Int)
  }

  /// Whether timeouts are counted: in a sport with the timeouts feature, when it has an allowance
  /// of its own or ``SportRules/timeouts`` is set.
  public var tracksTimeouts: Bool {
    rules.sport.profile.features.contains(.timeouts) && timeoutAllowance != nil
  }

  /// The allowance a team's timeouts are counted against: the sport's own, or the one scaled from
  /// ``SportRules/timeouts``; `nil` when timeouts are not counted.
  var timeoutAllowance: TimeoutAllowance? {
    featureSettings.timeouts ?? rules.timeouts.map { TimeoutAllowance.scaled(perHalf: $0) }
  }

  /// Timeouts `side` has left in the current half or overtime, or `nil` when they are not
  /// counted; never below 0.
  ///
  /// The ``TimeoutAllowance`` says how many a half and each overtime, how many in regular time in
  /// all, and how many within its late window of the last regular period. FIBA's (Art. 18.2.5),
  /// scaled by ``SportRules/timeouts`` (2): that many in the first half (the first half of the
  /// regular periods), one more in the second half (3), of which at most 2 when the last regular
  /// period has 2:00 or less left, and 1 in each overtime. Unused timeouts do not carry over.
  public func timeoutsLeft(_ side: Side) -> Int? {
    if let perGame = rules.timeoutsPerGame { return nbaTimeoutsLeft(side, perGame: perGame) }
    guard tracksTimeouts, let allowance = timeoutAllowance else { return nil }
    let window = timeoutWindow(ofPeriod: period)
    let own = timeoutsTaken.filter { $0.side == side }
    let taken = own.filter { timeoutWindow(ofPeriod: $0.period) == window }
    var left: Int
    switch window {
    case .firstHalf: left = allowance.firstHalf - taken.count
    case .secondHalf: left = allowance.secondHalf - taken.count
    case .overtime: return max(allowance.perOvertime - taken.count, 0)
    }
    if let regularTime = allowance.regularTime {
      left = min(left, regularTime - own.filter { $0.period <= rules.periods }.count)
    }
    if window == .secondHalf, let late = allowance.lateWindow, period == rules.periods,
      clock.remaining <= late
    {
      let lateTaken = taken.filter { $0.period == rules.periods && $0.remaining <= late }
      left = min(left, allowance.lateLimit - lateTaken.count)
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
