import Scoreboard
import ScoreboardResults
import StoreInspector
import StoreInspectorServer

extension ServeRoutes {
  /// The inspector's routes (`/inspector`, `serve --inspect`) over `feed`: its page lists the
  /// journal's actions as ``ActionText`` writes them; "jump" sends `preview N` (`preview end` for
  /// the present) and "rewind here" `rewind N` to the keeper, N the step of its history the
  /// inspected match stands at, through the same ``delivery`` and with the same ``token`` as
  /// `POST /api/actions`. A step no longer in the keeper's history (undone, or replaced after an
  /// undo) is refused in one line: the page shows it, the scoreboard cannot.
  public func inspectorRoutes(_ feed: JournalInspectorFeed) -> InspectorRoutes<InspectedMatch, AppAction> {
    let send = Self.sender(delivery, directory: feed.directory.url.path)
    let held: @Sendable (InspectedStep<InspectedMatch, AppAction>) throws -> Void = { step in
      guard feed.historyHolds(step.state) else {
        throw InspectorControlFailure(
          "step \(step.step) is no longer in the scoreboard's history (undone, or replaced after an undo): "
            + "the page shows it, the scoreboard cannot")
      }
    }
    let controls = InspectorControls<InspectedMatch, AppAction>(
      preview: { step in
        guard let step else { return try await send(.endPreview) }
        try held(step)
        try await send(.preview(step: step.state.step))
      },
      rewind: { step in
        try held(step)
        try await send(.rewind(toStep: step.state.step))
      },
      isAuthorized: { [token] in token.accepts(authorization: $0) })
    return InspectorRoutes(
      inspector: feed.inspector, label: { ActionText($0).description }, controls: controls)
  }

  /// Hands a command to `delivery`; a refusal or a failure is thrown as the one line the page shows.
  private static func sender(
    _ delivery: ActionDelivery, directory: String
  ) -> @Sendable (GameCommand) async throws -> Void {
    { command in
      let name = command.actionName
      switch await delivery.deliver(command) {
      case .success(.done):
        return
      case .success(.refused(let reason)):
        throw InspectorControlFailure("\(name): \(reason)")
      case .failure(.noKeeper):
        throw InspectorControlFailure(
          "no scoreboard is keeping the game in \(directory): start scoreboard-tui play there")
      case .failure(.noAnswer):
        throw InspectorControlFailure(
          "the scoreboard did not answer \(name) in time: look at it before trying again")
      case .failure(.failed(let reason)):
        throw InspectorControlFailure(reason)
      }
    }
  }
}
