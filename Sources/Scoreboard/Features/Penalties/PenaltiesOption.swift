extension SportOption {
  /// Penalties and their timers are tracked.
  public static let penalties: SportOption = flag(
    "penalties",
    "Track penalties and their timers: minor (2 min), double minor, major (5) and misconduct (10)",
    variantRules: [SportRules.penaltiesRule]
  ) { _, rules in
    rules.penalties = true
  }
}

extension SportRules {
  /// The key whether penalties are tracked is saved under: saved (as `false`) in every game.
  static let penaltiesRule: VariantRule = VariantRule(flag: "penalties", savedWhenUnset: true)

  /// Whether penalties are tracked (hockey's `--penalties`).
  public var penalties: Bool {
    get { self[flag: Self.penaltiesRule] ?? false }
    set { self[flag: Self.penaltiesRule] = newValue }
  }
}
