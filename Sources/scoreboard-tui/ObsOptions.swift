import ArgumentParser
import FoundationEssentials
import Scoreboard
import ScoreboardStream

/// `serve --obs ws://HOST:4455`: OBS Studio driven by the match's events over its built-in
/// obs-websocket (protocol version 5), with no plugin: `--obs-scene match_won=Winner` switches the
/// program scene, `--obs-text point=Score` sets a text source to the score line.
struct ObsOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Drive OBS Studio through its obs-websocket server (Tools > WebSocket Server Settings): ws://HOST:4455.",
      valueName: "url"))
  var obs: String?

  @Option(
    help: ArgumentHelp(
      "A file holding OBS's websocket password (else $SCOREBOARD_OBS_PASSWORD; none when OBS asks for none).",
      valueName: "file"))
  var obsPasswordFile: String?

  @Option(
    help: ArgumentHelp(
      "Switch OBS's program scene on a match event: EVENT=SCENE, such as match_won=Winner (repeatable; see log --events).",
      valueName: "event=scene"))
  var obsScene: [String] = []

  @Option(
    help: ArgumentHelp(
      "Set an OBS text source to the score line on a match event: EVENT=SOURCE, such as point=Score (repeatable).",
      valueName: "event=source"))
  var obsText: [String] = []

  /// The events a trigger may name.
  static let eventNames = Set(MatchEvent.Name.allCases.map(\.rawValue))

  func validate() throws {
    guard let obs else {
      if !obsScene.isEmpty || !obsText.isEmpty || obsPasswordFile != nil {
        throw ValidationError("--obs-scene, --obs-text and --obs-password-file go with --obs ws://HOST:PORT")
      }
      return
    }
    guard obs.hasPrefix("ws://") || obs.hasPrefix("wss://") else {
      throw ValidationError("--obs takes the address of OBS's websocket server, ws://HOST:PORT: \(obs)")
    }
    let triggers = try triggers()
    if triggers.isEmpty { throw ValidationError("--obs needs at least one --obs-scene or --obs-text") }
  }

  /// The link to OBS asked for, started, or `nil` without `--obs`, saying what becomes of it on
  /// standard error.
  func startLink(environment: [String: String]) throws -> ObsLink? {
    try linkStarter(environment: environment).map { start in start { line, _ in printError(line) } }
  }

  /// What starts the link to OBS asked for, given where to say what becomes of it, or `nil`
  /// without `--obs`. Its password is read now: an unreadable file is one line.
  func linkStarter(environment: [String: String]) throws -> (
    @Sendable (_ say: @escaping @Sendable (_ line: String, _ isTrouble: Bool) -> Void) -> ObsLink
  )? {
    guard let obs else { return nil }
    var password = environment["SCOREBOARD_OBS_PASSWORD"]
    if let obsPasswordFile {
      do {
        let text = try String(contentsOfFile: obsPasswordFile, encoding: .utf8)
        password = String(text.reversed().drop { $0 == "\n" || $0 == "\r" }.reversed())
      } catch {
        throw CommandFailure("--obs-password-file \(obsPasswordFile): cannot be read")
      }
    }
    let (client, triggers) = (ObsClient(url: obs, password: password), try triggers())
    return { say in ObsLink.start(client: client, triggers: triggers, say: say) }
  }

  private func triggers() throws -> ObsTriggers {
    do {
      return try ObsTriggers.parse(scenes: obsScene, texts: obsText, events: Self.eventNames)
    } catch {
      throw ValidationError(error.description)
    }
  }
}
