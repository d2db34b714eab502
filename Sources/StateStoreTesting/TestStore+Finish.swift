extension TestStore {
  /// Ends the test: waits up to `timeout` for running effects to finish, then, in exhaustive
  /// mode, fails for every received action not asserted and for effects still running.
  ///
  /// Whatever still runs afterwards is cancelled, and unasserted actions are dropped, so the
  /// store is quiet once this returns. With ``exhaustivity`` `.off` it only does that, at once.
  ///
  /// ```swift
  /// await store.send(.stopTimer) { $0.isRunning = false }
  /// await store.finish()
  /// ```
  public func finish(
    timeout: Duration = .seconds(1),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    if exhaustivity == .on {
      let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      await waitUntilEffectsFinish(atMost: timeout)
      reportUnfinishedWork(at: location, waited: timeout)
    }
    effects.cancelAll()
    _ = received.takeAll()
  }

  /// Reduces every action received and not yet asserted, without checking what it changes.
  ///
  /// For tests that do not care about some of what effects send. Their effects start as usual.
  ///
  /// ```swift
  /// await clock.advance(by: .seconds(10))
  /// await store.skipReceivedActions()
  /// await store.send(.stop) { $0.isRunning = false }
  /// ```
  public func skipReceivedActions() async {
    for _ in 0..<10 { await Task.yield() }
    while let action = received.takeFirst() {
      _ = handle(action)
    }
  }

  /// Cancels every effect still running, so that the test can end without waiting for them.
  ///
  /// ```swift
  /// await store.send(.startTimer) { $0.isRunning = true }
  /// await store.skipInFlightEffects()
  /// await store.finish()
  /// ```
  public func skipInFlightEffects() async {
    effects.cancelAll()
    for _ in 0..<10 { await Task.yield() }
  }
}

extension TestStore {
  /// Returns once every running effect has finished, or once `timeout` of the continuous clock
  /// has passed: woken by the effects finishing, not by polling.
  func waitUntilEffectsFinish(atMost timeout: Duration) async {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    await withTaskGroup(of: Void.self) { [effects] group in
      group.addTask { await effects.waitUntilIdle() }
      group.addTask { try? await Task.sleep(until: deadline, clock: .continuous) }
      await group.next()
      group.cancelAll()
    }
  }
}
