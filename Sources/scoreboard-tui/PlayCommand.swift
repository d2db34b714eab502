import ArgumentParser
import FoundationEssentials
import Scoreboard
import ScoreboardExport
import ScoreboardPersistence
import ScoreboardTUI
import StateStore

/// `scoreboard-tui [play]`: the full-screen scoreboard, restoring the saved game.
struct PlayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play",
    abstract: "Keep score on the full screen (the default command).",
    discussion: """
      Keys: h/a score for the left/right team, H/A take a point off, a count first multiplies \
      (3h adds 3, 9u undoes nine), u undo, U redo, r reset, s swap ends, N new match, Tab counters, \
      ? help, q quit. Quit, reset and new match ask first mid-match (--no-confirm: never).

      The game is saved as you play and restored on the next start. Team names and the sport \
      describe a new game: give them on first use or with --new (the saved game is archived).
      """
  )

  @Option(help: "The home team's name (at most \(TeamScore.maximumNameLength) characters).")
  var home: String?

  @Option(help: "The away team's name (at most \(TeamScore.maximumNameLength) characters).")
  var away: String?

  @Flag(help: "Start a new game; the saved one is archived in the state directory, never deleted.")
  var new = false

  @OptionGroup
  var stateDirectory: StateDirectoryOption

  @Option(
    help: ArgumentHelp(
      "Write the score to files for streaming overlays (names, scores, period, clock, serving, scoreboard.json); remembered in the state directory for the next starts.",
      valueName: "dir"))
  var exportDir: String?

  @Flag(help: "Stop writing overlay files, and forget the remembered export directory.")
  var noExport = false

  @Flag(help: "Quit, reset and start a new match without asking, even mid-match.")
  var noConfirm = false

  @OptionGroup(title: "Serve")
  var serveOptions: PlayServeOptions

  @OptionGroup(title: "Venue")
  var venueOptions: PlayVenueOptions

  @OptionGroup
  var terminal: TerminalOptions

  @OptionGroup(title: "Sport")
  var sportOptions: SportOptions

  func validate() throws {
    try serveOptions.validate()
    if noExport && exportDir != nil {
      throw ValidationError("--export-dir and --no-export cannot go together")
    }
    for (flag, name) in [("--home", home), ("--away", away)] {
      if let name, name.count > TeamScore.maximumNameLength {
        throw ValidationError("\(flag): a name has at most \(TeamScore.maximumNameLength) characters")
      }
    }
    do {
      _ = try sportOptions.rules()
    } catch {
      throw ValidationError(error.description)
    }
  }

  /// Whether the command line describes a new game (names or sport).
  private var describesAGame: Bool {
    home != nil || away != nil || sportOptions.isGiven
  }

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    var keyMap = try terminal.keyMap(environment: environment)
    keyMap.asksToConfirm = !noConfirm
    try terminal.checkTerminal(environment: environment)
    let saved = try openSavedGame()
    let options = terminal.viewOptions(environment: environment)
    let inbox = try LoopInbox()
    let store = Store(
      initialState: saved.initialState, reducer: AppState.reducer(environment: saved.clock),
      middleware: [
        saved.middleware, .historyTimes(from: stateDirectory.directory),
        .results(from: stateDirectory.directory),
      ], executor: inbox.executor)
    let export = exportDirectory(in: stateDirectory.directory)
    var launch = saved.launch
    launch.notices += export.notices
    let control = KeeperControl.listen(
      directory: stateDirectory.directory, store: store, inbox: inbox, now: saved.clock.now)
    launch.notices += control.notice.map { [$0] } ?? []
    let venue = try venueOptions.start(directory: stateDirectory.directory, inbox: inbox, store: store)
    launch.notices += venue?.notice.map { [$0] } ?? []
    store.dispatch(.launched(launch))
    serveOptions.start(directory: stateDirectory.directory, inbox: inbox, store: store)
    let exporter = export.directory.map { directory in
      Exporter(directory: directory) { status in
        inbox.post { store.dispatch(.ui(.noticeChanged(.export, status.message))) }
      }
    }
    let exportSubscription = exporter?.subscribe(to: store)
    let hooks = TerminalApp.Hooks(
      afterBatch: {
        let message = saved.sync().message
        venue?.shipper.wake()
        if store.state.ui.notices[.saving] != message {
          store.dispatch(.ui(.noticeChanged(.saving, message)))
        }
      },
      atEnd: { state in
        control.listener?.stop()
        exportSubscription?.cancel()
        exporter?.flush()
        saved.close(finalState: state)
        if let shipper = venue?.shipper { _ = try? waitFor { await shipper.finish() } }
      },
      crashReportDirectory: stateDirectory.directory.url.path)
    let app = TerminalApp(
      store: store, inbox: inbox, options: options, keyMap: keyMap, now: saved.clock.now, hooks: hooks)
    let ending = try app.run()
    if ending == .quit, let failure = saved.status.message {
      printError("quit with actions not saved in \(stateDirectory.directory.url.path): \(failure)")
      throw ExitCode(PlayCommand.unsavedExitCode)
    }
    ending.terminateProcess()
  }

  /// Where the overlay files go, and what the status line says of it at launch: the directory
  /// given (remembered in the state directory from now on), else the one remembered, else none;
  /// `--no-export` forgets it.
  private func exportDirectory(in directory: StateDirectory) -> (directory: URL?, notices: [String]) {
    let given = exportDir.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL }
    let chosen = noExport ? nil : given ?? directory.rememberedExportDirectory()
    var notices = chosen.map { ["overlay files: \($0.path)" + (given == nil ? " (remembered)" : "")] } ?? []
    if noExport || given != nil {
      do {
        try directory.rememberExportDirectory(given)
      } catch {
        notices.append(error.description)
      }
    }
    return (chosen, notices)
  }

  /// The exit status after quitting with actions that could not be saved.
  static let unsavedExitCode: Int32 = 4
  /// The exit status when the venue refuses the keeper (another keeper has the court, or the
  /// database holds another schema version).
  static let venueRefusedExitCode: Int32 = 3

  /// The saved game, or a new one from the command line; refuses to put a command line's new
  /// game over a saved one without `--new`.
  private func openSavedGame() throws -> PersistentGame {
    let directory = stateDirectory.directory
    let rules = try sportOptions.rules()
    let newGame = Game(
      scoreboard: ScoreboardState(
        homeName: home ?? Side.home.defaultName, awayName: away ?? Side.away.defaultName, rules: rules))
    do {
      if !new && describesAGame, let saved = try savedGame(in: directory) {
        printError(
          "a game is saved in \(directory.url.path) (\(saved.scoreLine)); "
            + "add --new to start this one (the saved game is archived)")
        throw ExitCode(2)
      }
      return try PersistentGame.open(directory: directory, startNew: new, newGame: newGame)
    } catch let error as PersistenceError {
      printError(error.description)
      throw ExitCode(2)
    }
  }

  private func savedGame(in directory: StateDirectory) throws(PersistenceError) -> ScoreboardState? {
    let loaded = try GameLoader.loadReadOnly(directory: directory.url)
    return loaded.hasSavedGame ? loaded.state.scoreboard : nil
  }
}
