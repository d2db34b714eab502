import FoundationEssentials
import Scoreboard
import ScoreboardExport
import ScoreboardPersistence
import ScoreboardServe
import ScoreboardTUI
import ScoreboardVenue
import StateStore

/// The scorekeeper's program, assembled: the saved game's journal, the screens' data, the
/// control socket, the overlay files, `--serve`'s server and the venue's court, all around one
/// ``Program``. What reaches the game from outside the terminal goes through `program.send`.
///
/// ```swift
/// let saved = try Keeper.openGame(in: directory, newGame: Game(), startNew: false, describesAGame: false)
/// let keeper = try Keeper.start(saved, settings: KeeperSettings())
/// let ending = try keeper.app(options: ViewOptions(), keyMap: .standard).run()
/// ```
public final class Keeper: Sendable {
  /// The program that owns the game.
  public let program: Program<AppState, AppAction>
  /// The saved game: its journal, its clock.
  public let saved: PersistentGame
  private let control: ControlListener?
  private let shipper: VenueShipper?
  private let desk: KeeperDesk?
  private let exporter: Exporter?
  private let exportSubscription: Subscription?
  private let history: HistoryRestorer
  private let stream: KeeperStream
  private let speech: KeeperSpeech?

  private init(
    program: Program<AppState, AppAction>, saved: PersistentGame, history: HistoryRestorer,
    control: ControlListener?, shipper: VenueShipper?, desk: KeeperDesk?, exporter: Exporter?,
    stream: KeeperStream, speech: KeeperSpeech?
  ) {
    self.stream = stream
    self.speech = speech
    self.program = program
    self.saved = saved
    self.history = history
    self.control = control
    self.shipper = shipper
    self.desk = desk
    self.exporter = exporter
    exportSubscription = exporter.map { exporter in
      program.observe(\.game.present) { exporter.export($0) }
    }
  }

  /// The game saved in `directory`, or `newGame` when there is none or `startNew` says so (the
  /// saved one archived). A command line's game (`describesAGame`) whose rules, names and counter
  /// setting are the saved game's resumes it: the same command run again after a quit or a crash
  /// goes on with the match. A different one is refused without `startNew`.
  ///
  /// The saved game's undo history is left out of its initial state
  /// (``PersistentGame/Options/defersHistory``): the keeper restores it when something first
  /// needs it, so the first frame costs the same however long the game.
  public static func openGame(
    in directory: StateDirectory, newGame: Game, startNew: Bool, describesAGame: Bool
  ) throws(KeeperError) -> PersistentGame {
    do {
      if !startNew && describesAGame {
        let loaded = try GameLoader.loadReadOnly(directory: directory.url, presentOnly: true)
        let saved = loaded.state.scoreboard
        let countsBelowZero = { (game: Game) in game.counters.counters.first?.allowsNegative }
        let isTheSavedGame =
          saved.rules == newGame.scoreboard.rules && saved.names == newGame.scoreboard.names
          && countsBelowZero(loaded.state.game.present) == countsBelowZero(newGame)
        if loaded.hasSavedGame && !isTheSavedGame {
          throw KeeperError.gameSaved(
            "another game is saved in \(directory.url.path) (\(saved.scoreLine)): run without --sport, "
              + "--home, --away and --allow-negative to resume it, or add --new to archive it and start this one"
          )
        }
      }
      return try PersistentGame.open(
        directory: directory, startNew: startNew, newGame: newGame,
        options: PersistentGame.Options(defersHistory: true))
    } catch let error as PersistenceError {
      throw .stateDirectory(error.description)
    } catch let error as KeeperError {
      throw error
    } catch {
      throw .stateDirectory("\(error)")
    }
  }

  /// Starts the keeper of `saved` with `settings`: its program, the control socket, the venue's
  /// court (claimed before the terminal is taken: a refusal throws), the server, the overlay
  /// files. The launch (with what each part says of itself) is the program's first action.
  public static func start(_ saved: PersistentGame, settings: KeeperSettings) throws(KeeperError) -> Keeper {
    let directory = saved.directory
    let program: Program<AppState, AppAction>
    let history = HistoryRestorer(saved)
    do {
      program = try Program(
        initialState: saved.initialState, reducer: AppState.reducer(environment: saved.clock),
        middleware: [
          history.middleware, saved.middleware, .historyTimes(from: directory), .results(from: directory),
        ])
    } catch {
      throw .terminal(error.description)
    }
    var launch = saved.launch
    launch.notices += settings.notices
    let remoteIDs = RemoteActionIDs()
    let control = KeeperControl.listen(
      directory: directory, program: program, ids: remoteIDs, history: history, now: saved.clock.now)
    launch.notices += control.notice.map { [$0] } ?? []
    let venue = try settings.court.map { court throws(KeeperError) in
      try KeeperVenue.start(court, directory: directory, program: program)
    }
    launch.notices += venue?.notice.map { [$0] } ?? []
    let speech = try KeeperSpeech.start(
      speaks: settings.speaks, file: settings.speakTo, searchPath: settings.searchPath, program: program)
    launch.notices += speech.notice.map { [$0] } ?? []
    program.send(.launched(launch))
    if let seconds = settings.warmUpSeconds { program.send(.ui(.warmUpLengthSet(seconds: seconds))) }
    let desk = settings.court.flatMap { court -> KeeperDesk? in
      guard court.takesMatchesFromDesk else { return nil }
      var court = court
      court.deskMatches = DeskMatchFile(directory: directory)
      return KeeperDesk.start(court, program: program, now: saved.clock.now)
    }
    let stream = try KeeperStream.start(settings, directory: directory, program: program)
    if let address = settings.serveAddress {
      KeeperServe.start(
        on: address, directory: directory, theme: settings.serveTheme, inspects: settings.serveInspects,
        program: program, ids: remoteIDs, history: history, now: saved.clock.now,
        onMatchEvents: stream.onMatchEvents)
    }
    let exporter = settings.exportDirectory.map { exportDirectory in
      Exporter(directory: exportDirectory) { status in
        program.send(.ui(.noticeChanged(.export, status.message)))
      }
    }
    return Keeper(
      program: program, saved: saved, history: history, control: control.listener, shipper: venue?.shipper,
      desk: desk, exporter: exporter, stream: stream, speech: speech.speech)
  }

  /// The app that runs the keeper on the terminal: after each batch the journal is made durable
  /// (then the control socket's answers go out, then the frame is painted); at the end the
  /// game is saved and every part stopped.
  public func app(options: ViewOptions, keyMap: KeyMap) -> TerminalApp {
    let hooks = TerminalApp.Hooks(
      afterBatch: { [saved, shipper] loop in
        let message = saved.sync().message
        shipper?.wake()
        if loop.state.ui.notices[.saving] != message {
          loop.dispatch(.ui(.noticeChanged(.saving, message)))
        }
      },
      atEnd: { [self] state in finish(finalState: state) },
      crashReportDirectory: saved.directory.url.path,
      beforeKeyActions: { [history] actions, loop in history.prepare(for: actions, in: loop) })
    return TerminalApp(program: program, options: options, keyMap: keyMap, now: saved.clock.now, hooks: hooks)
  }

  /// Stops every part and saves `finalState`'s game; called once the app has ended.
  public func finish(finalState: AppState) {
    control?.stop()
    desk?.stop()
    stream.stop()
    speech?.stop()
    exportSubscription?.cancel()
    exporter?.flush()
    saved.close(finalState: finalState)
    if let shipper { _ = try? waitFor { await shipper.finish() } }
  }

  /// Why quitting left actions unsaved, or `nil` when everything was saved.
  public var unsavedFailure: String? {
    saved.status.message
  }
}
