import Scoreboard

/// What the screen-reader mode says: after each change, only the lines that changed, as plain
/// text. The match's line (``MatchAnnouncement/line(_:)``) when it changed or the board is back
/// from another screen; a question, a notice,
/// a screen (help, the new-match menu, the results, the history, the match's summary) when one
/// appears; the clock when it starts or stops, each minute it runs, each second of its last 10, and
/// on ``clockKey``. A running clock is never repainted: its ticks say nothing otherwise.
///
/// Questions are lines with numbered choices (`Reset the whole match? 1 reset, 2 keep`), answered by number
/// (``translate(_:in:)``). Used on the UI thread only.
final class ScreenReaderNarrator {
  /// The key that says the clock and the score now.
  static let clockKey = KeyEvent.character(".")

  private let keyMap: KeyMap
  private var said: Said?
  private var clockAsked = false

  /// What was said last of each part of the screen.
  private struct Said {
    var line: String
    var question: String?
    var notice: String?
    var screen: [String]
    var clock: GameClock
  }

  /// A narrator whose help lists `keyMap`'s keys.
  init(keyMap: KeyMap) {
    self.keyMap = keyMap
  }

  /// The key to handle for `key` in `state`, or `nil` when the narrator took it: a number answers
  /// the question asked (`1` yes, `2` no or the other choice); ``clockKey`` asks for the clock.
  func translate(_ key: KeyEvent, in state: AppState) -> KeyEvent? {
    if let answers = answerKeys(in: state), case .character(let typed) = key,
      let number = Int(String(typed)), answers.indices.contains(number - 1)
    {
      return answers[number - 1]
    }
    if key == Self.clockKey, state.ui.overlay == nil, state.ui.nameEntry == nil {
      clockAsked = true
      return nil
    }
    return key
  }

  /// The lines to append for `state`, given what was said before.
  func lines(for state: AppState) -> [String] {
    let board = state.scoreboard
    let now = Said(
      line: Self.line(of: state), question: question(in: state), notice: state.ui.notice,
      screen: screen(in: state), clock: board.timed.clock)
    defer {
      said = now
      clockAsked = false
    }
    guard let before = said else {
      return [now.line] + now.screen + [now.notice, now.question].compactMap { $0 }
    }
    var lines: [String] = []
    if now.screen != before.screen { lines += now.screen }
    let isBackOnBoard = now.screen.isEmpty && !before.screen.isEmpty
    if now.line != before.line || clockAsked || isBackOnBoard { lines.append(now.line) }
    if let clock = clockLine(now.clock, before: before.clock, board: board) { lines.append(clock) }
    if now.notice != before.notice, let notice = now.notice { lines.append(notice) }
    if now.question != before.question, let question = now.question { lines.append(question) }
    return lines
  }

  /// The line of the screen on show: the match's, or the selected counter's on the counters
  /// screen (`Laps 3, counter 2 of 3`).
  private static func line(of state: AppState) -> String {
    guard state.ui.screen == .counters else { return MatchAnnouncement.line(state.scoreboard) }
    let counters = state.counters
    let index = counters.selectedIndex
    let counter = counters.counters[index]
    return "\(counter.name) \(counter.value), counter \(index + 1) of \(counters.counters.count)"
  }

  /// The clock's line when it is due: asked for, started or stopped, a minute played, a second of
  /// its last ten.
  private func clockLine(_ clock: GameClock, before: GameClock, board: ScoreboardState) -> String? {
    let isDue =
      clockAsked || (clock.run == nil) != (before.run == nil)
      || MatchAnnouncement.announcesClock(from: before, to: clock)
    return isDue ? MatchAnnouncement.clockLine(board) : nil
  }

  /// The question asked now, with numbered answers: a confirmation, a choice before a game, a
  /// name being typed (answered by typing).
  private func question(in state: AppState) -> String? {
    if let confirmation = state.ui.confirmation {
      return Self.numbered(confirmation.question)
    }
    if let entry = state.ui.nameEntry {
      return NameEntryKeys.prompt(for: entry, on: state.scoreboard)
    }
    if let entry = state.ui.counterNameEntry {
      return CounterNameKeys.prompt(for: entry)
    }
    guard state.ui.overlay == nil, let pending = state.scoreboard.pendingChoice,
      pending.kind != .firstKicker
    else { return nil }
    let question = pending.question(teamName: state.scoreboard.names[pending.side])
    return "\(question) 1 yes, 2 \(pending.otherOption)"
  }

  /// A status line's question (`Reset the whole match? y: reset, other key: keep`) with numbered
  /// answers instead of keys: `Reset the whole match? 1 reset, 2 keep`.
  static func numbered(_ question: String) -> String {
    guard let keys = question.range(of: " y: "), let other = question.range(of: ", other key: ") else {
      return "\(question) 1 yes, 2 no"
    }
    let yes = question[keys.upperBound..<other.lowerBound]
    let no = question[other.upperBound...]
    return "\(question[..<keys.lowerBound]) 1 \(yes), 2 \(no)"
  }

  /// The keys that the numbered answers stand for, first answer first, while a question waits.
  private func answerKeys(in state: AppState) -> [KeyEvent]? {
    if state.ui.confirmation != nil { return [.character("y"), .escape] }
    guard state.ui.overlay == nil, state.ui.nameEntry == nil, state.scoreboard.pendingChoice != nil else {
      return nil
    }
    let answer = { (takesDefault: Bool) in
      self.keyMap.bindings.first { $0.command == .answerChoice(takesDefault: takesDefault) }?.keys.first
    }
    guard let yes = answer(true), let other = answer(false) else { return nil }
    return [yes, other]
  }

  /// The screen on show over the board, as lines: the help's keys, the new-match menu's numbered
  /// sports, the match's summary, the results, the history's place, the counters' keys; empty on
  /// the board itself.
  private func screen(in state: AppState) -> [String] {
    if state.ui.isHelpShown {
      let rows = HelpOverlay.rows(for: keyMap.bindings(for: state))
      return ["Keys:"] + rows.map { "\($0.keys.trimmed): \($0.help)" }
        + ["\(Self.clockKey.label): the clock and the score now", "Any key closes the help."]
    }
    if state.ui.isMatchMenuShown {
      let sports = MatchMenu.sports.enumerated().map { index, sport in
        (MatchMenu.key(forIndex: index).map { "\($0) " } ?? "") + sport.displayName
      }
      return ["New match, choose the sport by number or name:"] + sports
    }
    if state.ui.isMatchSummaryShown { return MatchSummaryOverlay.lines(for: state) }
    if state.ui.screen == .counters, state.ui.overlay == nil {
      return ["Counters: j and k select, + and - count, n adds one, Tab goes back to the score"]
    }
    switch state.ui.overlay {
    case .results: return ["Results:"] + state.ui.resultLines
    case .history:
      let preview = HistoryScreen.previewState(of: state)
      let step = state.ui.history.selectedStep
      return [
        "History, step \(step) of \(state.historyCount - 1): \(MatchAnnouncement.line(preview.scoreboard))",
        "j/k move, Enter rewinds here, Esc closes",
      ]
    default: return []
    }
  }
}

extension String {
  /// The text without its leading and trailing blanks.
  fileprivate var trimmed: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
