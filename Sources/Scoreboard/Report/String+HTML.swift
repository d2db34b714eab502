extension String {
  /// The text safe as HTML text or inside a quoted attribute: `&`, `<`, `>` and `"` as entities.
  /// The match report and the tournament's pages write names with it.
  public var htmlEscaped: String {
    var escaped = ""
    for character in self {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
