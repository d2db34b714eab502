extension ViewOptions {
  /// Sets the locale from `environment` and says how to draw on this terminal: ASCII when
  /// `ascii` asks or the terminal is not UTF-8, colour unless `noColor` asks or `NO_COLOR` is set.
  public static func forTerminal(environment: [String: String], ascii: Bool, noColor: Bool) -> ViewOptions {
    let isUTF8 = TerminalLocale.activate(environment: environment)
    return ViewOptions(
      useASCII: ascii || !isUTF8, useColor: !noColor && (environment["NO_COLOR"] ?? "").isEmpty)
  }
}
