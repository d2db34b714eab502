// The LPReducer to-do list: adding and completing items, and a refresh that loads the list in a
// cancellable task (a second refresh cancels the first), with the loading state shown.
import StateStore

struct Todos: Equatable, Sendable {
  var items: [String] = []
  var done: Set<String> = []
  var isLoading = false
}

enum TodoAction: Sendable {
  case add(String)
  case complete(String)
  case refresh
  case loaded([String])
}

let todos = Reducer<Todos, TodoAction> { state, action in
  switch action {
  case .add(let item):
    state.items.append(item)
    return .none
  case .complete(let item):
    state.done.insert(item)
    return .none
  case .refresh:
    state.isLoading = true
    return .run { send in
      try? await Task.sleep(for: .milliseconds(20))
      send(.loaded(["buy milk", "call the club"]))
    }
    .cancellable(id: "refresh", cancelInFlight: true)
  case .loaded(let items):
    state.isLoading = false
    state.items = items
    return .none
  }
}

let store = Store(initialState: Todos(), reducer: todos)
let subscription = store.subscribe { state in
  let line =
    state.isLoading
    ? "loading..."
    : state.items.map { state.done.contains($0) ? "[x] \($0)" : "[ ] \($0)" }.joined(separator: ", ")
  print(line.isEmpty ? "(nothing to do)" : line)
}
store.dispatch(.add("book the court"))
store.dispatch(.complete("book the court"))
store.dispatch(.refresh)
store.dispatch(.refresh)
while store.state.isLoading || store.runningEffectCount > 0 {
  try await Task.sleep(for: .milliseconds(5))
}
subscription.cancel()
