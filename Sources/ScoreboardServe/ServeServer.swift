import Dispatch
import Hummingbird
import NIOCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs the HTTP server of `serve` (Hummingbird 2 on SwiftNIO).
///
/// No client can starve the process: connections are capped below the descriptor limit
/// (``ConnectionLimit``), and one that is idle, or sends a request too slowly (slowloris), is
/// closed after ``idleTimeout``; a live page's stream is not idle.
public enum ServeServer {
  /// How long a connection may stay without a request, or between the parts of one, before it is
  /// closed.
  public static let idleTimeout = Duration.seconds(20)

  /// Serves `routes` on `address` until SIGINT or SIGTERM (with `handlesSignals`; else until the
  /// task is cancelled or the process ends); calls `onListening` with the port once it listens
  /// (the one the system chose, for port 0). Throws when the address cannot be bound.
  ///
  /// On a signal the live pages' streams are ended first (they never end by themselves, and a
  /// graceful shutdown would wait for them), then the server stops. Beside the keeper, which
  /// handles the signals itself, pass `handlesSignals: false`; cancelling the calling task stops
  /// the server as well.
  /// `connections` and `idleTimeout` are the server's limits (the process's own by default).
  public static func run(
    _ routes: ServeRoutes, on address: ListenAddress, handlesSignals: Bool = true,
    connections: ConnectionLimit? = nil, idleTimeout: Duration = idleTimeout,
    onListening: @escaping @Sendable (Int) -> Void
  ) async throws {
    try await run(
      router: routes.router(), start: routes.feed.start, stop: routes.feed.stop, on: address,
      handlesSignals: handlesSignals, connections: connections, idleTimeout: idleTimeout,
      onListening: onListening)
  }

  /// Serves `router` on `address` as ``run(_:on:handlesSignals:connections:idleTimeout:onListening:)``
  /// does, calling `start` before and `stop` on a signal and at the end: for the routes of other feeds.
  public static func run(
    router: Router<ServeRequestContext>, start: () -> Void, stop: @escaping @Sendable () -> Void,
    on address: ListenAddress, handlesSignals: Bool, connections: ConnectionLimit? = nil,
    idleTimeout: Duration = idleTimeout, onListening: @escaping @Sendable (Int) -> Void
  ) async throws {
    let limit = connections ?? ConnectionLimit.forThisProcess()
    let idle = TimeAmount.seconds(idleTimeout.components.seconds)
    var application = Application(
      router: router,
      server: .http1(configuration: .init(additionalChannelHandlers: [limit.handler()], idleTimeout: idle)),
      configuration: ApplicationConfiguration(
        address: .hostname(address.host, port: address.port), serverName: "scoreboard-tui"),
      onServerRunning: { channel in onListening(channel.localAddress?.port ?? address.port) })
    // Only what stops the server is said, by the caller, in one line: the framework's own error
    // log (a CancellationError on Ctrl-C, a client gone) is not the user's business.
    application.logger.logLevel = .critical
    start()
    let server = Task { [application] in try await application.run() }
    let signals = (handlesSignals ? [SIGINT, SIGTERM] : []).map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        stop()
        server.cancel()
      }
      source.resume()
      return source
    }
    defer {
      for source in signals { source.cancel() }
      stop()
    }
    // The server runs in a task of its own: cancelling the caller's ends it too.
    try await withTaskCancellationHandler {
      try await server.value
    } onCancel: {
      server.cancel()
    }
  }
}
