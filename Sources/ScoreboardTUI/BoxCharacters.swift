/// The characters a box is drawn with.
struct BoxCharacters: Equatable, Sendable {
  var horizontal: Character
  var vertical: Character
  var topLeft: Character
  var topRight: Character
  var bottomLeft: Character
  var bottomRight: Character

  /// Line-drawing characters.
  static let unicode = BoxCharacters(
    horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘")
  /// `+-|`, for terminals without UTF-8.
  static let ascii = BoxCharacters(
    horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+")

  /// The box characters `options` allow.
  static func forOptions(_ options: ViewOptions) -> BoxCharacters {
    options.useASCII ? .ascii : .unicode
  }
}
