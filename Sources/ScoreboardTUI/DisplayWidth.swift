extension Character {
  /// How many terminal cells the character takes: the cells of its pieces added up, so
  /// 2 for a wide East Asian character, an emoji or a flag, 4 for an emoji with a skin tone (the
  /// terminal draws the tone in cells of its own), 0 for control codes, 1 for most others.
  public var terminalWidth: Int {
    guard let first = unicodeScalars.first else { return 0 }
    if (0x20..<0x7F).contains(first.value) || (0x2500..<0x2600).contains(first.value),
      unicodeScalars.count == 1
    {
      return 1
    }
    if first.properties.generalCategory == .control { return 0 }
    return terminalPieces.reduce(0) { $0 + $1.width }
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
