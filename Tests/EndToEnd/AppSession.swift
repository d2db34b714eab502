import Testing

/// Small steps the scoreboard tests share, written on top of the generic tmux harness.
extension TmuxSession {
  /// Starts the app and waits for its first frame: the plain score line with both scores at 0.
  static func startScoreboard(
    arguments: [String] = [],
    home: String = "Home",
    away: String = "Away"
  ) async throws -> TmuxSession {
    let tmux = try TmuxSession(arguments: arguments)
    let line = "\(home) 0 : 0 \(away)"
    try await tmux.waitUntil("the first frame shows the score line \"\(line)\"") { screen in
      if let status = TmuxSession.exitStatus(in: screen) {
        throw HarnessError(message: "the app exited with rc=\(status) before drawing", screen: screen)
      }
      return screen.showsScore(line)
    }
    return tmux
  }

  /// Waits until the screen shows exactly `line` as the score line (`Home 1 : 2 Away`).
  @discardableResult
  func waitForScore(_ line: String, timeout: Duration = .seconds(10)) async throws -> String {
    try await waitUntil("the score line reads \"\(line)\"", timeout: timeout) { $0.showsScore(line) }
  }

  /// Types `keys` one at a time, waiting after each until the score line reads what `expected` says, so
  /// no key can arrive before the app has drawn the previous one.
  func typeAndExpect(_ steps: [(keys: String, score: String)]) async throws {
    for step in steps {
      try type(step.keys)
      try await waitForScore(step.score)
    }
  }

  /// Quits with `q`, confirming with `y` when the app asks (a match in progress, actions not
  /// saved), and returns how the app ended.
  func quit() async throws -> ExitReport {
    try type("q")
    let screen = try await waitUntil("the app exits or asks to confirm quitting") { screen in
      TmuxSession.exitStatus(in: screen) != nil || screen.contains(Self.quitQuestion)
        || screen.contains(Self.unsavedQuitQuestion) || screen.contains(Self.clockQuitQuestion)
    }
    if TmuxSession.exitStatus(in: screen) == nil {
      try type("y")
    }
    return try await waitForExit()
  }

  /// The start of the question `q` asks with a match in progress.
  static let quitQuestion = "Quit with the match in progress?"
  /// What the question `q` asks while the game clock runs says.
  static let clockQuitQuestion = "The game clock runs on while closed"
  /// The start of the question `q` asks while actions are not saved.
  static let unsavedQuitQuestion = "NOT SAVED"
}

extension String {
  /// How many times `word` appears on the screen.
  func occurrences(of word: String) -> Int {
    components(separatedBy: word).count - 1
  }

  /// The value the counter screen prints for the selected counter `name` as `<name>: <value>`, if shown.
  func counterValue(named name: String) -> Int? {
    for row in split(whereSeparator: \.isNewline) {
      var rest = Substring(row)
      while let range = rest.range(of: name + ": ") {
        let before = rest[..<range.lowerBound].last
        let tail = rest[range.upperBound...]
        let sign = tail.first == "-" ? "-" : ""
        let digits = tail.dropFirst(sign.count).prefix(while: \.isNumber)
        if before == nil || before == " ", !digits.isEmpty, let value = Int(sign + digits) {
          return value
        }
        rest = rest[range.upperBound...]
      }
    }
    return nil
  }

  /// The team drawn on the left: the first name on the first row, other than the score line, that names
  /// both teams. Nil when no such row is on the screen.
  func leftTeam(home: String = "Home", away: String = "Away") -> String? {
    for row in split(whereSeparator: \.isNewline) {
      guard ScoreLine.find(in: String(row), home: home, away: away) == nil else { continue }
      guard let homeRange = row.range(of: home), let awayRange = row.range(of: away) else { continue }
      return homeRange.lowerBound < awayRange.lowerBound ? home : away
    }
    return nil
  }

  /// The lines that are not blank, trimmed.
  var nonBlankLines: [String] {
    split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }
}
