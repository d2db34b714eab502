extension String {
  /// The string in plain ASCII, for a terminal that shows nothing else (`--ascii`, `LANG=C`):
  /// Latin letters lose their accents (`Müller` is `Muller`, `ß` is `ss`, `Ø` is `O`), typographic
  /// quotes and dashes become their plain forms, and every other character that cannot be shown
  /// is `?`. Never empty when the string is not.
  public var asciiTransliterated: String {
    var result = ""
    for character in self {
      if character.isASCII {
        result.append(character)
        continue
      }
      let letters = character.unicodeScalars.compactMap(\.asciiTransliteration).joined()
      result += letters.isEmpty ? "?" : letters
    }
    return result
  }
}

extension Unicode.Scalar {
  /// The scalar as ASCII: itself when ASCII, nothing for a combining mark, the base letter of a
  /// Latin letter (by its Unicode name), the plain form of a quote or dash; `nil` when it has
  /// none.
  fileprivate var asciiTransliteration: String? {
    if isASCII { return String(self) }
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark, .format: return ""
    default: break
    }
    if let plain = Self.punctuation[value] { return plain }
    return properties.name.flatMap(Self.latinLetter(named:))
  }

  private static let punctuation: [UInt32: String] = [
    0x00A0: " ", 0x2018: "'", 0x2019: "'", 0x201A: ",", 0x201C: "\"", 0x201D: "\"", 0x201E: "\"",
    0x2010: "-", 0x2011: "-", 0x2012: "-", 0x2013: "-", 0x2014: "-", 0x2026: "...", 0x00B7: ".",
  ]

  /// Letters whose Unicode name is not `LATIN ... LETTER X WITH ...`, in lower case.
  private static let namedLetters: [String: String] = [
    "SHARP S": "ss", "AE": "ae", "OE": "oe", "ETH": "d", "THORN": "th", "DOTLESS I": "i", "DOTLESS J": "j",
    "IJ": "ij", "ENG": "n", "KRA": "k", "LONG S": "s",
  ]

  /// `LATIN SMALL LETTER U WITH DIAERESIS` is `u`, `LATIN CAPITAL LIGATURE OE` is `OE`; `nil` for a
  /// name that is not of a Latin letter.
  private static func latinLetter(named fullName: String) -> String? {
    let name = fullName.hasPrefix("FULLWIDTH ") ? String(fullName.dropFirst("FULLWIDTH ".count)) : fullName
    let kinds = [
      ("LATIN SMALL LETTER ", false), ("LATIN CAPITAL LETTER ", true), ("LATIN SMALL LIGATURE ", false),
      ("LATIN CAPITAL LIGATURE ", true),
    ]
    guard let (prefix, isCapital) = kinds.first(where: { name.hasPrefix($0.0) }) else { return nil }
    let rest = name.dropFirst(prefix.count)
    let base = rest.firstRange(of: " WITH ").map { String(rest[..<$0.lowerBound]) } ?? String(rest)
    let letter: String
    if base.count == 1, let only = base.first, only.isASCII, only.isLetter {
      letter = base.lowercased()
    } else if let named = namedLetters[base] {
      letter = named
    } else if base.count == 2, base.allSatisfy({ $0.isASCII && $0.isLetter }) {
      letter = base.lowercased()
    } else {
      return nil
    }
    return isCapital ? letter.uppercased() : letter
  }
}
