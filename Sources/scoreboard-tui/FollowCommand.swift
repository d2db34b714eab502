import ArgumentParser
import FoundationEssentials
import Scoreboard
import ScoreboardFollow
import ScoreboardPersistence
import ScoreboardServe
import ScoreboardTUI
import StateStore

/// `scoreboard-tui follow`: the game another scoreboard-tui keeps, live and read-only.
struct FollowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "follow",
    abstract: "Show the game another scoreboard-tui keeps in the state directory, live and read-only.",
    discussion: """
      For a second screen: another terminal, or `ssh host scoreboard-tui follow`. Changes appear as \
      they are saved. Tab changes screens, s shows the teams at the other ends (here only), ? shows \
      help, q quits; scoring keys do nothing here. When the scoreboard is not running, the last \
      saved game is shown, and picked up again when it starts.
      """
  )

  @Flag(help: "Present to an audience: no key hints and no status line, only the board.")
  var present = false

  @Option(
    help: ArgumentHelp(
      "Follow the game another machine serves (scoreboard-tui serve) instead of a state directory.",
      valueName: "http://host:port"))
  var url: String?

  @OptionGroup
  var stateDirectory: StateDirectoryOption

  @OptionGroup
  var terminal: TerminalOptions

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    var keyMap = try terminal.keyMap(environment: environment)
    keyMap.asksToConfirm = false
    try terminal.checkTerminal(environment: environment)
    let inbox = try LoopInbox()
    if let url {
      try runRemote(url: url, inbox: inbox, keyMap: keyMap, environment: environment)
    }
    let follower: Follower
    do {
      follower = try Follower(directory: stateDirectory.directory, executor: inbox.executor)
    } catch {
      printError(error.description)
      throw ExitCode(2)
    }
    var options = terminal.viewOptions(environment: environment)
    options.showsStatusLine = !present
    let hooks = TerminalApp.Hooks(
      wakeSource: TerminalApp.WakeSource(
        fileDescriptor: follower.watcher.fileDescriptor, onReadable: { follower.handleWake() }))
    let app = TerminalApp(
      store: follower.store.scope(state: \.app, action: FollowAction.app), inbox: inbox, options: options,
      keyMap: keyMap, now: follower.clock.now, isReadOnly: true, hooks: hooks)
    let ending = try app.run()
    ending.terminateProcess()
  }

  /// `follow --url`: the same screens, from another machine's `/events`.
  private func runRemote(url: String, inbox: LoopInbox, keyMap: KeyMap, environment: [String: String]) throws
  {
    let remote: (store: Store<FollowState, FollowAction>, clock: GameClockEnvironment)
    do {
      remote = try RemoteFollow.store(following: try EventStreamClient(url: url), inbox: inbox)
    } catch let error as ServeError {
      printError(error.description)
      throw ExitCode(2)
    } catch let error as RemoteFollowFailure {
      printError("cannot follow \(url): \(error.reason)")
      throw ExitCode(2)
    }
    var options = terminal.viewOptions(environment: environment)
    options.showsStatusLine = !present
    let app = TerminalApp(
      store: remote.store.scope(state: \.app, action: FollowAction.app), inbox: inbox, options: options,
      keyMap: keyMap, now: remote.clock.now, isReadOnly: true)
    let ending = try app.run()
    ending.terminateProcess()
  }
}
