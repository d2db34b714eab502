/// Where a box centred over a frame landed, for drawing its contents.
struct CenteredBox {
  /// The box's top line (its title line).
  let top: Int
  /// The box's height, cut to the frame.
  let height: Int
  /// The columns inside the box, inside one cell of padding on each side.
  let inner: Range<Int>
}

extension Frame {
  /// Draws an empty box of `width` by `height` (cut to the frame) centred over the frame, in the
  /// palette's emphasis, with `title` centred on its top edge; returns where it landed.
  mutating func drawCenteredBox(width: Int, height: Int, title: String, palette: Palette) -> CenteredBox {
    let width = min(size.columns, width)
    let height = min(size.lines, height)
    let left = (size.columns - width) / 2
    let top = (size.lines - height) / 2
    drawBox(
      lines: top..<(top + height), columns: left..<(left + width),
      characters: BoxCharacters.forOptions(palette.options), style: palette.emphasis)
    let inner = (left + 2)..<max(left + 2, left + width - 2)
    putCentered(title.prefix(fittingWidth: inner.count), line: top, columns: inner, style: palette.emphasis)
    return CenteredBox(top: top, height: height, inner: inner)
  }
}
