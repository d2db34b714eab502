extension TimedState {
  /// Whether penalties are timed on the game clock: in hockey with ``SportRules/penalties`` on, in
  /// a sport with suspensions, and where a red card sends a player off for a time.
  public var tracksPenalties: Bool {
    let features = rules.sport.profile.features
    return (features.contains(.penalties) && rules.penalties) || features.contains(.suspensions)
      || (features.contains(.cards) && featureSettings.cards.redCardPenalty != nil)
  }

  /// When each penalty (by index) starts running on the period's played time: at once while a
  /// team has fewer short-handed penalties running than the sport's ``PenaltySettings/runningLimit``,
  /// else when one of them ends; a misconduct always at once.
  func penaltyStarts() -> [Duration] {
    guard let limit = featureSettings.penalties.runningLimit else { return penalties.map(\.since) }
    var starts = Array(repeating: Duration.zero, count: penalties.count)
    for side in Side.allCases {
      var slotsFree = Array(repeating: Duration.seconds(-1_000_000), count: limit)
      for index in penalties.indices where penalties[index].side == side {
        let penalty = penalties[index]
        guard penalty.penaltyKind.isShortHanded else {
          starts[index] = penalty.since
          continue
        }
        let slot = slotsFree.indices.min { slotsFree[$0] < slotsFree[$1] } ?? 0
        let start = max(penalty.since, slotsFree[slot])
        starts[index] = start
        slotsFree[slot] = start + penalty.remainingThen
      }
    }
    return starts
  }

  /// Time left on penalty `index` when `played` of the period has been played: all of it while
  /// it waits, none once served.
  func remaining(ofPenalty index: Int, atPlayed played: Duration, starts: [Duration]) -> Duration {
    let penalty = penalties[index]
    let run = max(.zero, played - starts[index])
    return (penalty.remainingThen - run).clamped(to: .zero...penalty.remainingThen)
  }

  /// Whether penalty `index` is running (started and not over) when `played` has been played.
  private func isRunning(_ index: Int, atPlayed played: Duration, starts: [Duration]) -> Bool {
    starts[index] <= played && remaining(ofPenalty: index, atPlayed: played, starts: starts) > .zero
  }

  /// Time left on each of `side`'s penalties still to serve (running or waiting), oldest first.
  public func penaltyClocks(for side: Side) -> [Duration] {
    let played = clock.played
    let starts = penaltyStarts()
    return penalties.indices.filter { penalties[$0].side == side }
      .map { remaining(ofPenalty: $0, atPlayed: played, starts: starts) }.filter { $0 > .zero }
  }

  /// `side`'s penalty clocks as shown, counting down and rounded up to the second: `["1:47"]`; a
  /// waiting one in brackets (`(2:00)`), a major marked `5`, a double minor `2+2`, a misconduct
  /// `10`, a disqualification `DQ`, a player's number where it was typed:
  /// `["1:47", "4:10 5", "(2:00)", "0:12 #7 DQ"]`.
  public func penaltyDisplays(for side: Side) -> [String] {
    penaltyDisplays(for: side) { kind in
      [PenaltyKind.major: "5", .doubleMinor: "2+2", .misconduct: "10", .disqualification: "DQ"][kind]
    }
  }

  /// `side`'s penalty clocks as ``penaltyDisplays(for:)`` shows them, each followed by its
  /// player's number where it was typed (`1:47 #7`) and by what `mark` says of its kind
  /// (`1:47 minor`, `(2:00 major)`, `1:47 #7 DQ`), or by nothing where it says `nil`.
  public func penaltyDisplays(for side: Side, marking mark: (PenaltyKind) -> String?) -> [String] {
    let played = clock.played
    let starts = penaltyStarts()
    return penalties.indices.filter { penalties[$0].side == side }.compactMap { index in
      let left = remaining(ofPenalty: index, atPlayed: played, starts: starts)
      guard left > .zero else { return nil }
      let penalty = penalties[index]
      let marks = [penalty.player.map { "#\($0)" }, mark(penalty.penaltyKind)].compactMap { $0 }
      let text = ([ClockText.penalty(left)] + marks).joined(separator: " ")
      return starts[index] > played ? "(\(text))" : text
    }
  }

  /// Records a penalty of `kind` to `side` (to its player numbered `player`, when typed), called
  /// now on the game clock.
  mutating func addPenalty(_ kind: PenaltyKind, to side: Side, player: Int? = nil) {
    guard tracksPenalties else { return }
    penalties.append(MinorPenalty(side: side, since: clock.played, kind: kind, player: player))
  }

  /// Records a minor penalty to `side`, starting now on the game clock.
  mutating func addMinorPenalty(to side: Side) {
    addPenalty(.minor, to: side)
  }

  /// A goal by `scorer` against a short-handed team ends the running minor of the penalised team
  /// with the least time left (IIHF Rule 16), or the minor being served of a double minor (Rule
  /// 17), or a futsal sending-off (FIFA Futsal Law 3.5); majors, misconducts and handball's
  /// suspensions run on. Short-handed means serving more running short-handed
  /// penalties than the scorer, so coincidental penalties end nothing.
  mutating func endPowerPlay(scoredBy scorer: Side) {
    guard tracksPenalties else { return }
    let played = clock.played
    let starts = penaltyStarts()
    let penalised = scorer.opponent
    let running = runningShortHanded(of: penalised, atPlayed: played, starts: starts)
    guard running.count > runningShortHanded(of: scorer, atPlayed: played, starts: starts).count else {
      return
    }
    let endable = running.filter { penalties[$0].penaltyKind.endsOnGoalAgainst }
    guard
      let shortest = endable.min(by: {
        remaining(ofPenalty: $0, atPlayed: played, starts: starts)
          < remaining(ofPenalty: $1, atPlayed: played, starts: starts)
      })
    else { return }
    // A penalty waiting for a place starts when this one ends, now, not when it was called.
    for index in penalties.indices where penalties[index].side == penalised && starts[index] > played {
      penalties[index].since = played
    }
    let left = remaining(ofPenalty: shortest, atPlayed: played, starts: starts)
    if penalties[shortest].penaltyKind == .doubleMinor && left > MinorPenalty.length {
      penalties[shortest].since = played
      penalties[shortest].remainingThen = MinorPenalty.length
      penalties[shortest].kind = nil
      return
    }
    penalties.remove(at: shortest)
  }

  /// The indices of `side`'s short-handed penalties running when `played` has been played.
  private func runningShortHanded(of side: Side, atPlayed played: Duration, starts: [Duration]) -> [Int] {
    penalties.indices.filter {
      penalties[$0].side == side && penalties[$0].penaltyKind.isShortHanded
        && isRunning($0, atPlayed: played, starts: starts)
    }
  }

  /// The penalties still to serve when the period ends, carried into the next one (a waiting one
  /// keeps all its time); one that names its player is carried even when served, as the player's
  /// record.
  func penaltiesCarriedOver() -> [MinorPenalty] {
    let played = clock.played
    let starts = penaltyStarts()
    return penalties.indices.compactMap { index in
      let left = remaining(ofPenalty: index, atPlayed: played, starts: starts)
      guard left > .zero || penalties[index].player != nil else { return nil }
      var carried = penalties[index]
      carried.since = .zero
      carried.remainingThen = left
      return carried
    }
  }
}
