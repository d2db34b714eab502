import ArgumentParser
import Dispatch
import FoundationEssentials
import Glibc
import Scoreboard
import ScoreboardPersistence
import ScoreboardServe
import Synchronization

/// `scoreboard-tui serve`: the game kept in the state directory over HTTP, for OBS browser
/// sources, projectors and Stream Deck buttons.
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract:
      "Serve the game over HTTP: an overlay for OBS, a projector board, live events, an action endpoint.",
    discussion: """
      Follows the game kept in the state directory as follow does (the last saved game when no \
      scoreboard runs). Open http://ADDR:PORT/ for the list of pages. POST /api/actions takes an \
      action of the key file's vocabulary with the token --show-token prints; the running \
      scoreboard applies it as a key press. With --venue (or $SCOREBOARD_VENUE), every court of \
      that venue database is served instead: http://ADDR:PORT/venue.
      """
  )

  @Option(
    help: ArgumentHelp(
      "Where to listen (default 127.0.0.1:8321, this machine only; 0.0.0.0:8321 serves the network).",
      valueName: "addr:port"))
  var listen: String?

  /// Given (or `SCOREBOARD_VENUE` set), every court of that venue database is served instead of
  /// the state directory.
  @OptionGroup
  var venue: VenueURLOption

  @Flag(help: "Print the token POST /api/actions needs (made on first use) and exit.")
  var showToken = false

  @Flag(
    help:
      "Serve the inspector too, http://ADDR:PORT/inspector: every action as it comes, the match after each, jump (the scoreboard previews a step) and rewind with the token, export and import."
  )
  var inspect = false

  @Option(
    help: ArgumentHelp(
      "The pages' theme: a folder with theme.css (CSS variables --home, --away, --text, --accent, --middle, --font, --radius), logos/TEAM.png (a logo beside the team called TEAM) and sponsors/ (the sponsor slot's images, in turn by file name).",
      valueName: "dir"))
  var theme: String?

  @OptionGroup
  var obs: ObsOptions

  @OptionGroup
  var webhooks: WebhookOptions

  @OptionGroup
  var stateDirectory: StateDirectoryOption

  func validate() throws {
    if let listen {
      do {
        _ = try ListenAddress(parsing: listen)
      } catch {
        throw ValidationError(error.description)
      }
    }
  }

  func run() throws {
    if !showToken, venue.isGiven {
      if theme != nil {
        throw CommandFailure("--theme themes one game's pages; it does not go with --venue yet")
      }
      if obs.obs != nil {
        throw CommandFailure("--obs follows one game's events; it does not go with --venue yet")
      }
      if !webhooks.webhook.isEmpty {
        throw CommandFailure("--webhook follows one game's events; it does not go with --venue yet")
      }
      if inspect {
        throw CommandFailure("--inspect follows one game's journal; it does not go with --venue yet")
      }
      return try ServeVenue.run(
        venue: venue.address(), listen: listen.map { try ListenAddress(parsing: $0) } ?? .standard)
    }
    let directory = stateDirectory.directory
    let token: ActionToken
    do {
      token = try ActionToken.loadOrCreate(in: directory)
    } catch {
      throw CommandFailure(error)
    }
    if showToken {
      print(token.value)
      return
    }
    let address = try listen.map { try ListenAddress(parsing: $0) } ?? .standard
    let outbox = try webhooks.startOutbox(directory: directory, token: token)
    defer { outbox?.stop() }
    let link = try obs.startLink(environment: ProcessInfo.processInfo.environment)
    var toObs: (@Sendable ([MatchEvent], Game) -> Void)?
    if let link { toObs = { events, game in link.send(events, game: game) } }
    let feed: GameFeed
    do {
      feed = try GameFeed(directory: directory, onMatchEvents: toObs)
    } catch {
      throw CommandFailure(error)
    }
    if !address.isLoopback {
      printError(
        "serving to the network on \(address): anyone who reaches it sees the game; actions need the token")
    }
    // Below the keeper's priority: when the two want the same core, the scorekeeper's key wins.
    _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
    var themed = ServeRoutes(feed: feed, token: token, catalog: .standard)
    do {
      themed.theme = try theme.map { try ServeTheme.load(folder: $0) } ?? .none
      if inspect { themed.inspection = try JournalInspectorFeed(directory: directory) }
    } catch {
      throw CommandFailure(error)
    }
    themed.inspection?.start()
    let routes = themed
    try Self.runBlocking {
      await Self.serve(
        on: address,
        announcing: { [inspect] address in
          "serving \(directory.url.path) on http://\(address)/ (overlay: http://\(address)/overlay"
            + (inspect ? ", inspector: http://\(address)/inspector)" : ")")
        }
      ) {
        try await ServeServer.run(routes, on: address, onListening: $0)
      }
    }
  }

  /// Runs `serve` on Swift's concurrency threads and waits for it here (the command line's `run`
  /// is synchronous); the one-line failure it returns is printed, with exit status 2.
  static func runBlocking(_ serve: @escaping @Sendable () async -> String?) throws {
    let failure = Mutex<String?>(nil)
    let finished = DispatchSemaphore(value: 0)
    Task {
      let message = await serve()
      failure.withLock { $0 = message }
      finished.signal()
    }
    finished.wait()
    if let message = failure.withLock({ $0 }) {
      throw CommandFailure(message)
    }
  }

  /// Runs `server` (given what to call once listening, with the port bound) on `address`,
  /// printing `announcing(the address with that port)` then; the one-line failure, or `nil` when
  /// it stopped on a signal.
  static func serve(
    on address: ListenAddress, announcing: @escaping @Sendable (ListenAddress) -> String,
    _ server: (@escaping @Sendable (Int) -> Void) async throws -> Void
  ) async -> String? {
    do {
      try await server { port in
        var shown = address
        shown.port = port
        print(announcing(shown))
        fflush(nil)
      }
      return nil
    } catch is CancellationError {
      return nil
    } catch {
      return ListenFailure.message(error, address: address)
    }
  }
}
