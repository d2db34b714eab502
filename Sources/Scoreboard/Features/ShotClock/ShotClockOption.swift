extension SportOption {
  /// A shot clock of 24 seconds runs beside the game clock.
  public static let shotClock: SportOption = flag(
    "shotClock", "A 24-second shot clock beside the game clock (b resets it to 24, B to 14)",
    variantRules: [SportRules.shotClockRule]
  ) { _, rules in
    rules.shotClock = 24
  }
}

extension SportRules {
  /// The key the shot clock's full time is saved under.
  static let shotClockRule: VariantRule = VariantRule(
    number: "shotClock", range: 1...maximumPeriodSeconds, label: "shot clock seconds")

  /// The shot clock's full time in seconds (basketball's 24), or `nil` for none (`--shot-clock`).
  public var shotClock: Int? {
    get { self[number: Self.shotClockRule] }
    set { self[number: Self.shotClockRule] = newValue }
  }
}
