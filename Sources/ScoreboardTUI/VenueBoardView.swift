import FoundationEssentials
import Scoreboard

/// Draws the venue board: every court as a small board, laid out in as many columns and rows as
/// the terminal holds (scrolling to keep the picked court in sight); or the followed court full
/// screen; or the results.
public enum VenueBoardView {
  /// The width a court's box needs at least.
  static let tileWidth = 30
  /// A court's box: a border, the two teams, the period and clock, a border.
  static let tileHeight = 5

  /// The frame of `state` at `now` on a terminal of `size`.
  public static func frame(for state: VenueBoardState, size: TerminalSize, now: Date, options: ViewOptions)
    -> Frame
  {
    switch state.screen {
    case .board: return board(state, size: size, now: now, options: options)
    case .results: return results(state, size: size, options: options)
    case .following(let name): return following(name, state: state, size: size, options: options)
    }
  }

  /// How many columns of courts fit across `size`.
  public static func columns(for size: TerminalSize) -> Int {
    max(1, size.columns / tileWidth)
  }

  private static func board(_ state: VenueBoardState, size: TerminalSize, now: Date, options: ViewOptions)
    -> Frame
  {
    var frame = Frame(size: size)
    frame.putFitted(state.title, line: 0, columns: frame.allColumns, style: Style(isBold: true))
    let hint = "arrows pick · Enter follow · R results · q quit"
    frame.putFitted(
      state.notice ?? hint, line: size.lines - 1, columns: frame.allColumns, style: Style(isDim: true))
    guard !state.courts.isEmpty else {
      frame.putFitted(
        "no court yet: keepers join with play --venue URL --court NAME", line: 2, columns: frame.allColumns)
      return frame
    }
    let columns = columns(for: size)
    let width = size.columns / columns
    let rowsShown = max(1, (size.lines - 2) / tileHeight)
    let selectedRow = state.selected / columns
    let firstRow = max(0, selectedRow - rowsShown + 1)
    let characters = options.useASCII ? BoxCharacters.ascii : BoxCharacters.unicode
    for (index, court) in state.courts.enumerated() {
      let row = index / columns - firstRow
      guard (0..<rowsShown).contains(row) else { continue }
      let left = (index % columns) * width
      let top = 1 + row * tileHeight
      drawCourt(
        court, into: &frame, lines: top..<(top + tileHeight), columns: left..<(left + width),
        isSelected: index == state.selected, now: now, characters: characters, options: options)
    }
    return frame
  }

  private static func drawCourt(
    _ court: VenueBoardState.Court, into frame: inout Frame, lines: Range<Int>, columns: Range<Int>,
    isSelected: Bool, now: Date, characters: BoxCharacters, options: ViewOptions
  ) {
    let border = isSelected ? Style(isBold: true, isReverse: false) : Style(isDim: true)
    frame.drawBox(lines: lines, columns: columns, characters: characters, style: border)
    let inner = (columns.lowerBound + 1)..<(columns.upperBound - 1)
    let title = " \(court.name) "
    frame.putFitted(
      title, line: lines.lowerBound, columns: (inner.lowerBound + 1)..<inner.upperBound,
      style: Style(isBold: true, isReverse: isSelected))
    let state = stateLabel(court)
    frame.put(state, line: lines.lowerBound, column: inner.upperBound - state.count - 1, style: border)
    guard let report = court.report else {
      frame.putFitted(
        " waiting for its first point", line: lines.lowerBound + 1, columns: inner, style: Style(isDim: true))
      return
    }
    for (offset, team) in [report.home, report.away].enumerated() {
      let line = lines.lowerBound + 1 + offset
      let serves = team.serving == true ? (options.useASCII ? "*" : "●") : " "
      let tally =
        [team.sets, team.games].compactMap { $0.map(String.init) } + [team.display ?? String(team.score)]
      let right = tally.joined(separator: " ") + " "
      let isWinner = report.winner == (offset == 0 ? "home" : "away")
      frame.putFitted(
        serves + team.name, line: line, columns: inner.lowerBound..<(inner.upperBound - right.count - 1),
        style: Style(isBold: isWinner))
      frame.put(right, line: line, column: inner.upperBound - right.count, style: Style(isBold: true))
    }
    let clock = report.clockDisplay(madeAt: court.madeAt ?? now, now: now)
    var detail = [report.period, clock].compactMap { $0 }.joined(separator: "  ")
    if let winner = report.winner {
      detail = "won by " + (winner == "home" ? report.home.name : report.away.name)
    }
    frame.putFitted(" " + detail, line: lines.lowerBound + 3, columns: inner)
  }

  private static func stateLabel(_ court: VenueBoardState.Court) -> String {
    if court.report?.final == true { return " final " }
    return court.isKept ? " live " : " no keeper "
  }

  private static func results(_ state: VenueBoardState, size: TerminalSize, options: ViewOptions) -> Frame {
    var frame = Frame(size: size)
    frame.putFitted("Results: \(state.title)", line: 0, columns: frame.allColumns, style: Style(isBold: true))
    let lines = state.resultLines.isEmpty ? ["no finished match yet"] : state.resultLines
    for (index, line) in lines.suffix(max(0, size.lines - 3)).enumerated() {
      frame.putFitted(line, line: 2 + index, columns: frame.allColumns)
    }
    frame.putFitted(
      "q or Esc: back to the courts", line: size.lines - 1, columns: frame.allColumns,
      style: Style(isDim: true))
    return frame
  }

  private static func following(
    _ name: String, state: VenueBoardState, size: TerminalSize, options: ViewOptions
  )
    -> Frame
  {
    guard var followed = state.followed else {
      var frame = Frame(size: size)
      frame.putFitted("court \(name): reading its game...", line: 0, columns: frame.allColumns)
      return frame
    }
    followed.ui.notices[.follow] = state.notice ?? "court \(name), read-only · q or Esc: back to the courts"
    return AppView.frame(for: followed, size: size, options: options)
  }
}
