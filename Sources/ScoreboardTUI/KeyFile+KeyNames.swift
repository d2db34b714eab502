extension KeyEvent {
  /// The names of keys other than printable characters, as a key file writes them.
  static let keyFileNames: [(name: String, key: KeyEvent)] =
    [
      ("space", .character(" ")), ("tab", .tab), ("shift-tab", .backTab), ("enter", .enter),
      ("esc", .escape), ("backspace", .backspace), ("up", .up), ("down", .down), ("left", .left),
      ("right", .right),
    ] + (1...12).map { ("F\($0)", .function($0)) }

  /// Other spellings a key file accepts for the same keys.
  static let keyFileAliases: [String: KeyEvent] = [
    "escape": .escape, "return": .enter, "backtab": .backTab,
    "ctrl-h": .backspace, "ctrl-i": .tab, "ctrl-j": .enter, "ctrl-m": .enter,
  ]

  /// Control chords the terminal keeps for itself (interrupt, suspend, flow control): they never
  /// reach the app, so a key file may not bind them.
  static let reservedControlLetters: Set<Character> = ["c", "q", "s", "z"]

  /// The key's name in a key file, or `nil` for a key a file cannot bind.
  ///
  /// A printable character is itself (`w`, `H`, `+`, `[`); other keys have names: `space`, `tab`,
  /// `shift-tab`, `enter`, `esc`, `backspace`, `up`, `down`, `left`, `right`, `F1` to `F12`,
  /// `ctrl-a` to `ctrl-z` (but for those the terminal keeps, and `ctrl-h`, `ctrl-i`, `ctrl-j` and
  /// `ctrl-m`, which arrive as backspace, tab and enter). ``init(keyName:)`` reads every name back.
  public var keyName: String? {
    if let named = Self.keyFileNames.first(where: { $0.key == self }) { return named.name }
    switch self {
    case .character(let character):
      return Self.isBindableCharacter(character) ? String(character) : nil
    case .control(let code):
      guard (1...26).contains(code), ![8, 9, 10, 13].contains(code) else { return nil }
      let letter = Character(Unicode.Scalar(UInt8(ascii: "a") + code - 1))
      return Self.reservedControlLetters.contains(letter) ? nil : "ctrl-\(letter)"
    default:
      return nil
    }
  }

  /// The key a key file names `name`: a single printable character stands for itself and is
  /// case-sensitive (`h` and `H` differ); the other names (see ``keyName``) ignore case, so `Tab`,
  /// `ESC` and `f1` work too. Also accepted: `escape`, `return`, `backtab`, and `ctrl-h`, `ctrl-i`,
  /// `ctrl-j`, `ctrl-m`, which terminals send as backspace, tab and enter. `nil` for any other name,
  /// and for `ctrl-c`, `ctrl-q`, `ctrl-s` and `ctrl-z`, which the terminal keeps.
  public init?(keyName name: String) {
    if name.count == 1, let character = name.first {
      guard Self.isBindableCharacter(character) else { return nil }
      self = .character(character)
      return
    }
    let lowered = name.lowercased()
    if let named = Self.keyFileNames.first(where: { $0.name.lowercased() == lowered }) {
      self = named.key
    } else if let alias = Self.keyFileAliases[lowered] {
      self = alias
    } else if lowered.hasPrefix("ctrl-"), lowered.count == 6, let letter = lowered.last,
      letter.isASCII, letter.isLetter, !Self.reservedControlLetters.contains(letter),
      let ascii = letter.asciiValue
    {
      self = .control(ascii - UInt8(ascii: "a") + 1)
    } else {
      return nil
    }
  }

  private static func isBindableCharacter(_ character: Character) -> Bool {
    !character.isWhitespace
      && !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }
}
