import ArgumentParser
import Dispatch
import FoundationEssentials
import Glibc
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
      scoreboard applies it as a key press.
      """
  )

  @Option(
    help: ArgumentHelp(
      "Where to listen (default 127.0.0.1:8321, this machine only; 0.0.0.0:8321 serves the network).",
      valueName: "addr:port"))
  var listen: String?

  @Option(
    help: ArgumentHelp(
      "Serve every court of this venue database instead of the state directory (default: $SCOREBOARD_VENUE).",
      valueName: "postgres://USER@HOST/DB"))
  var venue: String?

  @Flag(help: "Print the token POST /api/actions needs (made on first use) and exit.")
  var showToken = false

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
    if !showToken, venue != nil || ProcessInfo.processInfo.environment[VenueFeed.environmentVariable] != nil {
      return try ServeVenue.run(
        venue: venue, listen: listen.map { try ListenAddress(parsing: $0) } ?? .standard)
    }
    let directory = stateDirectory.directory
    let token: ActionToken
    do {
      token = try ActionToken.loadOrCreate(in: directory)
    } catch {
      printError(error.description)
      throw ExitCode(2)
    }
    if showToken {
      print(token.value)
      return
    }
    let address = try listen.map { try ListenAddress(parsing: $0) } ?? .standard
    let feed: GameFeed
    do {
      feed = try GameFeed(directory: directory)
    } catch {
      printError(error.description)
      throw ExitCode(2)
    }
    if !address.isLoopback {
      printError(
        "serving to the network on \(address): anyone who reaches it sees the game; actions need the token")
    }
    // Below the keeper's priority: when the two want the same core, the scorekeeper's key wins.
    _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
    let routes = ServeRoutes(feed: feed, token: token, catalog: .keyFile)
    try Self.runBlocking(routes, on: address, directory: directory)
  }

  /// Runs the server on Swift's concurrency threads and waits for it here (the command line's
  /// `run` is synchronous).
  static func runBlocking(_ routes: ServeRoutes, on address: ListenAddress, directory: StateDirectory) throws
  {
    let failure = Mutex<String?>(nil)
    let finished = DispatchSemaphore(value: 0)
    Task {
      do {
        try await ServeServer.run(routes, on: address) { port in
          var shown = address
          shown.port = port
          print("serving \(directory.url.path) on http://\(shown)/ (overlay: http://\(shown)/overlay)")
          fflush(nil)
        }
      } catch is CancellationError {
      } catch {
        failure.withLock { $0 = "cannot serve on \(address): \(error)" }
      }
      finished.signal()
    }
    finished.wait()
    if let message = failure.withLock({ $0 }) {
      printError(message)
      throw ExitCode(2)
    }
  }
}
