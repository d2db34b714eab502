/// A court's name as a keeper gives it: what the venue's tables, the desk and the board show.
///
/// Spaces around it are trimmed; it must then hold 1 to 40 characters, none of them a control
/// character (C0, DEL, C1) or an invisible formatting one (U+202E, which turns the text after it
/// around, a zero-width space...): a name is shown to people, and such characters let one court
/// pass for another.
public enum CourtName {
  /// The most characters a name may have.
  public static let longest = 40

  /// Why a name is refused, in words for `--court: ...`.
  public struct Refusal: Error, Equatable, CustomStringConvertible {
    /// What is wrong with the name.
    public let description: String
  }

  /// `raw` trimmed of the spaces around it; throws ``Refusal`` for a name that is empty, longer
  /// than ``longest`` characters, or holds a control or formatting character.
  public static func validated(_ raw: String) throws(Refusal) -> String {
    let name = raw.trimmingSpaces()
    guard !name.isEmpty else { throw Refusal(description: "the name is empty") }
    guard name.count <= longest else {
      throw Refusal(description: "a name of at most \(longest) characters (this one has \(name.count))")
    }
    if let scalar = name.unicodeScalars.first(where: isRefused) {
      let code = String(scalar.value, radix: 16, uppercase: true)
      throw Refusal(
        description: "the name holds U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code), "
          + "a control or invisible character")
    }
    return name
  }

  /// Whether `scalar` is a control character or an invisible formatting one.
  private static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
      return true
    default:
      return false
    }
  }
}

extension String {
  /// The string without the white space (spaces, tabs, line breaks) at either end.
  fileprivate func trimmingSpaces() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}
