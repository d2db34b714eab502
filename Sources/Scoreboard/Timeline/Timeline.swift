import FoundationEssentials
import StateStore

/// The match as it stands: every effective step from the start to the present, each with the game
/// after it and what it did (``TimelineStep``), and the steps that undo and rewind took away, which
/// redo brings back as the steps they were.
///
/// Undo, redo and rewind move steps between the two; nothing is replayed, so each costs the same
/// at step 10 and at step 10,000, and what every view reads of a step (its facts) was derived once,
/// when the step was taken. The steps are kept in a ``ChunkedList``, so a copy of the timeline
/// (the state a subscriber or the journal keeps) shares them, and a new step on either copies at
/// most a short tail of them, never the match.
///
/// ```swift
/// var timeline = Timeline(Game())
/// timeline.record(TimelineStep(from: timeline.present, to: scored, by: .scoreboard(.add(.home, points: 1))))
/// timeline.undo()    // back to the start; the step waits to be redone
/// timeline.redo()    // the same step again, with its facts
/// ```
public struct Timeline: Equatable, Hashable, Sendable {
  /// The effective steps, oldest first: the first is the start, the last the present.
  public private(set) var steps: ChunkedList<TimelineStep>
  /// What redo brings back, nearest last: one undone step, or the steps one rewind took away.
  public private(set) var undone: [[TimelineStep]]
  /// The outline of the present's board, when the step that made it worked it out: the next
  /// step's facts start from it instead of working it out again. Any other change to the present
  /// forgets it.
  private var presentOutline: MatchOutline?

  /// A timeline that starts at `game`, with nothing to undo or redo.
  public init(_ game: Game = Game()) {
    steps = [TimelineStep(game: game)]
    undone = []
    presentOutline = nil
  }

  /// A timeline of `steps` (the first is the start; at least one) with `undone` to redo.
  public init(steps: [TimelineStep], undone: [[TimelineStep]] = []) {
    precondition(!steps.isEmpty, "a timeline has at least its start")
    self.steps = ChunkedList(steps)
    self.undone = undone
    presentOutline = nil
  }

  /// The game as it is now. Setting it changes the present without making a step (a clock tick).
  public var present: Game {
    get { steps[steps.count - 1].game }
    set {
      steps[steps.count - 1].game = newValue
      presentOutline = nil
    }
  }

  /// The step the match stands at.
  public var last: TimelineStep { steps[steps.count - 1] }

  /// Whether there is a step to undo.
  public var canUndo: Bool { steps.count > 1 }
  /// Whether there is a step to redo.
  public var canRedo: Bool { !undone.isEmpty }

  /// The games before the present, oldest first (for tests and the history's preview; it copies).
  public var past: [Game] { steps.dropLast().map(\.game) }

  /// Makes room for `steps` more steps before a long replay: nothing to do, for the steps grow a
  /// chunk at a time.
  public mutating func reserveCapacity(forSteps count: Int) {}

  /// Takes `step` as the new present and forgets whatever could be redone.
  public mutating func record(_ step: TimelineStep) {
    steps.append(step)
    undone.removeAll()
    presentOutline = nil
  }

  /// Takes `game`, made by `action`, as the new present: a step whose facts are derived from the
  /// present and `game`, as ``TimelineStep/init(from:to:by:)`` derives them, summarizing each board
  /// at most once over consecutive steps.
  public mutating func record(_ game: Game, by action: AppAction) {
    record(game, by: action, after: present)
  }

  /// Records `game`, made by `action` from `present`, the present as the caller read it (reading
  /// it again copies its step).
  mutating func record(_ game: Game, by action: AppAction, after present: Game) {
    var views = StepOutlines(before: presentOutline)
    let facts = StepFacts(from: present.scoreboard, to: game.scoreboard, views: &views)
    record(TimelineStep(game: game, action: action, facts: facts))
    presentOutline = views.workedOutAfter
  }

  /// Notes when the present step was taken, if nobody has yet: a reader of the journal calls it
  /// after each record that made a step (a redone step keeps the date it had).
  public mutating func dateLastStep(_ date: Date) {
    guard steps.count > 1, steps[steps.count - 1].date == nil else { return }
    steps[steps.count - 1].date = date
  }

  /// Steps back once; does nothing at the start.
  public mutating func undo() {
    guard canUndo else { return }
    undone.append([steps.removeLast()])
    presentOutline = nil
  }

  /// Brings back what the last undo or rewind took away, as the steps they were; does nothing
  /// when nothing was undone.
  public mutating func redo() {
    guard let group = undone.popLast() else { return }
    steps.append(contentsOf: group)
    presentOutline = nil
  }

  /// Goes back to step `index` (0 the start) in one move that one redo takes back. Does nothing for
  /// the present or a step that is not in the timeline.
  public mutating func rewind(toStep index: Int) {
    guard index >= 0, index < steps.count - 1 else { return }
    undone.append(steps.removeAll(after: index + 1))
    presentOutline = nil
  }

  /// Equal when the steps and what can be redone are; the kept view is a cache.
  public static func == (lhs: Timeline, rhs: Timeline) -> Bool {
    lhs.steps == rhs.steps && lhs.undone == rhs.undone
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(steps)
    hasher.combine(undone)
  }
}
