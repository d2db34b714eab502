import Scoreboard

/// The question the status line asks while the rules leave a choice to the players before a game
/// (``ScoreboardState/pendingChoice``): `Ann serves for Home?  Enter yes  o Bob`. Who kicks first
/// in a shoot-out is answered by the first kick: `Who kicks first? The first kick says`.
enum ChoicePrompt {
  /// The question with the keys that answer it, or `nil` when nothing is asked on the screen on
  /// show or no binding answers it (a read-only follow view).
  static func text(for state: AppState, bindings: [KeyBinding]) -> String? {
    guard state.ui.screen == .scoreboard, let pending = state.scoreboard.pendingChoice else { return nil }
    let question = pending.question(teamName: state.scoreboard.names[pending.side])
    if pending.kind == .firstKicker { return "Who kicks first? The first kick says" }
    let yes = bindings.first { $0.command == .answerChoice(takesDefault: true) }
    let other = bindings.first { $0.command == .answerChoice(takesDefault: false) }
    guard yes != nil || other != nil else { return nil }
    let answers =
      (yes.map { ["\($0.primaryKeyLabel) yes"] } ?? [])
      + (other.map { ["\($0.primaryKeyLabel) \(pending.otherOption)"] } ?? [])
    return ([question] + answers).joined(separator: "  ")
  }
}
