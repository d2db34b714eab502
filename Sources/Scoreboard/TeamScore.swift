/// A team's name and score.
public struct TeamScore: Codable, Equatable, Hashable, Sendable {
  /// The longest name a team can have, in characters.
  public static let maximumNameLength = 24
  /// The highest score a team can reach; adding past it stops there.
  public static let maximumScore = 9_999

  /// The team's name as shown above its score.
  public var name: String
  /// Points scored so far; never negative.
  public var score: Int

  /// A team called `name` with `score` points, both taken as given.
  public init(name: String, score: Int = 0) {
    self.name = name
    self.score = score
  }

  /// `proposed` with control characters turned into spaces, cut to ``maximumNameLength`` characters
  /// and trimmed of surrounding white space (also where the cut fell); `fallback` when nothing is left.
  ///
  /// ```swift
  /// TeamScore.cleanName("  Red Lions ", default: "Home")  // "Red Lions"
  /// TeamScore.cleanName("   ", default: "Home")           // "Home"
  /// ```
  public static func cleanName(_ proposed: String, default fallback: String) -> String {
    let printable = proposed.map { $0.isControl ? " " : $0 }
    let leading = printable.drop(while: \.isWhitespace).prefix(maximumNameLength)
    guard let last = leading.lastIndex(where: { !$0.isWhitespace }) else { return fallback }
    return String(leading[...last])
  }
}

extension Character {
  /// Whether the character is a control code (a tab, an escape, a newline) rather than text.
  fileprivate var isControl: Bool {
    unicodeScalars.contains { $0.properties.generalCategory == .control }
  }
}
