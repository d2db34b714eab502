import StateStore
import Testing

private struct AppState: Equatable, Sendable {
  var score = 0
  var log: [String] = []
  var reductions = 0
}

private enum ScoreAction: Equatable, Sendable {
  case add(Int)
  case addTwiceLater(Int)
}

private enum AppAction: Equatable, Sendable {
  case score(ScoreAction)
  case note(String)
}

private let toScore = ActionPath<AppAction, ScoreAction>(
  embed: AppAction.score,
  extract: { if case .score(let action) = $0 { action } else { nil } }
)

private let scoreReducer = Reducer<Int, ScoreAction> { score, action in
  switch action {
  case .add(let points):
    score += points
    return .none
  case .addTwiceLater(let points):
    return .merge(.send(.add(points)), .send(.add(points)))
  }
}

@Suite("Reducer composition")
struct CompositionTests {
  @Test("combine runs the reducers in order, each seeing the changes of those before")
  func combineInOrder() {
    let double = Reducer<[String], String>.plain { log, _ in log.append("double \(log.count)") }
    let combined = Reducer.combine(loggingReducer(), double, loggingReducer())
    var log: [String] = []
    _ = combined(&log, "x")
    #expect(log == ["x", "double 1", "x"])
  }

  @Test("combine merges the effects of the reducers in order")
  func combineMergesEffects() {
    let combined = Reducer.combine(
      loggingReducer { $0 == "go" ? .send("first") : .none },
      loggingReducer { _ in .none },
      loggingReducer { $0 == "go" ? .send("second") : .none }
    )
    let store = LogStore(initialState: [], reducer: combined)
    store.dispatch("go")
    #expect(store.state == ["go", "go", "go", "first", "first", "first", "second", "second", "second"])
  }

  @Test("combine of no reducers leaves the state alone; of one is that reducer")
  func combineDegenerate() {
    var log = ["kept"]
    let effect = Reducer<[String], String>.combine([])(&log, "x")
    #expect(log == ["kept"])
    #expect(effect.isNone)
    _ = Reducer.combine(loggingReducer())(&log, "y")
    #expect(log == ["kept", "y"])
  }

  @Test("scope runs the child on its part of the state for the actions it extracts")
  func scopeRunsChild() {
    let app = Reducer<AppState, AppAction>.scope(state: \.score, action: toScore, scoreReducer)
    var state = AppState()
    _ = app(&state, .score(.add(3)))
    #expect(state == AppState(score: 3))
  }

  @Test("scope lets actions it does not extract pass untouched, with no effect")
  func scopePassesOthers() {
    let childCalls = Recorder<ScoreAction>()
    let child = Reducer<Int, ScoreAction> { score, action in
      childCalls.record(action)
      return scoreReducer(&score, action)
    }
    let app = Reducer<AppState, AppAction>.scope(state: \.score, action: toScore, child)
    var state = AppState(score: 2, log: ["x"])
    let effect = app(&state, .note("hello"))
    #expect(state == AppState(score: 2, log: ["x"]))
    #expect(effect.isNone)
    #expect(childCalls.values.isEmpty)
  }

  @Test("scope embeds the child's effects back into parent actions")
  func scopeEmbedsEffects() {
    let app = Reducer<AppState, AppAction>.combine(
      .scope(state: \.score, action: toScore, scoreReducer),
      .plain { state, action in
        state.reductions += 1
        if case .note(let text) = action { state.log.append(text) }
      }
    )
    let received = Recorder<AppAction>()
    let spy = Middleware<AppState, AppAction> { _, action, next in
      received.record(action)
      next(action)
    }
    let store = Store(initialState: AppState(), reducer: app, middleware: [spy])
    store.dispatch(.score(.addTwiceLater(5)))
    store.dispatch(.note("done"))
    #expect(store.state == AppState(score: 10, log: ["done"], reductions: 4))
    #expect(
      received.values == [
        .score(.addTwiceLater(5)), .score(.add(5)), .score(.add(5)), .note("done"),
      ])
  }

  @Test("scope with the same action type runs the child on its part for every action")
  func scopeSameAction() {
    let child = Reducer<[String], AppAction>.plain { log, action in
      if case .note(let text) = action { log.append(text) } else { log.append("other") }
    }
    let app = Reducer<AppState, AppAction>.scope(state: \.log, child)
    var state = AppState()
    _ = app(&state, .note("a"))
    _ = app(&state, .score(.add(1)))
    #expect(state == AppState(score: 0, log: ["a", "other"]))
  }

  @Test("scope with the same action type passes the child's effects through")
  func scopeSameActionEffects() {
    let child = Reducer<[String], String> { log, action in
      log.append(action)
      return action == "ping" ? .send("pong") : .none
    }
    let app = Reducer<AppState, String>.scope(state: \.log, child)
    let store = Store(initialState: AppState(), reducer: app)
    store.dispatch("ping")
    #expect(store.state.log == ["ping", "pong"])
  }

  @Test("the identity action path embeds and extracts the action itself")
  func identityPath() {
    let path = ActionPath<String, String>.identity
    #expect(path.embed("a") == "a")
    #expect(path.extract("b") == "b")
    let app = Reducer<AppState, String>.scope(state: \.log, action: .identity, loggingReducer())
    var state = AppState()
    _ = app(&state, "x")
    #expect(state.log == ["x"])
  }

  @Test("a plain reducer changes the state and has no effect; the empty one changes nothing")
  func plainAndEmpty() {
    var count = 1
    #expect(counterReducer(&count, .add(2)).isNone)
    #expect(count == 3)
    #expect(Reducer<Int, CounterAction>.empty(&count, .set(9)).isNone)
    #expect(count == 3)
  }
}
