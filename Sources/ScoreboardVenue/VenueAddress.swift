import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the venue database is, from a `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE` URL, as
/// libpq reads one: `?sslmode=disable|prefer|require|verify-ca|verify-full` with
/// `?sslrootcert=FILE`, and `?host=/run/postgresql` (or an empty host) for a Unix socket in that
/// directory.
///
/// The password is never shown: ``description`` masks it. When the URL has none, `PGPASSWORD`
/// and then the password file (`PGPASSFILE`, else `~/.pgpass`) are read, as libpq does.
public struct VenueAddress: Equatable, Sendable, CustomStringConvertible {
  /// How the connection is encrypted.
  public enum TLSMode: String, Equatable, Sendable {
    /// Never.
    case disable
    /// When the server offers it.
    case prefer
    /// Always, without checking the server's certificate (libpq's `require`).
    case require
    /// Always, checking that a trusted authority signed the server's certificate.
    case verifyCA = "verify-ca"
    /// Always, checking the certificate and that it names the host connected to.
    case verifyFull = "verify-full"
  }

  /// The user to connect as.
  public var user: String
  /// The password, if one was found.
  public var password: String?
  /// The server's host name, or `nil` for a Unix socket.
  public var host: String?
  /// The server's port.
  public var port: Int
  /// The directory holding the server's Unix socket, when there is no host.
  public var socketDirectory: String?
  /// The database's name.
  public var database: String
  /// How the connection is encrypted.
  public var tls: TLSMode
  /// The PEM file of the authorities whose certificates `verify-ca` and `verify-full` trust, as
  /// libpq finds it: `?sslrootcert=FILE`, else `PGSSLROOTCERT`, else `~/.postgresql/root.crt` when
  /// there is one; `nil` trusts the system's authorities.
  public var rootCertificates: String?

  /// Reads `text`, a `postgres://` or `postgresql://` URL; `environment` gives `PGPASSWORD`,
  /// `PGPASSFILE`, `PGSSLROOTCERT` and `HOME`. Throws a one-line ``VenueError`` for anything else.
  public init(parsing text: String, environment: [String: String] = [:]) throws(VenueError) {
    guard let components = URLComponents(string: text),
      components.scheme == "postgres" || components.scheme == "postgresql"
    else {
      throw VenueError("the venue must be a postgres://USER@HOST/DATABASE URL")
    }
    let query = Dictionary(
      (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
    let socket = query["host"].flatMap { $0.hasPrefix("/") ? $0 : nil }
    let host =
      components.host.flatMap { $0.isEmpty ? nil : $0 }
      ?? query["host"].flatMap { $0.hasPrefix("/") ? nil : $0 }
    let database = String(components.path.drop { $0 == "/" })
    guard let user = components.user, !user.isEmpty else {
      throw VenueError("the venue URL names no user: postgres://USER@HOST/DATABASE")
    }
    guard !database.isEmpty else {
      throw VenueError("the venue URL names no database: postgres://USER@HOST/DATABASE")
    }
    let mode = query["sslmode"] ?? (host == nil ? "disable" : "prefer")
    guard let tls = TLSMode(rawValue: mode) else {
      throw VenueError("sslmode=\(mode) is not one of disable, prefer, require, verify-ca, verify-full")
    }
    if (tls == .verifyCA || tls == .verifyFull) && host == nil {
      throw VenueError("sslmode=\(mode) needs a host name, not a Unix socket")
    }
    if tls == .verifyCA || tls == .verifyFull {
      self.rootCertificates = try Self.rootCertificates(named: query["sslrootcert"], environment: environment)
    }
    self.user = user.removingPercentEncoding ?? user
    self.host = host
    self.port = components.port ?? Int(query["port"] ?? "") ?? 5432
    self.socketDirectory = host == nil ? (socket ?? "/var/run/postgresql") : nil
    self.database = database.removingPercentEncoding ?? database
    self.tls = tls
    self.password =
      components.password.map { $0.removingPercentEncoding ?? $0 }
      ?? environment["PGPASSWORD"]
      ?? PasswordFile.password(for: self, environment: environment)
  }

  /// The authorities' file a verifying connection trusts: the one named (which must exist), else
  /// libpq's default when it exists.
  private static func rootCertificates(named path: String?, environment: [String: String]) throws(VenueError)
    -> String?
  {
    if let path = path ?? environment["PGSSLROOTCERT"] {
      guard access(path, R_OK) == 0 else {
        throw VenueError("the root certificate \(path) cannot be read: \(String(cString: strerror(errno)))")
      }
      return path
    }
    guard let home = environment["HOME"] else { return nil }
    let standard = "\(home)/.postgresql/root.crt"
    return access(standard, R_OK) == 0 ? standard : nil
  }

  /// Whether `text` holds a password: such a URL must not go on a command line, where `ps` shows it.
  public static func hasPassword(_ text: String) -> Bool {
    URLComponents(string: text)?.password != nil
  }

  /// The Unix socket's path, when connecting through one.
  public var socketPath: String? {
    socketDirectory.map { "\($0)/.s.PGSQL.\(port)" }
  }

  /// The URL with the password masked: safe for the status line and logs.
  public var description: String {
    let credentials = user + (password == nil ? "" : ":***")
    let place = host.map { "\($0):\(port)" } ?? ""
    let socket = socketDirectory.map { "?host=\($0)" + (port == 5432 ? "" : "&port=\(port)") } ?? ""
    return "postgres://\(credentials)@\(place)/\(database)\(socket)"
  }
}
