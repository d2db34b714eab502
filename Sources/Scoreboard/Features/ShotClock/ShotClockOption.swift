extension SportOption {
  /// A shot clock of 24 seconds runs beside the game clock.
  public static let shotClock: SportOption = flag(
    "shotClock", "A 24-second shot clock beside the game clock (b resets it to 24, B to 14)"
  ) { _, rules in
    rules.shotClock = 24
  }
}
