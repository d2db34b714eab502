extension MinorPenalty {
  /// Throws unless its times are lengths a game can hold.
  func checkRanges() throws(OutOfRange) {
    try OutOfRange.check("penalty start", since, in: SavedTime.lengths)
    try OutOfRange.check("penalty time left", remainingThen, in: SavedTime.lengths)
    try OutOfRange.check("player number", player, in: Self.playerNumbers)
  }
}
