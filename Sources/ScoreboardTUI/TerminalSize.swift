/// The size of a terminal or a frame, in character cells.
public struct TerminalSize: Equatable, Hashable, Sendable {
  /// Cells across.
  public var columns: Int
  /// Cells down.
  public var lines: Int

  /// A size of `columns` by `lines`; negative numbers count as 0.
  public init(columns: Int, lines: Int) {
    self.columns = max(0, columns)
    self.lines = max(0, lines)
  }
}
