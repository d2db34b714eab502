import ScoreboardServe
import ScoreboardTUI

extension ActionCatalog {
  /// The key file's vocabulary: what `POST /api/actions` takes, as a key file's binding would.
  static let keyFile = ActionCatalog(lines: KeyCommand.actionVocabulary) { name in
    guard let command = KeyCommand(actionName: name) else {
      return .failure(ActionRejected("unknown action \"\(name)\" (GET /api/actions lists them)"))
    }
    guard command.isRemote else {
      return .failure(ActionRejected("\"\(command.actionName)\" works only at the scoreboard's own keyboard"))
    }
    return .success(command.actionName)
  }
}
