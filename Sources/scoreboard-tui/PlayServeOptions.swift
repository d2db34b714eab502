import ArgumentParser
import Scoreboard
import ScoreboardPersistence
import ScoreboardServe
import ScoreboardTUI
import StateStore

/// `play --serve [--listen ADDR:PORT]`: the server of `serve`, run beside the keeper in the same
/// process, on threads of its own.
struct PlayServeOptions: ParsableArguments {
  @Flag(help: "Serve the game over HTTP as `scoreboard-tui serve` does, beside the scoreboard.")
  var serve = false

  @Option(
    help: ArgumentHelp(
      "With --serve: where to listen (default 127.0.0.1:8321, this machine only).", valueName: "addr:port"))
  var listen: String?

  func validate() throws {
    if listen != nil && !serve {
      throw ValidationError("--listen goes with --serve")
    }
    if let listen {
      do {
        _ = try ListenAddress(parsing: listen)
      } catch {
        throw ValidationError(error.description)
      }
    }
  }

  /// Starts the server when asked to. What becomes of it (the URL, or why it could not start) is
  /// said on the status line, through the loop's inbox.
  func start(directory: StateDirectory, inbox: LoopInbox, store: Store<AppState, AppAction>) {
    guard serve else { return }
    let address = (try? listen.map { try ListenAddress(parsing: $0) }) ?? .standard
    let say: @Sendable (String) -> Void = { notice in
      inbox.post { store.dispatch(.ui(.noticeChanged(.launch, notice))) }
    }
    let routes: ServeRoutes
    do {
      let token = try ActionToken.loadOrCreate(in: directory)
      routes = ServeRoutes(feed: try GameFeed(directory: directory), token: token, catalog: .keyFile)
    } catch {
      say("cannot serve: \(error)")
      return
    }
    Task.detached {
      do {
        try await ServeServer.run(routes, on: address, handlesSignals: false) { port in
          var shown = address
          shown.port = port
          say("serving http://\(shown)/ (overlay: http://\(shown)/overlay)")
        }
      } catch {
        say("cannot serve on \(address): \(error)")
      }
    }
  }
}
