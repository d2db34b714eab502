import Scoreboard

/// The actions `POST /api/actions` takes: their vocabulary for `GET /api/actions`, and how a name
/// becomes a ``GameCommand`` (parsed here, once; the keeper is handed the command).
///
/// ```swift
/// let routes = ServeRoutes(feed: feed, token: token, catalog: .standard)
/// ```
public struct ActionCatalog: Sendable {
  /// The forms of action taken, as `GET /api/actions` lists them.
  public var forms: [ActionForm]
  /// The command a name means (`"HOME  +1"` is the command named `"home +1"`), or why it cannot be
  /// sent: not an action at all, or one that means nothing from outside the keeper's terminal.
  public var resolve: @Sendable (String) -> Result<GameCommand, ActionRejected>

  /// A catalog listing `forms` and resolving names with `resolve`.
  public init(
    forms: [ActionForm], resolve: @escaping @Sendable (String) -> Result<GameCommand, ActionRejected>
  ) {
    self.forms = forms
    self.resolve = resolve
  }

  /// Every command of the key file's vocabulary that means something from outside the keeper's
  /// terminal (``GameCommand/isRemote``), listed as ``ActionForm/standard``.
  public static let standard = ActionCatalog(forms: ActionForm.standard) { name in
    guard let command = GameCommand(actionName: name) else {
      return .failure(ActionRejected("unknown action \"\(name)\" (GET /api/actions lists them)"))
    }
    guard command.isRemote else {
      return .failure(ActionRejected("\"\(command.actionName)\" works only at the scoreboard's own keyboard"))
    }
    return .success(command)
  }
}

/// Why an action name was refused, in one line.
public struct ActionRejected: Error, Equatable, Sendable {
  /// The reason.
  public var reason: String

  /// A refusal for `reason`.
  public init(_ reason: String) {
    self.reason = reason
  }
}
