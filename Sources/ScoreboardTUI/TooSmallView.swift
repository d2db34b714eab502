/// What is drawn when the terminal is smaller than ``AppView/minimumSize``: a centred message.
enum TooSmallView {
  /// The message, longest first; the first that fits is shown.
  static let messages = ["terminal too small", "too small", "small"]

  /// A frame of `size` with the message in the middle, and the size needed below it when there is room.
  static func frame(size: TerminalSize) -> Frame {
    var frame = Frame(size: size)
    guard size.lines > 0, size.columns > 0 else { return frame }
    let message = messages.first { $0.terminalWidth <= size.columns } ?? messages[messages.count - 1]
    let line = (size.lines - 1) / 2
    frame.putCentered(message, line: line, columns: frame.allColumns, style: Style(isBold: true))
    let minimum = AppView.minimumSize
    let need = "need \(minimum.columns)x\(minimum.lines)"
    if line + 1 < size.lines && need.terminalWidth <= size.columns {
      frame.putCentered(need, line: line + 1, columns: frame.allColumns)
    }
    return frame
  }
}
