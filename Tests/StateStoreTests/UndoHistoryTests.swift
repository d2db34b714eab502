import Foundation
import PropertyBased
import StateStore
import Testing

/// Actions for a counter with undo: `.add` and `.set` are recorded, `.peek` changes the state
/// without being recorded.
private enum Edit: Equatable, Sendable {
  case add(Int)
  case set(Int)
  case peek(Int)
  case undo
  case redo
  case rewind(Int)
}

private let editReducer = Reducer<Int, Edit> { count, action in
  switch action {
  case .add(let amount): count += amount
  case .set(let value): count = value
  case .peek(let value): count = value
  case .undo, .redo, .rewind: break
  }
  return action == .add(99) ? .send(.add(1)) : .none
}

private let undoableEdits = editReducer.undoable(
  command: { action in
    switch action {
    case .undo: .undo
    case .redo: .redo
    case .rewind(let step): .rewind(toStep: step)
    default: nil
    }
  },
  isRecorded: { action in
    if case .peek = action { false } else { true }
  }
)

/// Applies `actions` in turn to a fresh history starting at `start`.
private func history(_ start: Int = 0, after actions: [Edit]) -> UndoHistory<Int> {
  var history = UndoHistory(start)
  for action in actions { _ = undoableEdits(&history, action) }
  return history
}

@Suite("Undo history")
struct UndoHistoryTests {
  @Test("a new history has nothing to undo or redo")
  func fresh() {
    let fresh = UndoHistory(5)
    #expect(fresh.present == 5)
    #expect(!fresh.canUndo)
    #expect(!fresh.canRedo)
    #expect(fresh.past.isEmpty && fresh.future.isEmpty)
  }

  @Test("undo brings back the state before the last recorded step; redo brings it forward again")
  func undoRedo() {
    var steps = history(after: [.add(1), .set(10), .add(5)])
    #expect(steps.present == 15)
    #expect(steps.past == [0, 1, 10])
    _ = undoableEdits(&steps, .undo)
    #expect(steps.present == 10)
    _ = undoableEdits(&steps, .undo)
    #expect(steps.present == 1)
    #expect(steps.canRedo)
    _ = undoableEdits(&steps, .redo)
    #expect(steps.present == 10)
    _ = undoableEdits(&steps, .redo)
    #expect(steps.present == 15)
    #expect(!steps.canRedo)
  }

  @Test("undo and redo with nothing to undo or redo change nothing")
  func undoRedoAtTheEnds() {
    #expect(history(3, after: [.undo, .undo]) == UndoHistory(3))
    #expect(history(3, after: [.redo]) == UndoHistory(3))
    let once = history(after: [.add(2)])
    #expect(history(after: [.add(2), .redo]) == once)
    #expect(history(after: [.add(2), .undo, .undo, .redo, .redo, .redo]) == once)
  }

  @Test("an action that does not change the state makes no step")
  func noOpMakesNoStep() {
    let steps = history(after: [.add(1), .add(0), .set(1), .add(0)])
    #expect(steps.past == [0])
    #expect(history(after: [.add(1), .add(0), .undo]).present == 0)
  }

  @Test("an action that does not change the state keeps what could be redone")
  func noOpKeepsRedo() {
    let steps = history(after: [.add(1), .add(1), .undo, .add(0)])
    #expect(steps.present == 1)
    #expect(steps.canRedo)
    #expect(history(after: [.add(1), .add(1), .undo, .add(0), .redo]).present == 2)
  }

  @Test("an action that opts out of the history changes the present but makes no step")
  func optOut() {
    let steps = history(after: [.add(1), .peek(50)])
    #expect(steps.present == 50)
    #expect(steps.past == [0])
    #expect(history(after: [.add(1), .peek(50), .undo]).present == 0)
  }

  @Test("a recorded change forgets whatever could be redone")
  func newStepClearsRedo() {
    let steps = history(after: [.add(1), .add(1), .undo, .add(5)])
    #expect(steps.present == 6)
    #expect(!steps.canRedo)
    #expect(steps.past == [0, 1])
  }

  @Test("undo and redo never reach the wrapped reducer")
  func commandsNotReduced() {
    let seen = Recorder<Edit>()
    let spy = Reducer<Int, Edit> { count, action in
      seen.record(action)
      return editReducer(&count, action)
    }
    let undoable = spy.undoable(command: { $0 == .undo ? .undo : $0 == .redo ? .redo : nil })
    var steps = UndoHistory(0)
    for action in [Edit.add(1), .undo, .redo, .peek(3)] { _ = undoable(&steps, action) }
    #expect(seen.values == [.add(1), .peek(3)])
    #expect(steps.past == [0, 1])
  }

  @Test("the wrapped reducer's effects are passed on, and each action they send is its own step")
  func effectsPassedOn() {
    let store = Store(initialState: UndoHistory(0), reducer: undoableEdits)
    store.dispatch(.add(99))
    #expect(store.state.present == 100)
    #expect(store.state.past == [0, 99])
    store.dispatch(.undo)
    #expect(store.state.present == 99)
  }

  @Test("the history is unlimited")
  func unlimited() {
    let count = 5_000
    var steps = history(after: Array(repeating: .add(1), count: count))
    #expect(steps.past.count == count)
    for _ in 0..<count { _ = undoableEdits(&steps, .undo) }
    #expect(steps.present == 0)
    #expect(steps.future.count == count)
  }

  @Test("a history survives a round trip through JSON")
  func codable() throws {
    let steps = history(after: [.add(1), .add(2), .undo])
    let data = try JSONEncoder().encode(steps)
    #expect(try JSONDecoder().decode(UndoHistory<Int>.self, from: data) == steps)
  }

  @Test("property: undo after any recorded changing action restores the previous history exactly")
  func undoRestoresPrevious() async {
    await propertyCheck(
      input: Gen.int(in: -20...20).array(of: 0...50), Gen.int(in: -20...20).filter { $0 != 0 }
    ) { amounts, change in
      let before = history(after: amounts.map(Edit.add))
      var after = before
      _ = undoableEdits(&after, .add(change))
      #expect(after.present == before.present + change)
      _ = undoableEdits(&after, .undo)
      #expect(after.present == before.present)
      #expect(after.past == before.past)
      #expect(after.future == [before.present + change])
    }
  }

  @Test("property: undo all then redo all returns to the same state")
  func undoAllRedoAll() async {
    await propertyCheck(input: Gen.int(in: 0...100).array(of: 0...50)) { values in
      let edits = values.map { $0 % 3 == 0 ? Edit.add($0 % 5) : $0 % 3 == 1 ? .set($0) : .peek($0) }
      let original = history(after: edits)
      var steps = original
      for _ in 0..<original.past.count { _ = undoableEdits(&steps, .undo) }
      #expect(!steps.canUndo)
      #expect(steps.future.count == original.past.count)
      for _ in 0..<original.past.count { _ = undoableEdits(&steps, .redo) }
      #expect(steps.present == original.present)
      #expect(steps.past == original.past)
      #expect(!steps.canRedo)
    }
  }

  @Test("property: the steps to undo are exactly the recorded actions that changed the state")
  func stepsAreChangingRecordedActions() async {
    await propertyCheck(input: Gen.int(in: 0...3).array(of: 0...50)) { amounts in
      let steps = history(after: amounts.map(Edit.add))
      #expect(steps.past.count == amounts.filter { $0 != 0 }.count)
      #expect(steps.present == amounts.reduce(0, +))
    }
  }

  @Test("property: undo never shows the same state twice in a row")
  func undoAlwaysChangesSomething() async {
    await propertyCheck(input: Gen.int(in: 0...4).array(of: 0...40)) { values in
      var steps = history(after: values.map(Edit.set))
      var previous = steps.present
      while steps.canUndo {
        _ = undoableEdits(&steps, .undo)
        #expect(steps.present != previous)
        previous = steps.present
      }
    }
  }
}

@Suite("rewind: back to any earlier state in one step")
struct UndoRewindTests {
  @Test("rewind goes back to past[step] in one step; one undo goes further, one redo brings back the present")
  func rewind() {
    let rewound = history(after: [.add(1), .add(2), .add(3), .rewind(1)])
    #expect(rewound.present == 1)
    #expect(rewound.past == [0])
    #expect(history(after: [.add(1), .add(2), .add(3), .rewind(1), .redo]).present == 6)
    #expect(history(after: [.add(1), .add(2), .add(3), .rewind(1), .redo, .undo]).present == 1)
    #expect(history(after: [.add(1), .add(2), .add(3), .rewind(1), .undo]).present == 0)
  }

  @Test("a step not in the past changes nothing")
  func outOfRange() {
    let plain = history(after: [.add(1), .add(2)])
    #expect(history(after: [.add(1), .add(2), .rewind(2)]) == plain)
    #expect(history(after: [.add(1), .add(2), .rewind(-1)]) == plain)
  }

  @Test("property: rewinding to any step then redoing gives back the present exactly")
  func rewindThenRedo() async {
    await propertyCheck(input: Gen.int(in: -5...5).array(of: 1...30), Gen.int(in: 0...40)) { amounts, step in
      let edits = amounts.map { Edit.add($0) }
      let before = history(after: edits)
      let back = history(after: edits + [.rewind(step), .redo])
      #expect(back.present == before.present)
    }
  }
}
