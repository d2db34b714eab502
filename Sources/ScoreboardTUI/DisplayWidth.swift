extension Character {
  /// How many terminal cells the character takes: 2 for wide East Asian characters and emoji,
  /// 0 for control codes, 1 for everything else.
  public var terminalWidth: Int {
    guard let first = unicodeScalars.first else { return 0 }
    if (0x20..<0x7F).contains(first.value) || (0x2500..<0x2600).contains(first.value),
      unicodeScalars.count == 1
    {
      return 1
    }
    if first.properties.generalCategory == .control { return 0 }
    if unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    if first.properties.isEmojiPresentation { return 2 }
    return first.isWideEastAsian ? 2 : 1
  }
}

extension String {
  /// How many terminal cells the string takes.
  public var terminalWidth: Int {
    reduce(0) { $0 + $1.terminalWidth }
  }

  /// The longest start of the string that fits in `width` cells.
  public func prefix(fittingWidth width: Int) -> String {
    var used = 0
    var end = startIndex
    for index in indices {
      let next = used + self[index].terminalWidth
      if next > width { break }
      used = next
      end = self.index(after: index)
    }
    return String(self[..<end])
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is in Unicode's East Asian Wide or Fullwidth ranges.
  fileprivate var isWideEastAsian: Bool {
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
