import Logging
import NIOSSL
import PostgresNIO
import Synchronization

/// One connection to the venue database, opened with a time limit, its log silent (it could
/// name the server's address; never the password, which the driver does not log).
public final class VenueConnection: Sendable {
  /// The connection itself.
  public let connection: PostgresConnection
  /// The database connected to.
  public let address: VenueAddress
  /// The driver's log: silent.
  public static let logger = Logger(label: "scoreboard-tui.venue") { _ in SwiftLogNoOpLogHandler() }

  private init(connection: PostgresConnection, address: VenueAddress) {
    self.connection = connection
    self.address = address
  }

  /// Connects to `address`, giving up after `timeout`. Throws a one-line ``VenueError``.
  public static func open(_ address: VenueAddress, timeout: Duration = .seconds(5)) async throws(VenueError)
    -> VenueConnection
  {
    let configuration: PostgresConnection.Configuration
    do {
      configuration = try Self.configuration(address, timeout: timeout)
    } catch {
      throw VenueError("cannot set up TLS for the venue: \(error)")
    }
    do {
      let connection = try await PostgresConnection.connect(
        configuration: configuration, id: 1, logger: logger)
      return VenueConnection(connection: connection, address: address)
    } catch {
      throw VenueError("cannot reach the venue database \(address): \(Self.reason(error))")
    }
  }

  /// Closes the connection.
  public func close() async {
    try? await connection.close()
  }

  /// Runs `query`, giving up after `timeout` (the connection is then closed: a server that
  /// stopped answering must not hold the caller). Returns the rows.
  @discardableResult
  public func run(_ query: PostgresQuery, timeout: Duration = .seconds(30)) async throws(VenueError)
    -> [PostgresRow]
  {
    do {
      return try await withTimeout(timeout) { [connection] in
        var rows: [PostgresRow] = []
        for try await row in try await connection.query(query, logger: Self.logger) { rows.append(row) }
        return rows
      }
    } catch {
      throw VenueError("the venue database \(address): \(Self.reason(error))")
    }
  }

  /// Runs `body` in one transaction (rolled back if it throws), giving up after `timeout`. Throws
  /// a ``CourtRefused`` that `body` threw as it is, anything else as a ``VenueError``.
  public func transaction<Result: Sendable>(
    timeout: Duration = .seconds(30), _ body: @escaping @Sendable (PostgresConnection) async throws -> Result
  ) async throws -> Result {
    do {
      return try await withTimeout(timeout) { [connection] in
        try await connection.withTransaction(logger: Self.logger) { connection in try await body(connection) }
      }
    } catch let error as PostgresTransactionError {
      if let refusal = error.closureError as? CourtRefused { throw refusal }
      throw VenueError("the venue database \(address): \(Self.reason(error))")
    } catch {
      throw VenueError("the venue database \(address): \(Self.reason(error))")
    }
  }

  /// `body`'s result, or an error after `timeout`, closing the connection then. `body` is not
  /// waited for after the time is up: a query on a connection whose server vanished can wait
  /// for ever, and cancelling it does not end it.
  private func withTimeout<Result: Sendable>(
    _ timeout: Duration, _ body: @escaping @Sendable () async throws -> Result
  ) async throws -> Result {
    let outcome = FirstOutcome<Result>()
    return try await withCheckedThrowingContinuation { continuation in
      outcome.set(continuation)
      let work = Task {
        do {
          outcome.finish(.success(try await body()))
        } catch {
          outcome.finish(.failure(error))
        }
      }
      Task { [connection] in
        try? await Task.sleep(for: timeout)
        if outcome.finish(.failure(VenueError("no answer within \(timeout)"))) {
          work.cancel()
          try? await connection.close()
        }
      }
    }
  }

  /// What went wrong, in a few words: the server's message when it sent one.
  public static func reason(_ error: any Error) -> String {
    if let error = error as? VenueError { return error.description }
    if let error = error as? PostgresTransactionError {
      return reason(
        error.closureError ?? error.commitError ?? error.beginError ?? error.rollbackError ?? error)
    }
    if let error = error as? PSQLError {
      if let message = error.serverInfo?[.message] { return message }
      if let underlying = error.underlying { return reason(underlying) }
      return "\(error.code)"
    }
    return certificateRefusal(error) ?? ConnectFailure.reason(error) ?? "\(error)"
  }

  private static func configuration(_ address: VenueAddress, timeout: Duration) throws
    -> PostgresConnection.Configuration
  {
    var configuration: PostgresConnection.Configuration
    if let host = address.host {
      configuration = .init(
        host: host, port: address.port, username: address.user, password: address.password,
        database: address.database, tls: try tls(address.tls, trusting: address.rootCertificates))
    } else {
      configuration = .init(
        unixSocketPath: address.socketPath ?? "", username: address.user, password: address.password,
        database: address.database)
    }
    configuration.options.connectTimeout = .nanoseconds(Int64(timeout.components.seconds) * 1_000_000_000)
    return configuration
  }

  /// The encryption `mode` asks for; a verifying mode trusts the authorities in the PEM file
  /// `roots`, or the system's.
  private static func tls(_ mode: VenueAddress.TLSMode, trusting roots: String?) throws
    -> PostgresConnection.Configuration.TLS
  {
    var client = TLSConfiguration.makeClientConfiguration()
    if let roots { client.trustRoots = .file(roots) }
    switch mode {
    case .disable:
      return .disable
    case .prefer, .require:
      client.certificateVerification = .none
      let context = try NIOSSLContext(configuration: client)
      return mode == .prefer ? .prefer(context) : .require(context)
    case .verifyCA:
      client.certificateVerification = .noHostnameVerification
      return .require(try NIOSSLContext(configuration: client))
    case .verifyFull:
      client.certificateVerification = .fullVerification
      return .require(try NIOSSLContext(configuration: client))
    }
  }
}

/// Resumes a continuation with whichever result comes first, once.
private final class FirstOutcome<Value: Sendable>: Sendable {
  private let state = Mutex<(continuation: CheckedContinuation<Value, any Error>?, done: Bool)>((nil, false))

  func set(_ continuation: CheckedContinuation<Value, any Error>) {
    state.withLock { $0.continuation = continuation }
  }

  /// Resumes with `result` unless a result came before; says whether this one was taken.
  @discardableResult
  func finish(_ result: Result<Value, any Error>) -> Bool {
    let continuation = state.withLock { state -> CheckedContinuation<Value, any Error>? in
      guard !state.done else { return nil }
      state.done = true
      return state.continuation
    }
    continuation?.resume(with: result)
    return continuation != nil
  }
}
