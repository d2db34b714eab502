/// Which match events change what in OBS: `--obs-scene match_won=Winner` switches the program to
/// the scene Winner on `match_won`; `--obs-text point=Score` sets the text source Score to the
/// score line on every `point`. An event may switch one scene and set several sources.
public struct ObsTriggers: Equatable, Sendable {
  /// The scene to switch to, by event name.
  public var scenes: [String: String]
  /// The text sources to set to the score line, by event name, in the order given.
  public var texts: [String: [String]]

  /// No trigger.
  public init(scenes: [String: String] = [:], texts: [String: [String]] = [:]) {
    self.scenes = scenes
    self.texts = texts
  }

  /// Whether nothing is triggered.
  public var isEmpty: Bool { scenes.isEmpty && texts.isEmpty }

  /// The triggers of the command line's `--obs-scene EVENT=SCENE` and `--obs-text EVENT=SOURCE`
  /// values; each event must be one of `events`. Throws one line naming the bad value.
  public static func parse(scenes: [String], texts: [String], events: Set<String>) throws(ObsTriggerError)
    -> ObsTriggers
  {
    var triggers = ObsTriggers()
    for value in scenes {
      let (event, scene) = try pair(value, option: "--obs-scene", events: events)
      guard triggers.scenes[event] == nil else {
        throw ObsTriggerError("--obs-scene \(value): \(event) already switches to \(triggers.scenes[event]!)")
      }
      triggers.scenes[event] = scene
    }
    for value in texts {
      let (event, source) = try pair(value, option: "--obs-text", events: events)
      triggers.texts[event, default: []].append(source)
    }
    return triggers
  }

  /// What OBS is asked on `event`, the match's score line being `scoreLine`: the texts first, then
  /// the scene, so that the scene shows the new text.
  public func requests(for event: String, scoreLine: String) -> [ObsRequest] {
    (texts[event] ?? []).map { ObsRequest.setText(input: $0, text: scoreLine) }
      + (scenes[event].map { [ObsRequest.setProgramScene($0)] } ?? [])
  }

  private static func pair(_ value: String, option: String, events: Set<String>) throws(ObsTriggerError)
    -> (String, String)
  {
    guard let equals = value.firstIndex(of: "=") else {
      throw ObsTriggerError("\(option) \(value): write EVENT=NAME, such as match_won=Winner")
    }
    let event = String(value[..<equals])
    let name = String(value[value.index(after: equals)...])
    guard events.contains(event) else {
      throw ObsTriggerError(
        "\(option) \(value): \(event) is not an event (\(events.sorted().joined(separator: ", ")))")
    }
    guard !name.isEmpty else { throw ObsTriggerError("\(option) \(value): the name after = is empty") }
    return (event, name)
  }
}

/// A bad `--obs-scene` or `--obs-text` value, in one line.
public struct ObsTriggerError: Error, Equatable, CustomStringConvertible {
  /// The line.
  public var description: String

  /// An error saying `description`.
  public init(_ description: String) {
    self.description = description
  }
}
