import Foundation

/// What the terminal matrix asks of tmux beyond the shared harness.
extension TmuxSession {
  /// The pane's size as tmux reports it, which may differ from the size asked for.
  func paneSize() throws -> (width: Int, height: Int) {
    let fields = try tmux("display-message", "-p", "-t", Self.sessionName, "#{pane_width} #{pane_height}")
      .split(whereSeparator: \.isWhitespace)
      .compactMap { Int($0) }
    guard fields.count == 2 else {
      throw HarnessError(message: "unexpected pane size: \(fields)")
    }
    return (fields[0], fields[1])
  }

  /// The pane's text with its colours and attributes as escape sequences (`capture-pane -e`).
  func screenWithAttributes() throws -> String {
    try tmux("capture-pane", "-p", "-e", "-t", Self.sessionName)
  }

  /// Polls until `predicate` holds for a screen that then stays the same for `quiet`, so that a frame
  /// tmux has only partly received is never taken for the whole; returns that screen.
  @discardableResult
  func waitForSettledFrame(
    _ description: String,
    quiet: Duration = .milliseconds(150),
    timeout: Duration = .seconds(10),
    _ predicate: (String) throws -> Bool
  ) async throws -> String {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var candidate: String?
    var since = clock.now
    while true {
      let current = try screen()
      if let status = Self.exitStatus(in: current) {
        throw HarnessError(
          message: "the app exited with rc=\(status) waiting for \(description)", screen: current)
      }
      if try predicate(current) {
        if current != candidate {
          candidate = current
          since = clock.now
        } else if clock.now - since >= quiet {
          return current
        }
      } else {
        candidate = nil
      }
      if clock.now >= deadline {
        throw HarnessError(message: "timed out after \(timeout) waiting for \(description)", screen: current)
      }
      try await Task.sleep(for: .milliseconds(30))
    }
  }
}
