import ScoreboardServe
import ScoreboardVenue
import ScoreboardVenueServe

/// `serve --venue URL`: every court of the venue database over HTTP.
enum ServeVenue {
  /// Connects to the venue at `venue`, then serves it on `address` until SIGINT or SIGTERM; a
  /// venue that cannot be used, or an address that cannot be bound, is one line and exit status 2.
  static func run(venue: VenueAddress, listen address: ListenAddress) throws {
    try ServeCommand.runBlocking {
      let feed: VenueFeed
      do throws(ServeError) {
        feed = try await VenueFeed.connect(to: venue) { printError("venue: \($0)") }
      } catch {
        return error.description
      }
      if !address.isLoopback {
        printError("serving to the network on \(address): anyone who reaches it sees every court")
      }
      return await ServeCommand.serve(
        on: address, announcing: { "serving the venue \(venue) on http://\($0)/venue" }
      ) {
        try await ServeServer.run(VenueRoutes(feed: feed), on: address, onListening: $0)
      }
    }
  }
}
