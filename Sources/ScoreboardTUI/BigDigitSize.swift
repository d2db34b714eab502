/// How big a number is drawn: as plain text, or built from blocks of the 3 by 5 font.
///
/// A font pixel is `pixelWidth` cells wide and `pixelHalfLines` half-lines tall; a cell is about twice
/// as tall as it is wide, so equal numbers give square pixels. Half-line pixels are drawn with the
/// half-block characters `▀▄`, so only ASCII drawing needs whole lines.
enum BigDigitSize: Hashable, Sendable {
  /// The number as ordinary text, one cell per character.
  case text
  /// The number built from font pixels of this size.
  case blocks(pixelWidth: Int, pixelHalfLines: Int)

  /// Cells across one glyph.
  var glyphWidth: Int {
    switch self {
    case .text: return 1
    case .blocks(let pixelWidth, _): return BigDigitFont.columns * pixelWidth
    }
  }

  /// Blank cells between two glyphs.
  var gap: Int {
    switch self {
    case .text: return 0
    case .blocks(let pixelWidth, _): return max(1, pixelWidth)
    }
  }

  /// Lines a glyph takes.
  var lines: Int {
    switch self {
    case .text: return 1
    case .blocks(_, let halfLines): return (BigDigitFont.rows * halfLines + 1) / 2
    }
  }

  /// Cells across `text` drawn at this size.
  func width(of text: String) -> Int {
    let count = text.count
    return count == 0 ? 0 : count * glyphWidth + (count - 1) * gap
  }

  /// Every block size no taller than `maximumLines`, largest first: taller before shorter, and for
  /// the same height, wider before narrower (pixels from square down to twice as tall as wide).
  static func candidates(maximumLines: Int, useASCII: Bool) -> [BigDigitSize] {
    let tallest = max(0, maximumLines * 2 / BigDigitFont.rows)
    var sizes: [BigDigitSize] = []
    for halfLines in stride(from: tallest, through: 1, by: -1) where !useASCII || halfLines % 2 == 0 {
      for pixelWidth in stride(from: halfLines, through: (halfLines + 1) / 2, by: -1) {
        let size = BigDigitSize.blocks(pixelWidth: pixelWidth, pixelHalfLines: halfLines)
        if size.lines <= maximumLines { sizes.append(size) }
      }
    }
    return sizes
  }

  /// The largest size that draws every one of `texts` within `columns` by `lines` and that
  /// `isAcceptable` accepts; ``text`` when no block size does.
  static func largest(
    fitting texts: [String], columns: Int, lines: Int, useASCII: Bool,
    where isAcceptable: (BigDigitSize) -> Bool = { _ in true }
  ) -> BigDigitSize {
    let widest = texts.max { $0.count < $1.count } ?? ""
    let fitting = candidates(maximumLines: lines, useASCII: useASCII).first {
      $0.width(of: widest) <= columns && isAcceptable($0)
    }
    return fitting ?? .text
  }
}
