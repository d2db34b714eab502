import ArgumentParser
import ScoreboardServe

/// `play --serve [--listen ADDR:PORT]`: the server of `serve`, run beside the keeper in the same
/// process, on threads of its own.
struct PlayServeOptions: ParsableArguments {
  @Flag(help: "Serve the game over HTTP as `scoreboard-tui serve` does, beside the scoreboard.")
  var serve = false

  @Option(
    help: ArgumentHelp(
      "With --serve: where to listen (default 127.0.0.1:8321, this machine only).", valueName: "addr:port"))
  var listen: String?

  @Flag(help: "With --serve: serve the inspector too, as `scoreboard-tui serve --inspect` does.")
  var inspect = false

  func validate() throws {
    if listen != nil && !serve {
      throw ValidationError("--listen goes with --serve")
    }
    if inspect && !serve {
      throw ValidationError("--inspect goes with --serve: play --serve --inspect")
    }
    if let listen {
      do {
        _ = try ListenAddress(parsing: listen)
      } catch {
        throw ValidationError(error.description)
      }
    }
  }

  /// The pages' theme in `folder` (`--theme DIR`): none without one.
  func loadedTheme(folder: String?) throws -> ServeTheme {
    do {
      return try folder.map { try ServeTheme.load(folder: $0) } ?? .none
    } catch {
      throw CommandFailure(error)
    }
  }

  /// Where to serve, or `nil` without `--serve`.
  func address() throws -> ListenAddress? {
    guard serve else { return nil }
    return try listen.map { try ListenAddress(parsing: $0) } ?? .standard
  }
}
