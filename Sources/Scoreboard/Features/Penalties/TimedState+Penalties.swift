extension TimedState {
  /// Most short-handed penalties of one team that run at once (IIHF Rule 15: a team keeps at least
  /// three skaters); a later one waits until a running one ends.
  public static let runningPenaltyLimit = 2

  /// Whether penalties are counted: in hockey, with ``SportRules/penalties`` on.
  public var tracksPenalties: Bool { rules.sport.profile.features.contains(.penalties) && rules.penalties }

  /// When each penalty (by index) starts running on the period's played time: at once while a
  /// team has fewer than ``runningPenaltyLimit`` short-handed penalties running, else when one of
  /// them ends; a misconduct always at once.
  func penaltyStarts() -> [Duration] {
    var starts = Array(repeating: Duration.zero, count: penalties.count)
    for side in Side.allCases {
      var slotsFree = Array(repeating: Duration.seconds(-1_000_000), count: Self.runningPenaltyLimit)
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
  /// `10`: `["1:47", "4:10 5", "(2:00)"]`.
  public func penaltyDisplays(for side: Side) -> [String] {
    penaltyDisplays(for: side) { kind in
      [PenaltyKind.major: "5", .doubleMinor: "2+2", .misconduct: "10"][kind]
    }
  }

  /// `side`'s penalty clocks as ``penaltyDisplays(for:)`` shows them, each followed by what
  /// `mark` says of its kind (`1:47 minor`, `(2:00 major)`), or by nothing where it says `nil`.
  public func penaltyDisplays(for side: Side, marking mark: (PenaltyKind) -> String?) -> [String] {
    let played = clock.played
    let starts = penaltyStarts()
    return penalties.indices.filter { penalties[$0].side == side }.compactMap { index in
      let left = remaining(ofPenalty: index, atPlayed: played, starts: starts)
      guard left > .zero else { return nil }
      let text = ClockText.penalty(left) + (mark(penalties[index].penaltyKind).map { " \($0)" } ?? "")
      return starts[index] > played ? "(\(text))" : text
    }
  }

  /// Records a penalty of `kind` to `side`, called now on the game clock.
  mutating func addPenalty(_ kind: PenaltyKind, to side: Side) {
    guard tracksPenalties else { return }
    penalties.append(MinorPenalty(side: side, since: clock.played, kind: kind))
  }

  /// Records a minor penalty to `side`, starting now on the game clock.
  mutating func addMinorPenalty(to side: Side) {
    addPenalty(.minor, to: side)
  }

  /// A goal by `scorer` against a short-handed team ends the running minor of the penalised team
  /// with the least time left (IIHF Rule 16), or the minor being served of a double minor (Rule
  /// 17); majors and misconducts run on. Short-handed means serving more running short-handed
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
    let endable = running.filter { [.minor, .doubleMinor].contains(penalties[$0].penaltyKind) }
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
  /// keeps all its time).
  func penaltiesCarriedOver() -> [MinorPenalty] {
    let played = clock.played
    let starts = penaltyStarts()
    return penalties.indices.compactMap { index in
      let left = remaining(ofPenalty: index, atPlayed: played, starts: starts)
      guard left > .zero else { return nil }
      var carried = penalties[index]
      carried.since = .zero
      carried.remainingThen = left
      return carried
    }
  }
}
