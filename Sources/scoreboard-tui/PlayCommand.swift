import ArgumentParser
import FoundationEssentials
import Scoreboard
import ScoreboardKeeper
import ScoreboardPersistence
import ScoreboardTUI

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
      describe a new game: give them on first use or with --new (the saved game is archived); \
      the same ones as the saved game's resume it.
      """
  )

  @Option(help: "The home team's name (at most \(TeamScore.maximumNameLength) characters).")
  var home: String?

  @Option(help: "The away team's name (at most \(TeamScore.maximumNameLength) characters).")
  var away: String?

  @Flag(help: "Start a new game; the saved one is archived in the state directory, never deleted.")
  var new = false

  @Flag(
    help:
      "The new game's counters may count below 0 (a counter added with n takes the selected one's setting).")
  var allowNegative = false

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

  @Option(
    help: ArgumentHelp(
      "How long the warm-up countdown (w) lasts, in seconds (1 to 3600); the sport's by default (5 min unless its rules say otherwise).",
      valueName: "seconds"))
  var warmUp: Int?

  @OptionGroup(title: "Serve")
  var serveOptions: PlayServeOptions

  @OptionGroup(title: "Stream")
  var webhookOptions: WebhookOptions

  @OptionGroup(title: "Stream")
  var obsOptions: ObsOptions

  @OptionGroup(title: "Venue")
  var venueOptions: PlayVenueOptions

  @OptionGroup
  var terminal: TerminalOptions

  @OptionGroup(title: "Speech")
  var speech: SpeechOptions

  @OptionGroup(title: "Sport")
  var sportOptions: SportOptions

  func validate() throws {
    try serveOptions.validate()
    try terminal.validateTheme(servesPages: serveOptions.serve)
    if obsOptions.obs != nil && !serveOptions.serve {
      throw ValidationError("--obs goes with --serve: OBS follows the events of the game served")
    }
    if let warmUp, !(1...3600).contains(warmUp) {
      throw ValidationError("--warm-up: a warm-up lasts from 1 to 3600 seconds, not \(warmUp)")
    }
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

  /// Whether the command line describes a new game (names, sport, counters below 0).
  private var describesAGame: Bool {
    home != nil || away != nil || sportOptions.isGiven || allowNegative
  }

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    var keyMap = try terminal.keyMap(environment: environment)
    keyMap.asksToConfirm = !noConfirm
    try terminal.checkTerminal(environment: environment)
    let directory = stateDirectory.directory
    let newGame = Game(
      scoreboard: ScoreboardState(
        homeName: home ?? Side.home.defaultName, awayName: away ?? Side.away.defaultName,
        rules: try sportOptions.rules()),
      counters: CountersState(allowsNegative: allowNegative))
    let keeper: Keeper
    var opened: PersistentGame?
    do {
      let saved = try Keeper.openGame(
        in: directory, newGame: newGame, startNew: new, describesAGame: describesAGame)
      opened = saved
      var settings = KeeperSettings.choosingExport(
        given: exportDir.map { URL(fileURLWithPath: $0, isDirectory: true) }, forget: noExport, in: directory)
      settings.serveAddress = try serveOptions.address()
      settings.serveTheme = try serveOptions.loadedTheme(folder: terminal.pagesThemeFolder)
      settings.serveInspects = serveOptions.inspect
      settings.court = try venueOptions.keptCourt(fromDesk: !describesAGame)
      settings.webhooks = try webhookOptions.webhooks()
      settings.warmUpSeconds = warmUp
      settings.startObs = try obsOptions.linkStarter(environment: environment)
      speech.apply(to: &settings, environment: environment)
      keeper = try Keeper.start(saved, settings: settings)
    } catch let error as KeeperError {
      guard case .venueRefused = error else { throw CommandFailure(error) }
      // A keeper the venue refused leaves no empty game behind in a place that held none.
      opened?.discardIfBegunHere()
      throw CommandFailure(error, exitCode: Self.venueRefusedExitCode)
    }
    let app = keeper.app(
      options: terminal.viewOptions(environment: environment, keyMap: keyMap), keyMap: keyMap)
    let ending = try app.run(terminal)
    if ending == .quit, let failure = keeper.unsavedFailure {
      throw CommandFailure(
        "quit with actions not saved in \(directory.url.path): \(failure)", exitCode: Self.unsavedExitCode)
    }
    ending.terminateProcess()
  }

  /// The exit status after quitting with actions that could not be saved.
  static let unsavedExitCode: Int32 = 4
  /// The exit status when the venue refuses the keeper (another keeper has the court, or the
  /// database holds another schema version).
  static let venueRefusedExitCode: Int32 = 3
}
