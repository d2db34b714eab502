import Hummingbird
import ScoreboardServe

extension ServeServer {
  /// Serves the routes of a venue (`serve --venue`) as
  /// ``ServeServer/run(_:on:handlesSignals:connections:idleTimeout:onListening:)`` serves a state
  /// directory's, with the same limits.
  public static func run(
    _ routes: VenueRoutes, on address: ListenAddress, handlesSignals: Bool = true,
    onListening: @escaping @Sendable (Int) -> Void
  ) async throws {
    try await run(
      router: routes.router(), start: routes.start, stop: routes.stop, on: address,
      handlesSignals: handlesSignals, onListening: onListening)
  }
}
