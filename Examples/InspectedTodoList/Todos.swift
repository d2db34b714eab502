// The to-do list of Examples/TodoList, cut down to what the inspector shows (no loading effect),
// with Codable state and actions, and an action that puts back a state the inspector kept.
import StateStore

/// The list: the items in the order they were added, and those done.
struct Todos: Codable, Equatable, Sendable {
  var items: [String] = []
  var done: Set<String> = []
}

/// What can happen to the list.
enum TodoAction: Codable, Sendable {
  case add(String)
  case complete(String)
  /// The list becomes `Todos` again: how the inspector's rewind reaches the store.
  case restore(Todos)
}

let todos = Reducer<Todos, TodoAction> { state, action in
  switch action {
  case .add(let item):
    state.items.append(item)
  case .complete(let item):
    state.done.insert(item)
  case .restore(let earlier):
    state = earlier
  }
  return .none
}
