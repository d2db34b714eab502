import Scoreboard

/// The scoreboard screen, for every sport: each team's name over its score in big glyphs, the team
/// drawn on the left in the left half; the server marked, and under the names the standings and
/// the sport's counts (fouls, timeouts, penalties); a timed sport's period and clock (and any
/// countdown) at the top; a callout or the winner's banner under the scores; and the plain score
/// line above the status line.
///
/// Space goes first to the scores and the clock; when lines are short the sport's name and the
/// callout's line (unless there is a callout), then the detail lines least needed, are left out.
enum ScoreboardView {
  /// The screen for `state`, without the status line, on a frame of at least the minimum size.
  static func frame(for state: AppState, size: TerminalSize, palette: Palette) -> Frame {
    var frame = Frame(size: size)
    let board = state.scoreboard
    var body = 0..<max(0, size.lines - 2)
    let match = board.match
    let callout = CalloutLine(board, match: match)
    if callout != nil || body.count >= 9, body.count >= 3 {
      callout?.draw(into: &frame, line: body.upperBound - 1, palette: palette)
      body = body.lowerBound..<(body.upperBound - 1)
    }
    if let header = ClockHeader(board) {
      body = drawHeader(
        header, sportName: board.rules.displayName, into: &frame, body: body, palette: palette)
    } else if body.count >= 9 {
      frame.putFitted(
        board.rules.displayName, line: body.lowerBound, columns: 1..<size.columns, style: palette.divider)
      body = (body.lowerBound + 1)..<body.upperBound
    }
    drawTeams(of: board, match: match, into: &frame, lines: body, palette: palette)
    drawScoreLine(
      ScoreLine.text(for: board, match: match, width: size.columns), pendingCount: state.ui.pendingCount,
      into: &frame, palette: palette)
    return frame
  }

  /// Draws the plain score line centred above the status line, and a pending count right after
  /// it (`count: 3`, emphasised) where it fits, so the count shows where the eyes are.
  private static func drawScoreLine(
    _ text: String, pendingCount: Int?, into frame: inout Frame, palette: Palette
  ) {
    let line = frame.size.lines - 2
    guard let pendingCount else {
      frame.putCentered(text, line: line, columns: frame.allColumns)
      return
    }
    let count = "  " + StatusLine.pendingCountText(pendingCount)
    let whole = text + count
    guard whole.terminalWidth <= frame.size.columns else {
      frame.putCentered(text, line: line, columns: frame.allColumns)
      return
    }
    let start = (frame.size.columns - whole.terminalWidth) / 2
    frame.put(text, line: line, column: start)
    frame.put(count, line: line, column: start + text.terminalWidth, style: palette.emphasis)
  }

  /// Draws the period and clock at the top of `body`, big when there is room, with the sport's name
  /// at the left when it fits beside them; returns the lines left under them.
  private static func drawHeader(
    _ header: ClockHeader, sportName: String, into frame: inout Frame, body: Range<Int>, palette: Palette
  ) -> Range<Int> {
    let columns = frame.allColumns
    let bigSize =
      body.count >= 16 && palette.options.digits != .plain
      ? header.bigClockSize(
        lines: body.count / 4, columns: columns.count - 2, useASCII: palette.options.useASCII)
      : nil
    let textStart = frame.putSegments(
      header.segments(withClock: bigSize == nil), line: body.lowerBound, columns: columns,
      style: palette.emphasis)
    if sportName.terminalWidth + 2 < textStart {
      frame.put(sportName, line: body.lowerBound, column: 1, style: palette.divider)
    }
    var rest = (body.lowerBound + 1)..<body.upperBound
    if let bigSize, let clock = header.clock {
      frame.putBigNumber(
        clock, size: bigSize, top: rest.lowerBound, columns: columns, useASCII: palette.options.useASCII,
        style: header.isClockWarning ? HeaderSegment.warningStyle : palette.emphasis)
      rest = (rest.lowerBound + bigSize.lines)..<rest.upperBound
    }
    return rest
  }

  /// Draws both teams in `lines`: heading, detail lines and big score, each in its half.
  private static func drawTeams(
    of board: ScoreboardState, match: MatchView, into frame: inout Frame, lines: Range<Int>, palette: Palette
  ) {
    let useASCII = palette.options.useASCII
    let half = frame.size.columns / 2
    let halves: [(end: ScreenEnd, columns: Range<Int>)] = [
      (.left, 1..<(half - 1)), (.right, (half + 1)..<(frame.size.columns - 1)),
    ]
    var rows = TeamDetailRow.rows(for: board, match: match)
    while !rows.isEmpty, HeadedNumberLayout.numberLines(in: lines, headingLines: 1 + rows.count) < 1 {
      rows = TeamDetailRow.keeping(rows.count - 1, of: rows)
    }
    let scores = halves.map { match.bigScore[board.side(at: $0.end)] }
    let layout = HeadedNumberLayout(
      numbers: scores, lines: lines, columns: half - 2, options: palette.options,
      headingLines: 1 + rows.count,
      sideBySide: (halves[0].columns, halves[1].columns))
    for (end, columns) in halves {
      let side = board.side(at: end)
      let style = palette.team(side)
      let heading = TeamHeading.text(
        name: board[side].name, serves: match.server == side, width: columns.count, useASCII: useASCII)
      frame.putCentered(heading, line: layout.headingLine, columns: columns, style: palette.teamName(side))
      for (offset, row) in rows.enumerated() {
        frame.putCentered(
          row.text(for: side, width: columns.count), line: layout.headingLine + 1 + offset, columns: columns)
      }
      frame.putBigNumber(
        match.bigScore[side], size: layout.size, top: layout.numberTop, columns: columns, useASCII: useASCII,
        style: style)
    }
  }
}
