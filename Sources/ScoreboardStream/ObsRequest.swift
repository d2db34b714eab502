/// What the scoreboard asks of OBS: the program scene to switch to, or a text source's new text.
public enum ObsRequest: Equatable, Sendable {
  /// Switches the program to the scene of this name (`SetCurrentProgramScene`).
  case setProgramScene(String)
  /// Sets the text of the text source `input` (`SetInputSettings`, overlaying its other settings).
  case setText(input: String, text: String)

  /// The protocol's request type.
  public var type: String {
    switch self {
    case .setProgramScene: "SetCurrentProgramScene"
    case .setText: "SetInputSettings"
    }
  }

  /// The request's data.
  public var data: [String: JSONValue] {
    switch self {
    case .setProgramScene(let scene): ["sceneName": .string(scene)]
    case .setText(let input, let text):
      ["inputName": .string(input), "inputSettings": ["text": .string(text)], "overlay": .bool(true)]
    }
  }

  /// The request as the protocol's message, with the client's `id` for it.
  public func message(id: String) -> ObsMessage {
    .request(type: type, id: id, data: data)
  }
}
