// The ReSwift counter: a store, a subscriber that prints the count, and a middleware that logs
// every action on its way in.
import StateStore

enum CounterAction: Sendable {
  case increase
  case decrease
}

let counter = Reducer<Int, CounterAction>.plain { count, action in
  switch action {
  case .increase: count += 1
  case .decrease: count -= 1
  }
}

let logging = Middleware<Int, CounterAction> { context, action, next in
  print("action: \(action), before: \(context.state)")
  next(action)
}

let store = Store(initialState: 0, reducer: counter, middleware: [logging])
let subscription = store.subscribe { count in print("count: \(count)") }
store.dispatch(.increase)
store.dispatch(.increase)
store.dispatch(.decrease)
subscription.cancel()
