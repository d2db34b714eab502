/// Waits until `isReady` holds, checking between short pauses, for at most `timeout` of the
/// continuous clock. Returns whether it held in time.
func poll(atMost timeout: Duration, until isReady: () -> Bool) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  for _ in 0..<10 {
    if isReady() { return true }
    await Task.yield()
  }
  while !isReady() {
    guard clock.now < deadline else { return false }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}
