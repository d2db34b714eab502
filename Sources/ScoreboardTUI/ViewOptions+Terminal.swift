extension ViewOptions {
  /// Sets the locale from `environment` and says how to draw on this terminal: ASCII when
  /// `ascii` asks or the terminal is not UTF-8, colour unless `noColor` asks or `NO_COLOR` is set,
  /// the big numbers as `digits` says (real type only in UTF-8), else as the terminal allows.
  public static func forTerminal(
    environment: [String: String], ascii: Bool, noColor: Bool, digits: DigitStyle? = nil
  ) -> ViewOptions {
    let isUTF8 = TerminalLocale.activate(environment: environment)
    var options = ViewOptions(
      useASCII: ascii || !isUTF8, useColor: !noColor && (environment["NO_COLOR"] ?? "").isEmpty,
      digits: digits)
    options.asksForSizedText = KittyTextSizing.isWorthAsking(environment: environment)
    return options
  }
}
