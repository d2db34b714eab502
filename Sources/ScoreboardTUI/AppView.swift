import Scoreboard

/// The whole screen as a pure function of the state and the terminal's size.
///
/// ```swift
/// let frame = AppView.frame(for: store.state, size: backend.size, options: ViewOptions())
/// backend.paint(frame)
/// ```
public enum AppView {
  /// The smallest terminal the screens are laid out for; below it only a "terminal too small"
  /// message is shown.
  public static let minimumSize = TerminalSize(columns: 20, lines: 6)

  /// Whether a screen of `size` shows the board (and not the "too small" message).
  public static func fits(_ size: TerminalSize) -> Bool {
    size.columns >= minimumSize.columns && size.lines >= minimumSize.lines
  }

  /// The frame showing `state` on a terminal of `size`: the screen on show, with the help overlay
  /// over it when help is open. Works for any size, drawing nothing outside the frame.
  public static func frame(for state: AppState, size: TerminalSize, options: ViewOptions) -> Frame {
    frame(for: state, size: size, options: options, keyMap: .standard)
  }

  /// The frame for `state`, with the status line's key hints and the help overlay generated from
  /// `keyMap`; use it when the app runs with a key map other than ``KeyMap/standard``. On an ASCII
  /// terminal (``ViewOptions/useASCII``) team names, counter names and notices are transliterated.
  public static func frame(for state: AppState, size: TerminalSize, options: ViewOptions, keyMap: KeyMap)
    -> Frame
  {
    guard fits(size) else {
      return TooSmallView.frame(size: size)
    }
    guard options.useASCII else {
      return unfittedFrame(for: state, size: size, options: options, keyMap: keyMap)
    }
    var shown = state
    for side in Side.allCases {
      shown.game.present.scoreboard.names[side] = state.scoreboard.names[side].asciiTransliterated
    }
    shown.game.present.counters.renameAll(\.asciiTransliterated)
    shown.ui.notices = state.ui.notices.mapValues(\.asciiTransliterated)
    return unfittedFrame(for: shown, size: size, options: options, keyMap: keyMap).asciiOnly()
  }

  /// The frame for `state` on a screen big enough for it.
  private static func unfittedFrame(
    for state: AppState, size: TerminalSize, options: ViewOptions, keyMap: KeyMap
  )
    -> Frame
  {
    let palette = Palette(options: options)
    let bindings = keyMap.bindings(for: state)
    var frame: Frame
    switch state.ui.screen {
    case .scoreboard:
      var shown = state.ui.overlay == .history ? HistoryScreen.previewState(of: state) : state
      if state.ui.isViewFlipped { shown.game.present.scoreboard.isSwapped.toggle() }
      frame = ScoreboardView.frame(for: shown, size: size, palette: palette)
    case .counters:
      frame = CountersView.frame(for: state.counters, size: size, palette: palette)
    }
    if options.showsStatusLine {
      StatusLine.draw(
        into: &frame, line: size.lines - 1, bindings: bindings, pendingCount: state.ui.pendingCount,
        notice: state.ui.notice ?? ChoicePrompt.text(for: state, bindings: bindings),
        question: state.ui.confirmation?.question
          ?? state.ui.nameEntry.map { NameEntryKeys.prompt(for: $0, on: state.scoreboard) }
          ?? state.ui.counterNameEntry.map(CounterNameKeys.prompt(for:)),
        palette: palette)
    }
    if state.ui.isHelpShown {
      HelpOverlay.draw(
        into: &frame, screen: state.ui.screen, bindings: bindings, scroll: state.ui.helpScroll,
        palette: palette)
    } else if state.ui.isMatchMenuShown {
      MatchMenu.draw(
        into: &frame, menu: state.ui.matchMenu, current: state.scoreboard.rules.sport, palette: palette)
    } else if state.ui.isMatchSummaryShown {
      MatchSummaryOverlay.draw(into: &frame, state: state, palette: palette)
    } else if state.ui.overlay == .results {
      ResultsOverlay.draw(into: &frame, lines: state.ui.resultLines, palette: palette)
    } else if state.ui.overlay == .history && state.ui.screen == .scoreboard {
      HistoryScreen.draw(
        into: &frame, state: state, bottom: options.showsStatusLine ? size.lines - 1 : size.lines,
        palette: palette)
    }
    return frame
  }
}
