// The Recombine counter, its reducer written both ways: returning the new state, and in place.
import StateStore

enum CounterAction: Sendable {
  case add(Int)
  case subtract(Int)
}

let returning = Reducer<Int, CounterAction>.returning { count, action in
  switch action {
  case .add(let amount): count + amount
  case .subtract(let amount): count - amount
  }
}

let inPlace = Reducer<Int, CounterAction>.plain { count, action in
  switch action {
  case .add(let amount): count += amount
  case .subtract(let amount): count -= amount
  }
}

for (name, reducer) in [("returning", returning), ("in place", inPlace)] {
  let store = Store(initialState: 0, reducer: reducer)
  for action in [CounterAction.add(5), .subtract(2), .add(10)] { store.dispatch(action) }
  print("\(name): \(store.state)")
}
