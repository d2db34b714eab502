import ArgumentParser
import Dispatch
import FoundationEssentials
import Glibc
import ScoreboardServe
import Synchronization

/// `serve --venue URL`: every court of the venue database over HTTP.
enum ServeVenue {
  /// Connects to the venue (`--venue`, else `SCOREBOARD_VENUE`), then serves it on `address` until
  /// SIGINT or SIGTERM; a venue that cannot be used, or an address that cannot be bound, is one
  /// line and exit status 2.
  static func run(venue: String?, listen address: ListenAddress) throws {
    let failure = Mutex<String?>(nil)
    let finished = DispatchSemaphore(value: 0)
    let environment = ProcessInfo.processInfo.environment
    Task {
      defer { finished.signal() }
      let feed: VenueFeed
      do throws(ServeError) {
        guard let connected = try await VenueFeed.connect(commandLine: venue, environment: environment) else {
          return
        }
        feed = connected
      } catch {
        failure.withLock { $0 = error.description }
        return
      }
      if !address.isLoopback {
        printError("serving to the network on \(address): anyone who reaches it sees every court")
      }
      do {
        try await ServeServer.run(VenueRoutes(feed: feed), on: address) { port in
          var shown = address
          shown.port = port
          print("serving the venue \(feed.address) on http://\(shown)/venue")
          fflush(nil)
        }
      } catch is CancellationError {
      } catch {
        failure.withLock { $0 = "cannot serve on \(address): \(error)" }
      }
    }
    finished.wait()
    if let message = failure.withLock({ $0 }) {
      printError(message)
      throw ExitCode(2)
    }
  }
}
