import FoundationEssentials

/// The match events of a journal, record by record: it follows the timeline the records leave and
/// keeps, for each effective step, the ids of the events its record made, so an undo (or a rewind)
/// retracts exactly those, and a redo announces the steps it brings back again under its own record.
///
/// Each record costs the same at step 10 and at step 10,000: the board after it is summarized once
/// (the one before was summarized by the record before), nothing is replayed.
///
/// ```swift
/// var ledger = MatchEventLedger(state.game)
/// state.apply(record, reducer: reducer)
/// let events = ledger.events(after: state.game, action: record.action, record: record.sequence, time: record.date)
/// ```
public struct MatchEventLedger: Sendable {
  /// The timeline as the last record left it.
  private var timeline: Timeline
  /// What its present showed.
  private var view: MatchView
  /// The ids of the events of each effective step but the start, in order; empty for the steps
  /// made before the ledger started (their records are not known).
  private var stepIDs: [[String]]
  /// The ids of the undone steps' events, as ``Timeline/undone`` keeps the steps.
  private var undoneIDs: [[[String]]]

  /// A ledger that starts at `timeline`: the events of its steps so far are not known.
  public init(_ timeline: Timeline) {
    self.timeline = timeline
    view = timeline.present.scoreboard.match
    stepIDs = Array(repeating: [], count: timeline.steps.count - 1)
    undoneIDs = timeline.undone.map { group in group.map { _ in [] } }
  }

  /// The events of the record numbered `record`, written at `time`, whose `action` left `after`.
  public mutating func events(after: Timeline, action: AppAction, record: UInt64, time: Date?) -> [MatchEvent]
  {
    let before = timeline
    let beforeView = view
    let afterView = after.present.scoreboard.match
    timeline = after
    view = afterView
    let (oldCount, newCount) = (before.steps.count, after.steps.count)
    switch action {
    case .undo, .rewind:
      guard newCount < oldCount, stepIDs.count >= oldCount - newCount else { return restart(after) }
      let taken = Array(stepIDs.suffix(oldCount - newCount))
      stepIDs.removeLast(taken.count)
      undoneIDs.append(taken)
      return [
        MatchEvent(
          .undo, record: record, score: EventScore(afterView), time: time, retracts: taken.flatMap { $0 })
      ]
    case .redo:
      guard newCount > oldCount, undoneIDs.popLast() != nil else { return restart(after) }
      return redone(
        from: before, beforeView: beforeView, to: after, afterView: afterView, record: record, time: time)
    default:
      let change = BoardChange(
        before: before.present.scoreboard, beforeView: beforeView, after: after.present.scoreboard,
        afterView: afterView)
      if newCount == oldCount + 1 {
        let step = after.last
        let events = MatchEvent.events(
          of: change, action: step.action, facts: step.facts, record: record, time: time)
        stepIDs.append(events.map(\.id))
        undoneIDs.removeAll()
        return events
      }
      guard newCount == oldCount else { return restart(after) }
      // No step (a clock tick): only what the clock did, which no undo takes back.
      return MatchEvent.events(of: change, action: action, facts: StepFacts(), record: record, time: time)
    }
  }

  /// The events of the steps a redo brought back, under the redo's record: each name once, as the
  /// last of the steps had it; their ids belong to the last step, so an undo retracts them.
  private mutating func redone(
    from before: Timeline, beforeView: MatchView, to after: Timeline, afterView: MatchView, record: UInt64,
    time: Date?
  ) -> [MatchEvent] {
    var events: [MatchEvent] = []
    var previous = (board: before.present.scoreboard, view: beforeView)
    for index in before.steps.count..<after.steps.count {
      let step = after.steps[index]
      let board = step.game.scoreboard
      let view = index == after.steps.count - 1 ? afterView : board.match
      let change = BoardChange(
        before: previous.board, beforeView: previous.view, after: board, afterView: view)
      for event in MatchEvent.events(
        of: change, action: step.action, facts: step.facts, record: record, time: time)
      {
        events.removeAll { $0.name == event.name }
        events.append(event)
      }
      previous = (board, view)
    }
    let score = EventScore(afterView)
    events = events.map { event in
      var event = event
      event.score = score
      return event
    }
    stepIDs += Array(repeating: [], count: after.steps.count - before.steps.count - 1) + [events.map(\.id)]
    return events
  }

  /// Starts again at `timeline`, which the record did not reach from the last one by a step (a
  /// game read anew): no events.
  private mutating func restart(_ timeline: Timeline) -> [MatchEvent] {
    self = MatchEventLedger(timeline)
    return []
  }
}
