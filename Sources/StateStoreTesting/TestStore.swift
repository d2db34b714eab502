import Foundation
import StateStore

/// A store for tests that asserts every state change and every action effects send back.
///
/// Each ``send(_:assert:fileID:filePath:line:column:)`` reduces an action and checks the new state
/// against what the test says it should be; effects run for real, through the same
/// `EffectRunner` as ``StateStore/Store``, but the actions they send are held in a queue until the
/// test takes them with ``receive(_:timeout:assert:fileID:filePath:line:column:)``. Failures are
/// reported at the line of the assertion, with a diff of expected and actual.
///
/// ```swift
/// @Test func countdown() async {
///   let clock = TestClock()
///   let store = TestStore(initialState: Countdown(), reducer: Countdown.reducer(clock: clock))
///
///   await store.send(.start(from: 2)) { $0.remaining = 2 }
///   await clock.advance(by: .seconds(1))
///   await store.receive(.tick) { $0.remaining = 1 }
///   await clock.advance(by: .seconds(1))
///   await store.receive(.tick) { $0.remaining = 0 }
///   await store.receive(.finished) { $0.isFinished = true }
///   await store.finish()
/// }
/// ```
///
/// Actions need not be `Equatable`: give the store a matcher instead
/// (``init(initialState:reducer:middleware:actionsMatch:fileID:filePath:line:column:)``). Middleware
/// given to the store sees every action sent and received before the reducer, as in the app's store;
/// what it dispatches is received like an effect's actions.
///
/// With ``exhaustivity`` `.on` (the default) the test must assert every change, receive every
/// action and end with no effect running; ``finish(timeout:fileID:filePath:line:column:)`` checks
/// the last two, and so does releasing the store when the test did not call it. With `.off` only
/// what the test asserts is checked.
public final class TestStore<State: Equatable & Sendable, Action: Sendable>: Sendable {
  private struct Core {
    var state: State
    var exhaustivity = Exhaustivity.on
  }

  private let core: Protected<Core>
  private let reducer: Reducer<State, Action>
  private let middleware: [Middleware<State, Action>]
  /// Whether a received action is the one a test expects.
  let actionsMatch: @Sendable (_ received: Action, _ expected: Action) -> Bool
  let received = ReceivedActions<Action>()
  let effects: EffectRunner<Action>
  private let createdAt: SourceLocation

  /// A test store that starts at `initialState`, passes every action through `middleware` and
  /// reduces it with `reducer`; `actionsMatch` says whether a received action is the one the test
  /// expects, for actions that are not `Equatable`.
  ///
  /// The source location is where a failure found only when the store is released (an action
  /// never received, an effect still running) is reported.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Search(), reducer: search) { received, expected in
  ///   received.query == expected.query  // the results carry an error, which is not Equatable
  /// }
  /// ```
  public init(
    initialState: State,
    reducer: Reducer<State, Action>,
    middleware: [Middleware<State, Action>] = [],
    actionsMatch: @escaping @Sendable (_ received: Action, _ expected: Action) -> Bool,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.core = Protected(Core(state: initialState))
    self.reducer = reducer
    self.middleware = middleware
    self.actionsMatch = actionsMatch
    self.effects = EffectRunner { [received] action in received.append(action) }
    self.createdAt = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  deinit {
    guard exhaustivity == .on else { return }
    // An effect that has just sent its last action may not have returned yet: give it a moment.
    for _ in 0..<100 where effects.runningCount > 0 {
      Thread.sleep(forTimeInterval: 0.001)
    }
    reportUnfinishedWork(at: createdAt, waited: nil)
  }

  /// The store's current state: the initial state with every sent and received action reduced.
  ///
  /// ```swift
  /// #expect(store.state.count == 3)
  /// ```
  public var state: State {
    core.withLock { $0.state }
  }

  /// How strictly the store checks the test; `.on` unless the test turns it off.
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// await store.send(.start) { $0.isRunning = true }  // other changes are not checked
  /// ```
  public var exhaustivity: Exhaustivity {
    get { core.withLock { $0.exhaustivity } }
    set { core.withLock { $0.exhaustivity = newValue } }
  }

  /// Reduces `action` as the app's store would, starts its effects, and checks the new state.
  ///
  /// `updateStateToExpectedResult` gets the state as it was before the action and changes it into
  /// the state the test expects; leaving it out says the action changes nothing. A difference is
  /// reported at the caller's line with a diff. With ``exhaustivity`` `.off` the closure gets the
  /// actual new state instead, so only the values it sets are checked.
  ///
  /// In exhaustive mode, actions received from effects must be asserted with `receive` before the
  /// next `send`.
  ///
  /// ```swift
  /// await store.send(.increment) { $0.count = 1 }
  /// await store.send(.noop)  // the state must not change
  /// ```
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if exhaustivity == .on {
      let unreceived = received.takeAll()
      if !unreceived.isEmpty {
        location.report(
          """
          \(unreceived.count) received action(s) must be asserted before sending \(describe(action)):

          \(describe(list: unreceived))

          Assert them with 'receive', or skip them with 'skipReceivedActions()'.
          """
        )
        for skipped in unreceived { _ = handle(skipped) }
      }
    }
    let (before, after) = handle(action)
    assertState(
      before: before, after: after, updateStateToExpectedResult,
      step: "sending \(describe(action))", at: location)
    // Let the effects just started get going, as they would while the app waits for input.
    for _ in 0..<10 { await Task.yield() }
  }

  /// Passes `action` through the middleware, then reduces it as ``reduce(_:)`` does. Returns the
  /// states before the first middleware and after the last.
  func handle(_ action: Action) -> (before: State, after: State) {
    guard !middleware.isEmpty else { return reduce(action) }
    let before = state
    let context = MiddlewareContext<State, Action>(
      state: { [weak self] in
        guard let self else { preconditionFailure("TestStore: middleware used after the store was released") }
        return self.state
      },
      dispatch: { [received] action in received.append(action) })
    passThroughMiddleware(action, from: 0, context: context)
    return (before, state)
  }

  private func passThroughMiddleware(
    _ action: Action, from index: Int, context: MiddlewareContext<State, Action>
  ) {
    guard index < middleware.count else {
      _ = reduce(action)
      return
    }
    middleware[index].handle(context, action) { next in
      passThroughMiddleware(next, from: index + 1, context: context)
    }
  }

  /// Reduces `action` into the state and starts its effects; immediate actions join the received
  /// queue. Returns the states before and after.
  func reduce(_ action: Action) -> (before: State, after: State) {
    let (before, after, effect) = core.withLock { core in
      let before = core.state
      let effect = reducer.reduce(&core.state, action)
      return (before, core.state, effect)
    }
    effects.start(effect) { immediate in received.append(immediate) }
    return (before, after)
  }

  /// Checks `after` against the state the test expects, as described for `send`.
  func assertState(
    before: State,
    after: State,
    _ updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    step: String,
    at location: SourceLocation
  ) {
    let isExhaustive = exhaustivity == .on
    var expected = isExhaustive ? before : after
    if let updateStateToExpectedResult {
      do {
        try updateStateToExpectedResult(&expected)
      } catch {
        location.report(error, "The state assertion after \(step) threw an error.")
        return
      }
    }
    guard expected != after else { return }
    let summary =
      if !isExhaustive {
        "The state after \(step) does not have the values the test asserts:"
      } else if updateStateToExpectedResult == nil {
        "The state changed after \(step), but the test expects no change:"
      } else {
        "The state after \(step) does not match the expected state:"
      }
    location.report(summary + "\n\n" + describeDifference(expected: expected, actual: after))
  }

  /// Reports actions received and not asserted, and effects still running; `waited` is how long
  /// the caller waited for the effects to finish, when it did.
  func reportUnfinishedWork(at location: SourceLocation, waited: Duration?) {
    let unreceived = received.takeAll()
    if !unreceived.isEmpty {
      location.report(
        """
        \(unreceived.count) received action(s) were not asserted:

        \(describe(list: unreceived))

        Assert them with 'receive', or skip them with 'skipReceivedActions()'.
        """
      )
    }
    let running = effects.runningCount
    if running > 0 {
      let after = waited.map { " after waiting \($0)" } ?? ""
      location.report(
        """
        \(running) effect(s) still running\(after) at the end of the test.

        Send the action that stops them (a cancel, say), wait for them with 'finish(timeout:)', \
        or cancel them with 'skipInFlightEffects()'.
        """
      )
    }
  }
}

extension TestStore where Action: Equatable {
  /// A test store that starts at `initialState`, passes every action through `middleware` and
  /// reduces it with `reducer`; received actions are compared with `==`.
  ///
  /// The source location is where a failure found only when the store is released (an action
  /// never received, an effect still running) is reported.
  ///
  /// ```swift
  /// let store = TestStore(initialState: 0, reducer: counter)
  /// ```
  public convenience init(
    initialState: State,
    reducer: Reducer<State, Action>,
    middleware: [Middleware<State, Action>] = [],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      initialState: initialState, reducer: reducer, middleware: middleware, actionsMatch: ==, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}
