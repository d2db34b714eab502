import Foundation
import Testing

extension EndToEnd {
  /// Issue 29 items 3 and 4: `--screen-reader` appends one line of plain text per change, with no
  /// alternate screen and the clock not repainted; `--speak-to` writes the umpire's calls.
  @Suite("screen reader and spoken calls (issue 29)")
  struct ScreenReaderTests {
    @Test(
      "a tennis game: every scoring key appends exactly one line; the calls go to --speak-to; quit by number")
    func tennisGame() async throws {
      let tmux = try TmuxSession(
        arguments: [
          "--screen-reader", "--sport", "tennis", "--home", "Nadal", "--away", "Federer", "--speak-to",
          "calls.txt",
        ], height: 40)
      try await tmux.waitFor(text: "Nadal 0 : 0 Federer")
      #expect(try tmux.paneState().alternateScreen == false, "no alternate screen")
      let expected = [
        ("h", "Nadal 15 : 0 Federer"), ("a", "Nadal 15 : 15 Federer"), ("a", "Nadal 15 : 30 Federer"),
        ("h", "Nadal 30 : 30 Federer"), ("h", "Nadal 40 : 30 Federer"), ("a", "Nadal 40 : 40 Federer"),
        ("a", "Nadal 40 : AD Federer"), ("a", "Nadal 0 : 0 Federer, sets 0 : 0, games 0 : 1"),
      ]
      for (key, line) in expected {
        let before = try tmux.appendedLines()
        try tmux.type(key)
        let screen = try await tmux.waitUntil("the last line reads \"\(line)\"") { screen in
          screen.lastLine.hasPrefix(line)
        }
        #expect(try tmux.appendedLines() == before + 1, "one line for \(key): \(screen.lastLine)")
        #expect(try tmux.cursorIsAtEndOfLastLine(), "the cursor waits at the end of the line")
      }
      try tmux.type("q")
      try await tmux.waitFor(text: "1 quit, 2 stay")
      try tmux.type("1")
      let exit = try await tmux.waitForExit()
      #expect(exit.status == 0)
      #expect(exit.settingsBefore == exit.settingsAfter, "the terminal's settings are given back")
      let calls = try String(contentsOf: tmux.workDirectory.url.appending(path: "calls.txt"), encoding: .utf8)
      #expect(
        calls.split(separator: "\n") == [
          "fifteen-love", "fifteen all", "fifteen-thirty", "thirty all", "forty-thirty", "deuce",
          "advantage Federer", "Game Federer",
        ])
    }

    /// The clock runs 2 minutes; its first minute is sampled every 200 ms until the one-minute line
    /// is written (or 75 s have passed): in that minute the cursor moves at most once. That is the
    /// same logic as a 60-second clock's (announced each whole minute and in its last 10 s), over
    /// the part of it that must stay silent.
    @Test("a running clock is not repainted: the cursor moves at most once in its first minute")
    func runningClockIsQuiet() async throws {
      let tmux = try TmuxSession(
        arguments: ["--screen-reader", "--sport", "basketball", "--period-minutes", "2", "--new"], height: 40)
      try await tmux.waitFor(text: "Home 0 : 0 Away")
      try tmux.type(" ")
      try await tmux.waitFor(text: "Q1 clock 2:00")
      let start = try tmux.appendedLines()
      let clock = ContinuousClock()
      let deadline = clock.now.advanced(by: .seconds(75))
      var positions: [Int] = []
      var screen = try tmux.screen()
      while !screen.contains("Q1 clock 1:00") && clock.now < deadline {
        try await Task.sleep(for: .milliseconds(200))
        positions.append(try tmux.appendedLines())
        screen = try tmux.screen()
      }
      let moves = zip(positions, positions.dropFirst()).filter { $0 != $1 }.count
      #expect(screen.contains("Q1 clock 1:00"), "the minute is announced")
      #expect((positions.last ?? start) - start <= 1, "at most one line in the first minute: \(positions)")
      #expect(moves + (positions.first == start ? 0 : 1) <= 1)
      let beforeKey = try tmux.appendedLines()
      try tmux.type(".")
      try await tmux.waitUntil("the score and the clock said on '.'") { screen in
        try screen.lastLine.hasPrefix("Q1 clock ") && tmux.appendedLines() == beforeKey + 2
      }
      try tmux.type("q")
      try await tmux.waitFor(text: "1 quit, 2 stay")
      try tmux.type("1")
      let exit = try await tmux.waitForExit()
      #expect(exit.status == 0)
      #expect(exit.settingsBefore == exit.settingsAfter, "the terminal's settings are given back")
    }
  }
}

extension TmuxSession {
  /// The lines written so far: the lines scrolled into the history and the cursor's line.
  func appendedLines() throws -> Int {
    let fields = try tmux("display-message", "-p", "-t", Self.sessionName, "#{history_size} #{cursor_y}")
      .split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    guard fields.count == 2 else { throw HarnessError(message: "unexpected history/cursor: \(fields)") }
    return fields[0] + fields[1]
  }

  /// Whether the cursor stands just after the last character of its line.
  func cursorIsAtEndOfLastLine() throws -> Bool {
    let fields = try tmux("display-message", "-p", "-t", Self.sessionName, "#{cursor_x} #{cursor_y}")
      .split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    let lines = try tmux("capture-pane", "-p", "-t", Self.sessionName).components(separatedBy: "\n")
    guard fields.count == 2, fields[1] < lines.count else { return false }
    let line = lines[fields[1]]
    let trimmed = line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    return fields[0] == trimmed.count
  }
}

extension String {
  /// The last line with text on it.
  fileprivate var lastLine: String {
    split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }.map(String.init) ?? ""
  }
}
