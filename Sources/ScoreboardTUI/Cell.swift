/// One character cell of a frame.
public struct Cell: Equatable, Hashable, Sendable {
  /// The grapheme drawn in the cell. A wide grapheme fills its cell and the next ones (one for
  /// most, three for an emoji with a skin tone), which then hold ``continuation(style:)``.
  public var text: Character
  /// How the cell is drawn.
  public var style: Style
  /// Whether this cell is the right part of a wide grapheme drawn in a cell before it.
  public var isContinuation: Bool

  /// A cell showing `text` in `style`.
  public init(_ text: Character, style: Style = .plain) {
    self.text = text
    self.style = style
    self.isContinuation = false
  }

  /// An empty cell.
  public static let blank = Cell(" ")

  /// The right part of a wide grapheme, drawn by the cell where it starts.
  public static func continuation(style: Style) -> Cell {
    var cell = Cell(" ", style: style)
    cell.isContinuation = true
    return cell
  }
}
