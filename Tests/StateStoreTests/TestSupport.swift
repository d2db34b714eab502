import Foundation
import StateStore
import Synchronization

/// Collects values handed to it from any thread, in the order they arrive.
final class Recorder<Value: Sendable>: Sendable {
  private let storage = Mutex<[Value]>([])

  func record(_ value: Value) {
    storage.withLock { $0.append(value) }
  }

  var values: [Value] { storage.withLock { $0 } }
  var count: Int { storage.withLock { $0.count } }
}

/// Counts how deeply a piece of code is re-entered; `deepest` above 1 means something nested.
final class DepthGauge: Sendable {
  private let depths = Mutex<(current: Int, deepest: Int)>((0, 0))

  func measure<Result>(_ body: () -> Result) -> Result {
    depths.withLock { depths in
      depths.current += 1
      depths.deepest = max(depths.deepest, depths.current)
    }
    defer { depths.withLock { $0.current -= 1 } }
    return body()
  }

  var deepest: Int { depths.withLock { $0.deepest } }
}

/// A mutable slot that `@Sendable` closures can share, for values set once a test has built them.
final class Box<Value: Sendable>: Sendable {
  private let storage: Mutex<Value>

  init(_ value: Value) { storage = Mutex(value) }

  var value: Value {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }

  /// Changes the value in one step, so that changes from several threads are never lost.
  func update(_ change: (inout Value) -> Void) {
    storage.withLock { change(&$0) }
  }
}

/// An object to watch for deallocation through a weak reference.
final class Sentinel: Sendable {}

/// A log store: the state is every action reduced so far, in order.
typealias LogStore = Store<[String], String>

/// A reducer that appends each action to the state, measures nesting with `gauge`, and returns
/// the effect `effect` asks for.
func loggingReducer(
  gauge: DepthGauge = DepthGauge(),
  effect: @escaping @Sendable (String) -> Effect<String> = { _ in .none }
) -> Reducer<[String], String> {
  Reducer { log, action in
    gauge.measure {
      log.append(action)
      return effect(action)
    }
  }
}

/// A counter's actions, used wherever a test only needs numbers to change.
enum CounterAction: Equatable, Sendable {
  case add(Int)
  case set(Int)
  case undo
  case redo
}

/// A reducer over `Int` for `CounterAction`; undo and redo do nothing here.
let counterReducer = Reducer<Int, CounterAction>.plain { count, action in
  switch action {
  case .add(let amount): count += amount
  case .set(let value): count = value
  case .undo, .redo: break
  }
}

/// Runs `body` on `count` new threads at once and returns when all have finished.
func onThreads(_ count: Int, _ body: @escaping @Sendable (_ index: Int) -> Void) {
  let group = DispatchGroup()
  let start = DispatchSemaphore(value: 0)
  for index in 0..<count {
    group.enter()
    let thread = Thread {
      start.wait()
      body(index)
      group.leave()
    }
    thread.stackSize = 1 << 20
    thread.start()
  }
  for _ in 0..<count { start.signal() }
  group.wait()
}
