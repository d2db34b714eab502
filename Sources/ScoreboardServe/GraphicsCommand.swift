/// An action for the pages' graphics rather than the game, taken by `POST /api/actions` and kept
/// by `serve` itself: `lower-third show "Ann Smith" "Umpire"` puts a lower third on air (a title
/// and a line under it), `lower-third hide` takes it off.
public enum GraphicsCommand: Equatable, Sendable {
  /// The lower third with `title` and `text` goes on air, in place of any other.
  case showLowerThird(title: String, text: String)
  /// The lower third goes off air.
  case hideLowerThird

  /// The longest title or text taken, in characters.
  public static let maximumLength = 80

  /// The forms `GET /api/actions` lists.
  public static let forms = [
    ActionForm(
      "lower-third show TITLE TEXT",
      summary: "a lower third on the overlay: a title and a line, each in double quotes",
      example: "lower-third show \"Ann Smith\" \"Umpire\""),
    ActionForm("lower-third hide", summary: "take the lower third off the overlay"),
  ]

  /// The graphics command `action` names; `nil` when it is not one (a game's action); throws a
  /// one-line ``ActionRejected`` for a `lower-third` action that is not well formed.
  public static func parse(_ action: String) throws(ActionRejected) -> GraphicsCommand? {
    let trimmed = action.drop { $0 == " " }
    guard trimmed.lowercased().hasPrefix("lower-third") else { return nil }
    let rest = trimmed.dropFirst("lower-third".count)
    let verb = rest.drop { $0 == " " }.prefix { $0 != " " }.lowercased()
    let arguments = try quoted(rest.drop { $0 == " " }.dropFirst(verb.count))
    switch (verb, arguments.count) {
    case ("hide", 0): return .hideLowerThird
    case ("show", 2):
      guard arguments.allSatisfy({ $0.count <= maximumLength }) else {
        throw ActionRejected("lower-third show: a title or text has at most \(maximumLength) characters")
      }
      return .showLowerThird(title: arguments[0], text: arguments[1])
    default:
      throw ActionRejected(#"lower-third takes show "TITLE" "TEXT" or hide"#)
    }
  }

  /// The double-quoted strings of `text`, blanks between them; a backslash takes the next
  /// character as it is.
  private static func quoted(_ text: Substring) throws(ActionRejected) -> [String] {
    var strings: [String] = []
    var current: String?
    var isEscaped = false
    for character in text {
      if var open = current {
        if isEscaped {
          open.append(character)
          isEscaped = false
        } else if character == "\\" {
          isEscaped = true
        } else if character == "\"" {
          strings.append(open)
          current = nil
          continue
        } else {
          open.append(character)
        }
        current = open
      } else if character == "\"" {
        current = ""
      } else if character != " " {
        throw ActionRejected(
          #"lower-third show takes its title and text in double quotes: "Ann Smith" "Umpire""#)
      }
    }
    guard current == nil else { throw ActionRejected("lower-third: a quote is not closed") }
    return strings
  }
}
