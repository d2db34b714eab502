/// One form of the actions `POST /api/actions` takes, as `GET /api/actions` lists it: a template
/// whose upper-case words are its arguments (`"SIDE +N"`), what it does, an action of that form,
/// and whether it must be sent with `"confirm": true` because it wipes what the match has.
public struct ActionForm: Encodable, Equatable, Sendable {
  /// The template: lower-case words are typed as they are, upper-case words are ``arguments``.
  public var action: String
  /// The template's arguments, in the order they appear.
  public var arguments: [ActionArgument]
  /// What an action of this form does, in a few words.
  public var summary: String
  /// Whether the request must say `"confirm": true` (the action wipes a match in progress).
  public var confirm: Bool
  /// One action of this form, as it is sent.
  public var example: String

  /// A form `action` taking `arguments`, doing `summary`; `example` is one action of it.
  public init(
    _ action: String, _ arguments: [ActionArgument] = [], summary: String, example: String? = nil,
    confirm: Bool = false
  ) {
    self.action = action
    self.arguments = arguments
    self.summary = summary
    self.confirm = confirm
    self.example = example ?? action
  }
}

/// An argument of an ``ActionForm``: one of a few words, or a whole number in a range.
public struct ActionArgument: Encodable, Equatable, Sendable {
  /// Its upper-case name in the template.
  public var name: String
  /// The words it may be, when it is a word.
  public var choices: [String]?
  /// The smallest number it may be, when it is a number.
  public var minimum: Int?
  /// The largest number it may be, when it is a number.
  public var maximum: Int?

  /// An argument `name` that is one of `choices`.
  public static func word(_ name: String, _ choices: [String]) -> ActionArgument {
    ActionArgument(name: name, choices: choices, minimum: nil, maximum: nil)
  }

  /// An argument `name` that is a whole number from `range`'s lower to its upper bound.
  public static func number(_ name: String, _ range: ClosedRange<Int>) -> ActionArgument {
    ActionArgument(name: name, choices: nil, minimum: range.lowerBound, maximum: range.upperBound)
  }

  /// `left` or `right`: the team drawn at that end of the screen.
  public static let end = word("END", ["left", "right"])
  /// `home` or `away`: the team, wherever it is drawn.
  public static let side = word("SIDE", ["home", "away"])
  /// An amount from 1 to 99.
  public static let amount = number("N", 1...99)
}
