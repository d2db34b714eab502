import Scoreboard

/// Why a key file cannot be used. The app does not start with it: its ``description`` is one line,
/// `FILE:LINE: message`, that says what is wrong and what to write instead.
///
/// ```
/// keys.toml:4: unknown action "home +two" for key w; actions are like "home +2", "clock start-stop", "undo" (scoreboard-tui keys lists them)
/// ```
public struct KeyFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Problem: Equatable, Sendable {
    /// The file could not be read; the reason is the system's.
    case unreadable(reason: String)
    /// The file is not valid TOML; the message is the parser's.
    case syntax(String)
    /// A table that is not a screen: `[scores]`.
    case unknownScreen(String)
    /// A key outside any table.
    case keyOutsideScreen(key: String)
    /// A key name that is not a key: `ctrl-1`, `hme`.
    case unknownKey(String)
    /// An action that is not in the vocabulary.
    case unknownAction(String, key: String)
    /// A key whose value is not an action name or a list of them.
    case notAnAction(key: String)
    /// A key given two actions on one screen; `firstLine` is where it got the first.
    case twoActions(key: String, screen: Screen, firstLine: Int)
    /// An action bound on a screen where it does nothing.
    case wrongScreen(action: String, key: String, screen: Screen, screens: [Screen])
    /// `count digit` on a key that is not a digit.
    case countDigitOnNonDigit(key: String)
    /// The file leaves a screen without a key for `help` or `quit`.
    case lastKeyOf(action: String, key: String, screen: Screen)
    /// A key of `[colors]` that is not one: `hmoe`.
    case unknownColorKey(String)
    /// A colour that is not one of the terminal's eight (or `default`), for `key` of `[colors]`.
    case unknownColor(String, key: String)
  }

  /// The file's path as the user gave it.
  public var path: String
  /// The line the problem is on, from 1, or `nil` when it concerns the whole file.
  public var line: Int?
  /// What went wrong.
  public var problem: Problem

  /// An error about `path`, at `line`.
  public init(path: String, line: Int?, problem: Problem) {
    self.path = path
    self.line = line
    self.problem = problem
  }

  /// `FILE:LINE: message` on one line.
  public var description: String {
    let place = line.map { "\(path):\($0)" } ?? path
    return "\(place): \(message)"
  }

  /// The message without the place.
  public var message: String {
    switch problem {
    case .unreadable(let reason):
      return "cannot read the key file: \(reason)"
    case .syntax(let message):
      return "not valid TOML: \(message)"
    case .unknownScreen(let name):
      return
        "unknown screen [\(name)]; the tables are [scoreboard], [counters], [all] (both screens) and [colors]"
    case .unknownColorKey(let key):
      return "unknown colour \(key) in [colors]; the colours are home, away and counter"
    case .unknownColor(let color, let key):
      return "\(key) = \(Self.quoted(color)) is not a colour; give one of "
        + "default, black, red, green, yellow, blue, magenta, cyan, white"
    case .keyOutsideScreen(let key):
      return "key \(key) is outside a screen; put it under [scoreboard], [counters] or [all]"
    case .unknownKey(let name):
      return "unknown key name \(Self.quoted(name)); keys are single characters (w, H, \"+\") or space, tab, "
        + "shift-tab, enter, esc, backspace, up, down, left, right, F1-F12, ctrl-a-ctrl-z"
    case .unknownAction(let action, let key):
      return "unknown action \(Self.quoted(action)) for key \(key); actions are like \"home +2\", "
        + "\"left +1\", \"clock start-stop\", \"undo\" (scoreboard-tui keys lists them all)"
    case .notAnAction(let key):
      return "key \(key) needs an action in quotes, like \(key) = \"undo\", or a list of them"
    case .twoActions(let key, let screen, let firstLine):
      return
        "key \(key) has two actions on the \(screen.rawValue) screen (the other is on line \(firstLine)); "
        + "keep one"
    case .wrongScreen(let action, let key, let screen, let screens):
      let names = screens.map { "[\($0.rawValue)]" }.joined(separator: " or ")
      return
        "action \"\(action)\" of key \(key) does nothing on the \(screen.rawValue) screen; put it under \(names)"
    case .countDigitOnNonDigit(let key):
      return "key \(key) is not a digit, so \"count digit\" cannot use it; bind it to 0-9"
    case .lastKeyOf(let action, let key, let screen):
      return "this takes \(key), the last key for \"\(action)\", on the \(screen.rawValue) screen; "
        + "bind \"\(action)\" to another key there"
    }
  }

  private static func quoted(_ text: String) -> String {
    var quoted = "\""
    for character in text {
      switch character {
      case "\"", "\\": quoted += "\\\(character)"
      case "\n", "\r\n", "\r": quoted += " "
      default: quoted.append(character)
      }
    }
    return quoted + "\""
  }
}
