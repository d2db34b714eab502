import Scoreboard

/// The scoreboard screen: each team's name over its score in big digits, the team drawn on the left
/// in the left half, and the plain score line above the status line.
enum ScoreboardView {
  /// The screen for `state`, without the status line, on a frame of at least the minimum size.
  static func frame(for state: AppState, size: TerminalSize, palette: Palette) -> Frame {
    var frame = Frame(size: size)
    let board = state.scoreboard
    let half = size.columns / 2
    let halves: [(end: ScreenEnd, columns: Range<Int>)] = [
      (.left, 1..<(half - 1)), (.right, (half + 1)..<(size.columns - 1)),
    ]
    let scores = halves.map { String(board[board.side(at: $0.end)].score) }
    let layout = HeadedNumberLayout(
      numbers: scores, lines: 0..<(size.lines - 2), columns: half - 2, useASCII: palette.options.useASCII)
    for (end, columns) in halves {
      let side = board.side(at: end)
      let style = palette.team(side)
      frame.putCentered(board[side].name, line: layout.headingLine, columns: columns, style: style)
      frame.putBigNumber(
        String(board[side].score), size: layout.size, top: layout.numberTop, columns: columns,
        useASCII: palette.options.useASCII, style: style)
    }
    frame.putCentered(
      ScoreLine.text(for: board, width: size.columns), line: size.lines - 2, columns: frame.allColumns)
    return frame
  }
}
