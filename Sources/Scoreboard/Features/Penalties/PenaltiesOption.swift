extension SportOption {
  /// Penalties and their timers are tracked.
  public static let penalties: SportOption = flag(
    "penalties",
    "Track penalties and their timers: minor (2 min), double minor, major (5) and misconduct (10)"
  ) { _, rules in
    rules.penalties = true
  }
}
