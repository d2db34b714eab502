/// How big a number is drawn: as plain text, or built from the 3 by 5 font scaled to a glyph of
/// any size from 3 cells by 5 half-lines up.
///
/// The font is scaled by nearest neighbour: half-line `y` of a glyph shows font row
/// `y * 5 / halfLines`, so every font row keeps at least one half-line and the digits stay
/// distinct, while the glyph takes exactly the lines it is given (issue 29: digits that fill the
/// room); across, each font column takes the same whole number of cells. A cell is about twice as tall as it is wide, so a glyph
/// `3k` cells wide and `5k` half-lines tall has square pixels; pixels are kept between square and
/// twice as tall as wide. Half-lines are drawn with the half-block characters `▀▄`; ASCII drawing
/// takes whole lines, at least one per font row.
enum BigDigitSize: Hashable, Sendable {
  /// The number as ordinary text, one cell per character.
  case text
  /// The number built from glyphs `glyphWidth` cells wide and `halfLines` half-lines tall.
  case blocks(glyphWidth: Int, halfLines: Int)
  /// The number in real type the terminal draws `scale` times its size (``SizedText``).
  case type(scale: Int)

  /// The largest scale of real type, the text-sizing protocol's.
  static let largestScale = 7

  /// Cells across one glyph.
  var glyphWidth: Int {
    switch self {
    case .text: return 1
    case .blocks(let glyphWidth, _): return glyphWidth
    case .type(let scale): return scale
    }
  }

  /// Blank cells between two glyphs: a font pixel's width.
  var gap: Int {
    switch self {
    case .text, .type: return 0
    case .blocks(let glyphWidth, _): return max(1, glyphWidth / BigDigitFont.columns)
    }
  }

  /// Lines a glyph takes.
  var lines: Int {
    switch self {
    case .text: return 1
    case .blocks(_, let halfLines): return (halfLines + 1) / 2
    case .type(let scale): return scale
    }
  }

  /// Cells across `text` drawn at this size.
  func width(of text: String) -> Int {
    let count = text.count
    return count == 0 ? 0 : count * glyphWidth + (count - 1) * gap
  }

  /// The glyph heights in half-lines that fit `maximumLines`, tallest first: any from 5 up, or, in
  /// ASCII, whole lines, at least one per font row.
  static func heights(maximumLines: Int, useASCII: Bool) -> StrideTo<Int> {
    let shortest = useASCII ? 2 * BigDigitFont.rows : BigDigitFont.rows
    return stride(from: 2 * maximumLines, to: shortest - 1, by: useASCII ? -2 : -1)
  }

  /// The glyph widths for glyphs `halfLines` tall, widest first: whole cells per font column (a
  /// column of uneven width shows), from square pixels down to pixels twice as tall as wide.
  static func widths(halfLines: Int) -> [Int] {
    let columns = BigDigitFont.columns
    let rows = BigDigitFont.rows
    let widest = max(1, halfLines / rows)
    let narrowest = min(widest, max(1, (halfLines + 2 * rows - 1) / (2 * rows)))
    return (narrowest...widest).reversed().map { $0 * columns }
  }

  /// Every block size no taller than `maximumLines`, largest first: taller before shorter, and for
  /// the same height, wider before narrower.
  static func candidates(maximumLines: Int, useASCII: Bool) -> [BigDigitSize] {
    heights(maximumLines: maximumLines, useASCII: useASCII).flatMap { halfLines in
      widths(halfLines: halfLines).map { BigDigitSize.blocks(glyphWidth: $0, halfLines: halfLines) }
    }
  }

  /// Blank cells two numbers side by side need between them at this size, so that 88 : 76 never
  /// reads as 8876: three gaps between blocks, a character's width between real type.
  var separationNeeded: Int {
    if case .type(let scale) = self { return scale }
    return 3 * gap
  }

  /// The largest real type that draws every one of `texts` within `columns` by `lines` and that
  /// `isAcceptable` accepts, or `nil` when none does.
  static func largestType(
    fitting texts: [String], columns: Int, lines: Int,
    where isAcceptable: (BigDigitSize) -> Bool = { _ in true }
  ) -> BigDigitSize? {
    let widest = texts.max { $0.count < $1.count } ?? ""
    for scale in stride(from: min(largestScale, lines), through: 1, by: -1) {
      let size = BigDigitSize.type(scale: scale)
      if size.width(of: widest) <= columns && isAcceptable(size) { return size }
    }
    return nil
  }

  /// The largest size that draws every one of `texts` within `columns` by `lines` and that
  /// `isAcceptable` accepts; ``text`` when no block size does. The first of ``candidates(maximumLines:useASCII:)``
  /// that does, found without listing them.
  static func largest(
    fitting texts: [String], columns: Int, lines: Int, useASCII: Bool,
    where isAcceptable: (BigDigitSize) -> Bool = { _ in true }
  ) -> BigDigitSize {
    let widest = texts.max { $0.count < $1.count } ?? ""
    for halfLines in heights(maximumLines: lines, useASCII: useASCII) {
      for glyphWidth in widths(halfLines: halfLines) {
        let size = BigDigitSize.blocks(glyphWidth: glyphWidth, halfLines: halfLines)
        if size.width(of: widest) <= columns && isAcceptable(size) { return size }
      }
    }
    return .text
  }
}
