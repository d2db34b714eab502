import FoundationEssentials

extension GameReport {
  /// The encoder of the `status --json` document: keys in snake case (`score_line`,
  /// `timeouts_left`), sorted, pretty-printed, so the text is stable from one run to the next and
  /// diffs well; a slash is written as it is (`"Ann/Bob"`, not `"Ann\\/Bob"`). Non-finite numbers, which a report never holds, would be written as strings
  /// rather than fail.
  public static func jsonEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return encoder
  }

  /// The report as the `status --json` document (UTF-8, no trailing newline). Both
  /// `scoreboard-tui status --json` and the overlay file `scoreboard.json` use it, so they never
  /// differ.
  ///
  /// ```swift
  /// let text = String(decoding: GameReport(game).jsonData(), as: UTF8.self)
  /// ```
  public func jsonData() -> Data {
    // Strings, integers, booleans and finite-or-stringified doubles: encoding cannot fail.
    (try? Self.jsonEncoder().encode(self)) ?? Data("{}".utf8)
  }
}
