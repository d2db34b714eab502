/// How a parent action holds a child action: a way in (`embed`) and a way out (`extract`).
///
/// Made from an enum case that wraps the child's action:
///
/// ```swift
/// enum AppAction: Sendable { case scoreboard(ScoreboardAction), quit }
///
/// let toScoreboard = ActionPath<AppAction, ScoreboardAction>(
///   embed: AppAction.scoreboard,
///   extract: { if case .scoreboard(let action) = $0 { action } else { nil } }
/// )
/// ```
public struct ActionPath<Parent: Sendable, Child: Sendable>: Sendable {
  /// Wraps a child action into the parent action type.
  public let embed: @Sendable (Child) -> Parent
  /// The child action inside a parent action, or `nil` when the parent action is about something else.
  public let extract: @Sendable (Parent) -> Child?

  /// A path from the two directions between parent and child actions.
  public init(
    embed: @escaping @Sendable (Child) -> Parent,
    extract: @escaping @Sendable (Parent) -> Child?
  ) {
    self.embed = embed
    self.extract = extract
  }
}

extension ActionPath where Parent == Child {
  /// The path from an action type to itself.
  public static var identity: ActionPath { ActionPath(embed: { $0 }, extract: { $0 }) }
}
