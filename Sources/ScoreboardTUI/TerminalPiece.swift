/// A part of a grapheme cluster that a terminal puts in cells of its own: a scalar that takes
/// cells, with the zero-width scalars after it (combining marks, variation selectors, a
/// zero-width joiner and the emoji it joins).
///
/// Terminals and ncurses measure text by `wcwidth`, scalar by scalar, and combine only what is
/// zero-width or joined: a flag is two regional indicators of one cell each, `👍🏽` is the thumb
/// and the skin tone of two cells each, while `👨‍👩‍👧` is one piece two cells wide. Laying text
/// out by pieces keeps the frame's columns where the terminal puts them.
struct TerminalPiece: Equatable, Sendable {
  /// The scalars, the one that takes cells first.
  var scalars: [Unicode.Scalar]
  /// How many cells the piece takes.
  var width: Int

  /// The piece of `scalars`, which start with the one that takes cells.
  init(_ scalars: [Unicode.Scalar]) {
    self.scalars = scalars
    self.width = Self.width(of: scalars)
  }

  /// 1 for most scalars and for a regional indicator, 2 for wide East Asian characters, emoji
  /// shown as emoji and anything a variation selector 16 asks to show as one.
  private static func width(of scalars: [Unicode.Scalar]) -> Int {
    guard let lead = scalars.first else { return 0 }
    if lead.isRegionalIndicator { return 1 }
    if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    if lead.properties.isEmojiPresentation { return 2 }
    return lead.isWideEastAsian ? 2 : 1
  }
}

extension Character {
  /// The character's pieces, in order: where a terminal starts a new cell inside the cluster.
  var terminalPieces: [TerminalPiece] {
    var pieces: [[Unicode.Scalar]] = []
    var previous: Unicode.Scalar?
    for scalar in unicodeScalars {
      let joins = scalar.isZeroWidth || previous?.value == 0x200D
      if joins, !pieces.isEmpty {
        pieces[pieces.count - 1].append(scalar)
      } else {
        pieces.append([scalar])
      }
      previous = scalar
    }
    return pieces.map(TerminalPiece.init)
  }
}

extension Unicode.Scalar {
  /// Whether the scalar takes no cell of its own: a combining mark, a format character (the
  /// zero-width joiner, tags), a variation selector, a Hangul vowel or final consonant jamo.
  var isZeroWidth: Bool {
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return value != 0xAD
    default: return (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value)
    }
  }

  /// Whether the scalar is a tag character, part of a subdivision flag such as `🏴󠁧󠁢󠁳󠁣󠁴󠁿`.
  var isTag: Bool { (0xE0020...0xE007F).contains(value) }

  /// Whether the scalar is a regional indicator, half of a flag.
  var isRegionalIndicator: Bool { (0x1F1E6...0x1F1FF).contains(value) }

  /// Whether the scalar is in Unicode's East Asian Wide or Fullwidth ranges.
  var isWideEastAsian: Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
