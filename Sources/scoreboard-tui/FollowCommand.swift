import ArgumentParser
import Foundation
import Scoreboard
import ScoreboardPersistence
import ScoreboardTUI
import StateStore

/// `scoreboard-tui follow`: the game another scoreboard-tui keeps, live and read-only.
struct FollowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "follow",
    abstract: "Show the game another scoreboard-tui keeps in the state directory, live and read-only.",
    discussion: """
      For a second screen: another terminal, or `ssh host scoreboard-tui follow`. Changes appear as \
      they are saved. Tab changes screens, ? shows help, q quits; scoring keys do nothing here. When \
      the scoreboard is not running, the last saved game is shown, and picked up again when it starts.
      """
  )

  @OptionGroup
  var stateDirectory: StateDirectoryOption

  @Option(
    help: ArgumentHelp(
      "Key bindings (TOML; default $XDG_CONFIG_HOME/scoreboard-tui/keys.toml when present).",
      valueName: "file"))
  var keys: String?

  @Flag(help: "Draw without colours (also when NO_COLOR is set).")
  var noColor = false

  @Flag(help: "Draw with plain ASCII characters only (automatic when the locale is not UTF-8).")
  var ascii = false

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    let keyMap = try loadKeyMap(environment: environment)
    do {
      try TerminalApp.checkTerminal(environment: environment)
    } catch {
      printError(error.description)
      throw ExitCode(2)
    }
    let follower: Follower
    do {
      follower = try Follower(directory: stateDirectory.directory)
    } catch {
      printError(error.description)
      throw ExitCode(2)
    }
    let isUTF8 = TerminalLocale.activate(environment: environment)
    let options = ViewOptions(
      useASCII: ascii || !isUTF8,
      useColor: !noColor && (environment["NO_COLOR"] ?? "").isEmpty
    )
    let store = follower.store
    let hooks = TerminalApp.Hooks(
      beforePaint: { store.state.statusNotice },
      wakeSource: TerminalApp.WakeSource(
        fileDescriptor: follower.watcher.fileDescriptor, onReadable: { follower.handleWake() }))
    let app = TerminalApp(
      store: store, appState: { $0.app }, embed: FollowAction.app, options: options, keyMap: keyMap,
      now: follower.clock.now, isReadOnly: true, hooks: hooks)
    let ending = try app.run()
    ending.terminateProcess()
  }

  /// The key map, as `play` finds it, so that help shows the keys of the keeping app.
  private func loadKeyMap(environment: [String: String]) throws -> KeyMap {
    guard let path = keys ?? KeyFile.defaultPath(environment: environment) else { return .standard }
    do {
      return try KeyFile.load(path: path)
    } catch {
      printError(error.description)
      throw ExitCode(2)
    }
  }
}
