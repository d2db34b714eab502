import FoundationEssentials

extension MatchEvent {
  /// The events of `step`, made by journal record `record` from `before` (the game before it): the
  /// points it won, what it ended, the situations that begin after it, the timed actions it took.
  /// An undo's retractions need the steps' earlier events, which ``MatchEventLedger`` keeps.
  ///
  /// ```swift
  /// let events = MatchEvent.events(before: game, step: timeline.last, record: 12)
  /// events.map(\.id)  // ["12:point", "12:game_won", "12:change_ends"]
  /// ```
  public static func events(before: Game, step: TimelineStep, record: UInt64) -> [MatchEvent] {
    let boards = (before: before.scoreboard, after: step.game.scoreboard)
    let change = BoardChange(
      before: boards.before, beforeView: boards.before.match, after: boards.after,
      afterView: boards.after.match)
    return events(of: change, action: step.action, facts: step.facts, record: record, time: step.date)
  }

  /// The events of `change`, made by `action` with `facts`, in record `record` written at `time`:
  /// at most one of each name, in the order the match met them.
  static func events(
    of change: BoardChange, action: AppAction?, facts: StepFacts, record: UInt64, time: Date?
  ) -> [MatchEvent] {
    var named: [(Name, Side?)] = []
    named += timedEvents(of: change, action: action, isStart: true)
    if let side = pointsSide(facts) {
      named.append((.point, side))
      if change.after.rules.sport.profile.scoreWords.scoresGoals { named.append((.goal, side)) }
    }
    let lastWinner = facts.points.last?.winner
    if facts.ended.contains(.game) { named.append((.gameWon, lastWinner)) }
    if facts.ended.contains(.set) { named.append((.setWon, lastWinner)) }
    if change.beforeView.winner == nil, let winner = change.afterView.winner {
      named.append((.matchWon, winner))
    }
    let begun = change.afterView.situations.filter { !change.beforeView.situations.contains($0) }
    named += begun.map { (Name($0.situation), $0.side) }
    named += timedEvents(of: change, action: action, isStart: false)
    let score = EventScore(change.afterView)
    var seen: Set<Name> = []
    return named.compactMap { name, side in
      guard seen.insert(name).inserted else { return nil }
      return MatchEvent(name, record: record, side: side, score: score, time: time)
    }
  }

  /// The side that won the step's points: the one side that won them all, else `nil` (both won
  /// some); `nil` too, and no point, when the step won none.
  private static func pointsSide(_ facts: StepFacts) -> Side?? {
    guard let first = facts.points.first?.winner else { return nil }
    return facts.points.allSatisfy { $0.winner == first } ? first : .some(nil)
  }

  /// The timed sports' events of `change`: those that open a moment (`isStart`: the period's
  /// clock starting, a timeout, a card, a penalty, a shoot-out kick), or those that close it (the
  /// shot clock running out, the period ending).
  private static func timedEvents(of change: BoardChange, action: AppAction?, isStart: Bool) -> [(
    Name, Side?
  )] {
    let (old, new) = (change.before.timed, change.after.timed)
    guard new.isTimed else { return [] }
    return isStart
      ? openingEvents(old: old, new: new, action: change.before != change.after ? action : nil)
      : closingEvents(old: old, new: new)
  }

  /// The events that open a moment of a timed sport: the period's clock starting for the first
  /// time, and the timed action the record took (`nil` when it changed nothing).
  private static func openingEvents(old: TimedState, new: TimedState, action: AppAction?) -> [(Name, Side?)] {
    var opening: [(Name, Side?)] = []
    let isSamePeriod = old.period == new.period && !old.isPeriodOver
    if isSamePeriod, new.clock.isRunning, !old.clock.isRunning, old.clock.played == .zero {
      opening.append((.periodStart, nil))
    }
    guard case .scoreboard(.timed(let timed)) = action else { return opening }
    switch timed {
    case .timeout(let side): opening.append((.timeout, side))
    case .card(let side, _), .playerCard(let side, _, _): opening.append((.card, side))
    case .minorPenalty(let side), .penalty(let side, _), .playerPenalty(let side, _, _):
      opening.append((.penalty, side))
    case .kick(let side, _): opening.append((.shootoutKick, side))
    default: break
    }
    return opening
  }

  /// The events that close a moment of a timed sport: the shot clock running out, the period
  /// ending (its clock ran out, it was ended by hand, or the game moved on from it).
  private static func closingEvents(old: TimedState, new: TimedState) -> [(Name, Side?)] {
    var closing: [(Name, Side?)] = []
    if new.shotClock?.isExpired == true, old.shotClock?.isExpired == false {
      closing.append((.shotClockViolation, nil))
    }
    let endedHere = new.isPeriodOver && !(old.isPeriodOver && old.period == new.period)
    let leftInPlay = new.period > old.period && !old.isPeriodOver
    if endedHere || leftInPlay { closing.append((.periodEnd, nil)) }
    return closing
  }
}

extension MatchEvent.Name {
  /// The event a situation begins.
  init(_ situation: MatchSituation) {
    switch situation {
    case .pointForGame: self = .pointForGame
    case .pointForSet: self = .pointForSet
    case .pointForMatch: self = .pointForMatch
    case .pointForBreak: self = .pointForBreak
    case .tiebreak: self = .tiebreak
    case .changeEnds: self = .changeEnds
    case .interval: self = .interval
    }
  }
}

/// A board before and after a record, with the views of each (a ledger keeps the view after one
/// record for the next, so each board is summarized once).
struct BoardChange {
  /// The board before.
  var before: ScoreboardState
  /// What it showed.
  var beforeView: MatchView
  /// The board after.
  var after: ScoreboardState
  /// What it shows.
  var afterView: MatchView
}
