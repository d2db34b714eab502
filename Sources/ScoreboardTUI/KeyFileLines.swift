/// Where tables and keys stand in a key file's text, for error messages: the TOML parser reports
/// lines only for syntax errors.
///
/// A light scan of text the parser has accepted: table headers, and keys at the start of a line in
/// the current table; string contents (multi-line ones included) and comments are skipped.
struct KeyFileLines {
  /// A key's line: `table` is the path of the table it is in (`[]` at the top).
  struct KeyLine: Equatable {
    var table: [String]
    var key: String
    var line: Int
  }

  /// Table headers, with their paths and lines.
  private(set) var tables: [(path: [String], line: Int)] = []
  /// Keys, in the order they are written.
  private(set) var keys: [KeyLine] = []

  /// The lines of `text`, numbered from 1.
  init(_ text: String) {
    var table: [String] = []
    var openString: [Character]? = nil
    for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .enumerated()
    {
      var scanner = Scanner(Array(line))
      if let delimiter = openString {
        guard scanner.skipPast(delimiter) else { continue }
        openString = scanner.skipValue()
        continue
      }
      scanner.skipBlanks()
      guard let first = scanner.peek, first != "#" else { continue }
      if first == "[" {
        scanner.advance()
        if scanner.peek == "[" { scanner.advance() }
        guard let path = scanner.dottedKey(), scanner.peek == "]" else { continue }
        table = path
        tables.append((path, index + 1))
      } else if let path = scanner.dottedKey(), scanner.peek == "=" {
        keys.append(KeyLine(table: table, key: path[0], line: index + 1))
        scanner.advance()
        openString = scanner.skipValue()
      }
    }
  }

  /// The line of `key` in table `table`, else of the line defining the table.
  func line(ofKey key: String, inTable table: String) -> Int? {
    keys.first { $0.table == [table] && $0.key == key }?.line ?? line(ofTable: table)
  }

  /// The line of the header `[table]`, else of the top-level key that defines it.
  func line(ofTable table: String) -> Int? {
    tables.first { $0.path == [table] }?.line ?? keys.first { $0.table.isEmpty && $0.key == table }?.line
  }

  /// The line of the key that comes right before `line` in the same table, if it has the same name.
  func repeatedKey(at line: Int) -> KeyLine? {
    guard let repeated = keys.first(where: { $0.line == line }) else { return nil }
    return keys.first { $0.line < line && $0.table == repeated.table && $0.key == repeated.key }
  }
}

/// Reads one line of TOML, character by character.
private struct Scanner {
  private let characters: [Character]
  private var index = 0

  init(_ characters: [Character]) {
    self.characters = characters
  }

  var peek: Character? { index < characters.count ? characters[index] : nil }

  mutating func advance(by count: Int = 1) { index += count }

  mutating func skipBlanks() {
    while peek == " " || peek == "\t" { advance() }
  }

  /// `a.b."c d"`, blanks allowed around the dots; `nil` when no key starts here.
  mutating func dottedKey() -> [String]? {
    var path: [String] = []
    while true {
      skipBlanks()
      guard let segment = keySegment() else { return nil }
      path.append(segment)
      skipBlanks()
      guard peek == "." else { return path }
      advance()
    }
  }

  private mutating func keySegment() -> String? {
    switch peek {
    case "\"": return quoted(escapes: true)
    case "'": return quoted(escapes: false)
    default:
      var segment = ""
      while let character = peek, character.isASCII,
        character.isLetter || character.isNumber || "_-".contains(character)
      {
        segment.append(character)
        advance()
      }
      return segment.isEmpty ? nil : segment
    }
  }

  private mutating func quoted(escapes: Bool) -> String? {
    guard let quote = peek else { return nil }
    advance()
    var text = ""
    while let character = peek {
      advance()
      if character == quote { return text }
      if escapes && character == "\\", let escaped = peek {
        advance()
        text.append(unescaped(escaped))
      } else {
        text.append(character)
      }
    }
    return nil
  }

  private mutating func unescaped(_ character: Character) -> Character {
    switch character {
    case "t": return "\t"
    case "n": return "\n"
    case "r": return "\r"
    case "b": return "\u{8}"
    case "f": return "\u{C}"
    case "u", "U":
      let length = character == "u" ? 4 : 8
      guard index + length <= characters.count,
        let value = UInt32(String(characters[index..<index + length]), radix: 16),
        let scalar = Unicode.Scalar(value)
      else { return character }
      advance(by: length)
      return Character(scalar)
    default: return character
    }
  }

  private func starts(with text: [Character]) -> Bool {
    index + text.count <= characters.count && Array(characters[index..<index + text.count]) == text
  }

  /// Moves past the next `delimiter` (a backslash escapes in basic strings); `false` if none.
  mutating func skipPast(_ delimiter: [Character]) -> Bool {
    while let character = peek {
      if delimiter.first == "\"" && character == "\\" {
        advance(by: 2)
      } else if starts(with: delimiter) {
        advance(by: delimiter.count)
        return true
      } else {
        advance()
      }
    }
    return false
  }

  /// Skips a value to the end of the line; the delimiter of a multi-line string left open, if any.
  mutating func skipValue() -> [Character]? {
    while let character = peek {
      if character == "#" { return nil }
      if character == "\"" || character == "'" {
        let triple = Array(repeating: character, count: 3)
        let delimiter = starts(with: triple) ? triple : [character]
        advance(by: delimiter.count)
        if !skipPast(delimiter) { return delimiter.count == 3 ? delimiter : nil }
      } else {
        advance()
      }
    }
    return nil
  }
}
