import ArgumentParser
import FoundationEssentials
import Scoreboard
import ScoreboardFollow
import ScoreboardKeeper
import ScoreboardServe
import ScoreboardTUI

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

  func validate() throws {
    try terminal.validateTheme(servesPages: false)
  }

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    var keyMap = try terminal.keyMap(environment: environment)
    keyMap.asksToConfirm = false
    try terminal.checkTerminal(environment: environment)
    var options = terminal.viewOptions(environment: environment, keyMap: keyMap)
    options.showsStatusLine = !present
    if let url {
      try runRemote(url: url, keyMap: keyMap, options: options)
    }
    var madeFollower: Follower?
    let program: Program<FollowState, FollowAction>
    do {
      program = try Program { executor in
        let follower = try Follower(directory: stateDirectory.directory, executor: executor)
        madeFollower = follower
        return follower.store
      }
    } catch {
      throw CommandFailure(error)
    }
    guard let follower = madeFollower else { throw CommandFailure("cannot follow: no follower was made") }
    let hooks = TerminalApp.Hooks(
      wakeSource: TerminalApp.WakeSource(
        fileDescriptor: follower.watcher.fileDescriptor, onReadable: { follower.handleWake() }))
    let app = TerminalApp(
      program: program, state: \.app, action: FollowAction.app, options: options, keyMap: keyMap,
      now: follower.clock.now, isReadOnly: true, hooks: hooks)
    try app.run(terminal).terminateProcess()
  }

  /// `follow --url`: the same screens, from another machine's `/events`.
  private func runRemote(url: String, keyMap: KeyMap, options: ViewOptions) throws {
    let remote: (program: Program<FollowState, FollowAction>, clock: GameClockEnvironment)
    do {
      remote = try RemoteFollow.program(following: try EventStreamClient(url: url))
    } catch let error as RemoteFollowFailure {
      throw CommandFailure("cannot follow \(url): \(error.reason)")
    } catch {
      throw CommandFailure(error)
    }
    let app = TerminalApp(
      program: remote.program, state: \.app, action: FollowAction.app, options: options, keyMap: keyMap,
      now: remote.clock.now, isReadOnly: true)
    try app.run(terminal).terminateProcess()
  }
}
