import StateStore
import Synchronization
import Testing

/// A parent state with two parts, for scoping.
private struct Match: Equatable, Sendable {
  var score = 0
  var title = "Final"

  /// Whether the score reached 10.
  var isWon: Bool { score >= 10 }
}

private enum MatchAction: Equatable, Sendable {
  case score(Int)
  case retitle(String)
}

private let matchReducer = Reducer<Match, MatchAction>.plain { match, action in
  switch action {
  case .score(let points): match.score += points
  case .retitle(let title): match.title = title
  }
}

@Suite("Store.scope: a child store over part of the parent's state")
struct ScopedStoreTests {
  @Test("the child reads its part of the parent's state, and its actions reach the parent embedded")
  func readsAndDispatchesThroughTheParent() {
    let parent = Store(initialState: Match(), reducer: matchReducer)
    let child = parent.scope(state: \.score, action: MatchAction.score)
    #expect(child.state == 0)
    child.dispatch(3)
    child.dispatch(4)
    #expect(parent.state.score == 7)
    #expect(child.state == 7)
  }

  @Test("the closure form scopes as the key path form does")
  func closureForm() {
    let parent = Store(initialState: Match(), reducer: matchReducer)
    let child = parent.scope(state: { $0.title.uppercased() }, action: { MatchAction.retitle($0) })
    child.dispatch("semi")
    #expect(child.state == "SEMI")
    #expect(parent.state.title == "semi")
  }

  @Test("a child subscriber hears its part's changes only, once each, starting with the current value")
  func childSubscriptionsSkipRepeats() {
    let parent = Store(initialState: Match(), reducer: matchReducer)
    let child = parent.scope(state: \.score, action: MatchAction.score)
    let heard = Recorder<Int>()
    let subscription = child.subscribe { heard.record($0) }
    parent.dispatch(.retitle("semi"))
    child.dispatch(2)
    parent.dispatch(.retitle("final"))
    child.dispatch(0)
    child.dispatch(1)
    #expect(heard.values == [0, 2, 3])
    subscription.cancel()
    child.dispatch(5)
    #expect(heard.values == [0, 2, 3])
  }

  @Test("cancelling a child subscription leaves the parent's subscribers alone")
  func cancellingAChildLeavesTheParent() {
    let parent = Store(initialState: Match(), reducer: matchReducer)
    let child = parent.scope(state: \.score, action: MatchAction.score)
    let parentHeard = Recorder<Match>()
    let parentSubscription = parent.subscribe { parentHeard.record($0) }
    child.subscribe { _ in }.cancel()
    child.dispatch(1)
    #expect(parentHeard.values.map(\.score) == [0, 1])
    parentSubscription.cancel()
  }

  @Test("a scope of a scope reaches the root store")
  func nestedScopes() {
    let parent = Store(initialState: Match(), reducer: matchReducer)
    let child = parent.scope(state: { $0 }, action: { $0 })
    let grandchild = child.scope(state: \.title, action: MatchAction.retitle)
    grandchild.dispatch("replay")
    #expect(parent.state.title == "replay")
  }

  @Test("a child store made by a closure tells its subscriber only when its part changed")
  func closureChildSkipsRepeats() {
    let parent = Store(initialState: Match(), reducer: matchReducer)
    let child = parent.scope(state: { $0.title.uppercased() }, action: { MatchAction.retitle($0) })
    let heard = Recorder<String>()
    let subscription = child.subscribe { heard.record($0) }
    parent.dispatch(.score(1))
    child.dispatch("semi")
    parent.dispatch(.score(1))
    child.dispatch("SEMI")
    #expect(heard.values == ["FINAL", "SEMI"])
    withExtendedLifetime(subscription) {}
  }

  @Test("a subscriber of a scope of a scope reads its part of the root's state, and only its changes")
  func nestedScopeSubscriber() {
    let root = Store(initialState: Tournament(), reducer: tournamentReducer)
    let match = root.scope(state: \.final, action: { (action: MatchAction) in action })
    let score = match.scope(state: \.score, action: MatchAction.score)
    let heard = Recorder<Int>()
    let subscription = score.subscribe { heard.record($0) }
    root.dispatch(.retitle("final"))
    score.dispatch(2)
    match.dispatch(.retitle("replay"))
    score.dispatch(3)
    #expect(heard.values == [0, 2, 5])
    #expect(root.state.final == Match(score: 5, title: "replay"))
    withExtendedLifetime(subscription) {}
  }

  @Test("a child's selecting subscriber is told the selected value when it changed, by its own judge")
  func childSelectingSubscriber() {
    let parent = Store(initialState: Match(), reducer: matchReducer)
    let child = parent.scope(state: { $0 }, action: { $0 })
    let heard = Recorder<Bool>()
    let subscription = child.subscribe(select: { $0.isWon }, skipRepeats: ==, { heard.record($0) })
    child.dispatch(.score(4))
    child.dispatch(.score(6))
    child.dispatch(.score(1))
    child.dispatch(.score(-8))
    #expect(heard.values == [false, true, false])
    withExtendedLifetime(subscription) {}
  }

  @Test("releasing a child subscription's token stops its deliveries")
  func releasedChildToken() {
    let parent = Store(initialState: Match(), reducer: matchReducer)
    let child = parent.scope(state: \.score, action: MatchAction.score)
    let heard = Recorder<Int>()
    var subscription: Subscription? = child.subscribe { heard.record($0) }
    child.dispatch(1)
    withExtendedLifetime(subscription) {}
    subscription = nil
    child.dispatch(1)
    #expect(heard.values == [0, 1])
  }

  @Test("a child of a store written outside the library tells its subscribers through the parent's subscribe")
  func childOfAHandMadeStore() {
    let parent = HandMadeStore()
    let child = parent.scope(state: \.score, action: MatchAction.score)
    let heard = Recorder<Int>()
    let subscription = child.subscribe { heard.record($0) }
    child.dispatch(2)
    parent.dispatch(.retitle("semi"))
    child.dispatch(1)
    subscription.cancel()
    child.dispatch(1)
    #expect(heard.values == [0, 2, 3])
    #expect(parent.state.score == 4)
  }
}

/// Two matches, for scopes of scopes.
private struct Tournament: Equatable, Sendable {
  var semi = Match()
  var final = Match()
}

/// Every action goes to the final.
private let tournamentReducer = Reducer<Tournament, MatchAction>.scope(state: \.final, matchReducer)

/// A store written outside the library, as a test's mock would be: it reduces with `matchReducer` and
/// hands every subscriber each new state.
private final class HandMadeStore: StoreProtocol {
  private let contents = Mutex<(state: Match, subscribers: [Int: @Sendable (Match) -> Void], next: Int)>(
    (Match(), [:], 0))

  var state: Match { contents.withLock { $0.state } }

  func dispatch(_ action: MatchAction) {
    let (state, subscribers) = contents.withLock { contents in
      _ = matchReducer.reduce(&contents.state, action)
      return (contents.state, Array(contents.subscribers.values))
    }
    for subscriber in subscribers { subscriber(state) }
  }

  func subscribe<Value: Sendable>(
    select: @escaping @Sendable (Match) -> Value,
    skipRepeats isRepeat: @escaping @Sendable (Value, Value) -> Bool,
    _ onChange: @escaping @Sendable (Value) -> Void
  ) -> Subscription {
    let last = Mutex<Value?>(nil)
    let deliver: @Sendable (Match) -> Void = { state in
      let value = select(state)
      let isNew = last.withLock { last in
        if let previous = last, isRepeat(previous, value) { return false }
        last = value
        return true
      }
      if isNew { onChange(value) }
    }
    let (key, state) = contents.withLock { contents in
      defer { contents.next += 1 }
      contents.subscribers[contents.next] = deliver
      return (contents.next, contents.state)
    }
    deliver(state)
    return Subscription { [weak self] in
      _ = self?.contents.withLock { $0.subscribers.removeValue(forKey: key) }
    }
  }
}

@Suite("Reducer.onChange: a reaction to a value that changed")
struct OnChangeTests {
  @Test("the reaction runs only when the selected value changed, with the old and new values")
  func reactsToChangesOnly() {
    let seen = Recorder<String>()
    let reducer = matchReducer.onChange(of: \.isWon) { old, new, match, _ in
      seen.record("\(old) -> \(new)")
      match.title = new ? "Won" : "Playing"
      return .none
    }
    let store = Store(initialState: Match(), reducer: reducer)
    store.dispatch(.score(4))
    store.dispatch(.retitle("Final"))
    store.dispatch(.score(7))
    store.dispatch(.score(1))
    store.dispatch(.score(-5))
    #expect(seen.values == ["false -> true", "true -> false"])
    #expect(store.state.title == "Playing")
  }

  @Test("the reaction's effect runs beside the base reducer's")
  func effectsMerge() {
    let reducer = Reducer<[String], String> { log, action in
      log.append(action)
      return action == "go" ? .send("base") : .none
    }
    .onChange(of: \.first) { _, _, _, _ in .send("reaction") }
    let store = Store(initialState: [], reducer: reducer)
    store.dispatch("go")
    // The first entry changed once, from none to "go": one reaction, after the base's effect.
    #expect(store.state == ["go", "base", "reaction"])
  }
}

@Suite("StoreExecutor: where effects' actions are handled")
struct StoreExecutorTests {
  /// An executor that keeps jobs until the test runs them.
  final class HeldJobs: Sendable {
    private let jobs = Box<[@Sendable () -> Void]>([])
    var executor: StoreExecutor { StoreExecutor { job in self.jobs.update { $0.append(job) } } }
    var count: Int { jobs.value.count }
    func runAll() {
      let held = jobs.value
      jobs.value = []
      for job in held { job() }
    }
  }

  @Test("an effect's actions become jobs of the executor; sends within the dispatch do not")
  func effectActionsAreJobs() async {
    let held = HeldJobs()
    let reducer = Reducer<[String], String> { log, action in
      log.append(action)
      switch action {
      case "start": return .merge(.send("at once"), .run { send in send("later") })
      default: return .none
      }
    }
    let store = Store(initialState: [], reducer: reducer, executor: held.executor)
    store.dispatch("start")
    #expect(store.state == ["start", "at once"])
    await waitUntil("the run effect has sent its action") { held.count == 1 }
    #expect(store.state == ["start", "at once"])
    held.runAll()
    #expect(store.state == ["start", "at once", "later"])
  }

  @Test("a job of a still-running effect that was cancelled after the job was queued does nothing")
  func cancelledJobIsDropped() async {
    enum Work: Hashable, Sendable { case id }
    let held = HeldJobs()
    let reducer = Reducer<[String], String> { log, action in
      log.append(action)
      switch action {
      case "start":
        return .run { send in
          send("late")
          try? await Task.sleep(for: .seconds(60))
        }
        .cancellable(id: Work.id)
      case "cancel": return .cancel(id: Work.id)
      default: return .none
      }
    }
    let store = Store(initialState: [], reducer: reducer, executor: held.executor)
    store.dispatch("start")
    await waitUntil("the effect has sent") { held.count == 1 }
    store.dispatch("cancel")
    held.runAll()
    #expect(store.state == ["start", "cancel"])
  }

  @Test("jobs run in order through a serial executor: every effect's action arrives, in send order")
  func orderThroughASerialExecutor() async {
    let held = HeldJobs()
    let reducer = Reducer<[Int], Int> { log, number in
      log.append(number)
      return number == 0 ? .run { send in for next in 1...50 { send(next) } } : .none
    }
    let store = Store(initialState: [], reducer: reducer, executor: held.executor)
    store.dispatch(0)
    await waitUntil("all 50 actions were sent") { held.count == 50 }
    held.runAll()
    #expect(store.state == Array(0...50))
  }
}
