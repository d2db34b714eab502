/// A state together with the states before it (to undo to) and after it (to redo to).
///
/// Made by ``Reducer/undoable(command:isRecorded:limit:)``; unlimited within a run unless a limit is given.
public struct UndoHistory<Present> {
  /// The state as it is now.
  public var present: Present
  /// Earlier states, oldest first: the last one is what undo brings back.
  public private(set) var past: [Present]
  /// Undone states, nearest last: the last one is what redo brings back.
  public private(set) var future: [Present]

  /// A history that starts at `present` with nothing to undo or redo.
  public init(_ present: Present) {
    self.present = present
    self.past = []
    self.future = []
  }

  /// A history of `present` with `past` (oldest first) to undo to and `future` (nearest last) to
  /// redo to: for tests that state an expected history outright.
  public init(_ present: Present, past: [Present], future: [Present]) {
    self.present = present
    self.past = past
    self.future = future
  }

  /// Whether there is a step to undo.
  public var canUndo: Bool { !past.isEmpty }
  /// Whether there is a step to redo.
  public var canRedo: Bool { !future.isEmpty }

  /// Makes room for `steps` more undo steps in one allocation. Replaying a long journal calls it
  /// first: growing step by step doubles the buffer, and at each doubling the old and the new
  /// buffer are both resident.
  public mutating func reserveCapacity(forSteps steps: Int) {
    past.reserveCapacity(past.count + steps)
  }

  /// Records `previous` as one step before the present and forgets whatever could be redone.
  mutating func record(_ previous: Present) {
    past.append(previous)
    future.removeAll()
  }

  /// Forgets the oldest steps beyond `limit` (at least 0).
  mutating func dropOldest(keeping limit: Int) {
    let excess = past.count - max(0, limit)
    if excess > 0 { past.removeFirst(excess) }
  }

  /// Steps back once; does nothing when there is nothing to undo.
  mutating func undo() {
    guard let previous = past.popLast() else { return }
    future.append(present)
    present = previous
  }

  /// Steps forward once; does nothing when there is nothing to redo.
  mutating func redo() {
    guard let next = future.popLast() else { return }
    past.append(present)
    present = next
  }

  /// Goes back to the earlier state `past[step]` in one step: the states after it are left out of
  /// the history, and one redo brings back the present as it was. Does nothing for a step that is
  /// not in the past.
  ///
  /// ```swift
  /// history.rewind(toStep: 0)  // the oldest state; redo returns to where it was
  /// ```
  mutating func rewind(toStep step: Int) {
    guard past.indices.contains(step) else { return }
    future.append(present)
    present = past[step]
    past.removeSubrange(step...)
  }
}

extension UndoHistory: Equatable where Present: Equatable {}
extension UndoHistory: Hashable where Present: Hashable {}
extension UndoHistory: Sendable where Present: Sendable {}
extension UndoHistory: Codable where Present: Codable {}

/// What an action asks of the history: to undo, to redo, or nothing (an ordinary action).
public enum UndoCommand: Sendable, Equatable {
  /// Bring back the state before the last recorded step.
  case undo
  /// Bring back the state the last undo left.
  case redo
  /// Go back to the earlier state at this index of ``UndoHistory/past`` in one step, which one
  /// redo takes back.
  case rewind(toStep: Int)
}

extension Reducer where State: Equatable & Sendable {
  /// This reducer with undo and redo: each recorded action that changes the state is one step.
  ///
  /// - Parameters:
  ///   - command: Says which actions mean undo or redo; `nil` for every other action.
  ///   - isRecorded: Says which actions make an undoable step. Actions it rejects (opening a help
  ///     screen, say) still change the present but leave the history alone.
  ///   - limit: The most steps kept to undo; the oldest go first beyond it (`nil`: unlimited).
  ///
  /// An action that leaves the state as it was makes no step, so undo never seems to do nothing.
  ///
  /// ```swift
  /// let undoable = scoreboard.undoable(
  ///   command: { $0 == .undo ? .undo : $0 == .redo ? .redo : nil },
  ///   isRecorded: { _ in true }
  /// )
  /// ```
  public func undoable(
    command: @escaping @Sendable (Action) -> UndoCommand?,
    isRecorded: @escaping @Sendable (Action) -> Bool = { _ in true },
    limit: Int? = nil
  ) -> Reducer<UndoHistory<State>, Action> {
    Reducer<UndoHistory<State>, Action> { history, action in
      switch command(action) {
      case .undo:
        history.undo()
        return .none
      case .redo:
        history.redo()
        return .none
      case .rewind(let step):
        history.rewind(toStep: step)
        return .none
      case nil:
        let before = history.present
        let effect = reduce(&history.present, action)
        if isRecorded(action) && history.present != before {
          history.record(before)
          if let limit { history.dropOldest(keeping: limit) }
        }
        return effect
      }
    }
  }
}
