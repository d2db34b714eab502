import StateStore

extension TestStore {
  /// Waits for the next action an effect sent, checks that it is `expectedAction` (by `==`, or by
  /// the matcher the store was made with), reduces it and checks the new state as
  /// ``send(_:assert:fileID:filePath:line:column:)`` does.
  ///
  /// The wait ends as soon as an action arrives: an effect driven by a test clock is received
  /// right after the clock is advanced past its deadline, with no polling and no fixed pause.
  ///
  /// Fails when no action arrives within `timeout`, or when the next action is another one (it is
  /// reduced all the same, so the test can go on). With ``exhaustivity`` `.off`, actions that are
  /// not `expectedAction` are reduced without checks and skipped until it comes.
  ///
  /// ```swift
  /// await store.send(.start)
  /// await clock.advance(by: .seconds(1))
  /// await store.receive(.tick) { $0.elapsed = 1 }
  /// ```
  public func receive(
    _ expectedAction: Action,
    timeout: Duration = .seconds(1),
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await receive(
      describe(expectedAction), timeout: timeout, updateStateToExpectedResult, at: location,
      matching: { actionsMatch($0, expectedAction) },
      reportMismatch: { actual in
        location.report(
          "Received an action other than the one expected:\n\n"
            + describeDifference(expected: expectedAction, actual: actual))
      }
    )
  }

  /// Waits for the next action an effect sent, checks that `isMatching` accepts it, reduces it and
  /// checks the new state as ``send(_:assert:fileID:filePath:line:column:)`` does.
  ///
  /// For actions whose payload the test cannot know, or does not care about. With
  /// ``exhaustivity`` `.off`, actions `isMatching` rejects are reduced and skipped.
  ///
  /// ```swift
  /// await store.receive({ if case .tick = $0 { true } else { false } }) { $0.ticks = 1 }
  /// ```
  public func receive(
    _ isMatching: (Action) -> Bool,
    timeout: Duration = .seconds(1),
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await receive(
      "an action that matches", timeout: timeout, updateStateToExpectedResult, at: location,
      matching: isMatching,
      reportMismatch: { actual in
        location.report("Received an action that does not match:\n\n  \(describe(actual))")
      }
    )
  }

  private func receive(
    _ expected: String,
    timeout: Duration,
    _ updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    at location: SourceLocation,
    matching isMatching: (Action) -> Bool,
    reportMismatch: (Action) -> Void
  ) async {
    let isExhaustive = exhaustivity == .on
    var skipped: [Action] = []
    var match: Action?
    let deadline = ContinuousClock.now.advanced(by: timeout)
    search: repeat {
      while let next = received.takeFirst() {
        if isExhaustive || isMatching(next) {
          match = next
          break search
        }
        _ = handle(next)
        skipped.append(next)
      }
    } while await received.waitForAction(until: deadline)
    guard let action = match else {
      var message = "Expected to receive \(expected) within \(timeout), but "
      message += skipped.isEmpty ? "no action came." : "none of these did:\n\n\(describe(list: skipped))"
      let running = effects.runningCount
      message += running == 0 ? "\n\nNo effect is running." : "\n\n\(running) effect(s) still running."
      location.report(message)
      return
    }
    if !isMatching(action) { reportMismatch(action) }
    let (before, after) = handle(action)
    assertState(
      before: before, after: after, updateStateToExpectedResult,
      step: "receiving \(describe(action))", at: location)
    for _ in 0..<10 { await Task.yield() }
  }

  /// Asserts that the next action an effect sent is a `path` action (a case of the action type,
  /// whatever it carries), then reduces it: for actions that are not `Equatable` in what they
  /// carry, or that carry values the test cannot know (a date, an identifier).
  ///
  /// ```swift
  /// await store.receive(.loaded) { $0.isLoading = false }
  /// ```
  public func receive<Child>(
    _ path: ActionPath<Action, Child>,
    timeout: Duration = .seconds(1),
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      { path.extract($0) != nil }, timeout: timeout, assert: updateStateToExpectedResult, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}
