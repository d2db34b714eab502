extension TimedState {
  /// Whether minor penalties are counted: in hockey, with ``SportRules/penalties`` on.
  public var tracksPenalties: Bool { rules.sport.profile.features.contains(.penalties) && rules.penalties }

  /// Time left on each of `side`'s minor penalties still being served, oldest first.
  public func penaltyClocks(for side: Side) -> [Duration] {
    let played = clock.played
    return penalties.lazy.filter { $0.side == side }.map { $0.remaining(atPlayed: played) }.filter {
      $0 > .zero
    }
  }

  /// `side`'s penalty clocks as shown, counting down and rounded up to the second: `["1:47"]`.
  public func penaltyDisplays(for side: Side) -> [String] {
    penaltyClocks(for: side).map(ClockText.penalty)
  }

  /// Records a minor penalty to `side`, starting now on the game clock.
  mutating func addMinorPenalty(to side: Side) {
    guard tracksPenalties else { return }
    penalties.append(MinorPenalty(side: side, since: clock.played))
  }

  /// A goal by `scorer` against a short-handed team ends the penalised team's minor with the
  /// least time left (IIHF Rule 16): short-handed means serving more running minors than the
  /// scorer, so coincidental minors end nothing.
  mutating func endPowerPlay(scoredBy scorer: Side) {
    guard tracksPenalties else { return }
    let penalised = scorer.opponent
    guard penaltyClocks(for: penalised).count > penaltyClocks(for: scorer).count else { return }
    let played = clock.played
    let running = penalties.indices.filter {
      penalties[$0].side == penalised && penalties[$0].remaining(atPlayed: played) > .zero
    }
    guard
      let shortest = running.min(by: {
        penalties[$0].remaining(atPlayed: played) < penalties[$1].remaining(atPlayed: played)
      })
    else { return }
    penalties.remove(at: shortest)
  }

  /// The penalties still being served when the period ends, carried into the next one.
  func penaltiesCarriedOver() -> [MinorPenalty] {
    let played = clock.played
    return penalties.compactMap { penalty in
      let left = penalty.remaining(atPlayed: played)
      guard left > .zero else { return nil }
      var carried = MinorPenalty(side: penalty.side, since: .zero)
      carried.remainingThen = left
      return carried
    }
  }
}
