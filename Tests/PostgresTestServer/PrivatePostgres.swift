import Foundation

/// A PostgreSQL server of the tests' own: `initdb` in a temporary directory, listening only on a
/// Unix socket there, stopped and deleted at the end. Debian's `postgresql` package provides the
/// programs (`make test` installs it). `initdb` refuses to run as root, so as root every program
/// runs as the `postgres` user (`runuser`), which owns the directory.
///
/// ```swift
/// let server = try PrivatePostgres.start()
/// defer { server.destroy() }
/// let url = server.url  // postgres://venue@/venue?host=/tmp/...&port=...
/// ```
public final class PrivatePostgres: @unchecked Sendable {
  /// The directory holding the data, the socket and the log.
  public let directory: URL
  /// The port, which names the socket (`.s.PGSQL.PORT`).
  public let port: Int
  /// The superuser the tests connect as, and the database made for them.
  public let user = "venue"
  /// The database made for the tests.
  public let database = "venue"
  private let binaries: URL
  /// Whether the server also listens on 127.0.0.1 and 127.0.0.2, with TLS: its certificate, for
  /// IP 127.0.0.1 only, is signed by a test authority (``certificateAuthority``).
  public let offersTLS: Bool

  private init(directory: URL, port: Int, binaries: URL, offersTLS: Bool) {
    self.directory = directory
    self.port = port
    self.binaries = binaries
    self.offersTLS = offersTLS
  }

  /// Why the server could not be made.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong, with the program's output.
    public var description: String
  }

  /// The URL of the test database, as the app takes it.
  public var url: String { "postgres://\(user)@/\(database)?host=\(directory.path)&port=\(port)" }

  /// The URL for `role` instead of the superuser.
  public func url(as role: String) -> String {
    "postgres://\(role)@/\(database)?host=\(directory.path)&port=\(port)"
  }

  /// The URL of the test database over TCP on `host` (127.0.0.1 or 127.0.0.2), with `sslmode` (a
  /// server made with `offersTLS` only).
  public func tcpURL(sslmode: String, host: String = "127.0.0.1") -> String {
    "postgres://\(user)@\(host):\(port)/\(database)?sslmode=\(sslmode)"
  }

  /// The PEM certificate of the authority that signed the server's certificate (`offersTLS` only).
  public var certificateAuthority: URL { directory.appendingPathComponent("ca.crt") }

  /// Makes and starts a server with a `venue` database; with `offersTLS` it also listens on
  /// 127.0.0.1 with TLS (a self-signed certificate made by `openssl`).
  public static func start(offersTLS: Bool = false) throws -> PrivatePostgres {
    guard let binaries = findBinaries() else {
      throw Failure(description: "PostgreSQL is not installed (apt-get install postgresql)")
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scoreboard-pg-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let server = PrivatePostgres(
      directory: directory, port: Int.random(in: 20_000...60_000), binaries: binaries, offersTLS: offersTLS)
    if offersTLS { try server.makeCertificates() }
    if getuid() == 0 {
      try server.run("/usr/bin/chown", ["-R", "postgres:postgres", directory.path], asServerUser: false)
    }
    try server.run(
      binaries.appendingPathComponent("initdb").path,
      [
        "-D", server.dataDirectory, "-U", server.user, "--auth=trust", "--no-sync", "-E", "UTF8",
        "--locale=C",
      ])
    try server.startServer()
    try server.psql("CREATE DATABASE \(server.database)", database: "postgres")
    return server
  }

  /// A test authority, and a server certificate it signs for IP 127.0.0.1 only.
  private func makeCertificates() throws {
    func file(_ name: String) -> String { directory.appendingPathComponent(name).path }
    let openssl = "/usr/bin/openssl"
    try run(
      openssl,
      [
        "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj",
        "/CN=scoreboard test authority",
        "-keyout", file("ca.key"), "-out", file("ca.crt"),
      ], asServerUser: false)
    try run(
      openssl,
      [
        "req", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=venue test server", "-keyout",
        file("server.key"),
        "-out", file("server.csr"),
      ], asServerUser: false)
    try Data("subjectAltName = IP:127.0.0.1\n".utf8).write(to: URL(fileURLWithPath: file("server.ext")))
    try run(
      openssl,
      [
        "x509", "-req", "-in", file("server.csr"), "-CA", file("ca.crt"), "-CAkey", file("ca.key"),
        "-CAcreateserial", "-days", "2", "-extfile", file("server.ext"), "-out", file("server.crt"),
      ], asServerUser: false)
  }

  /// Starts the server again after ``stop(immediately:)``.
  public func startServer() throws {
    try run(
      binaries.appendingPathComponent("pg_ctl").path,
      [
        "-D", dataDirectory, "-l", directory.appendingPathComponent("server.log").path, "-w", "-t", "30",
        "-o", serverOptions, "start",
      ])
  }

  private var serverOptions: String {
    let common = "-k \(directory.path) -p \(port) -c fsync=off"
    guard offersTLS else { return common + " -c listen_addresses=''" }
    return common + " -c listen_addresses=127.0.0.1,127.0.0.2 -c ssl=on"
      + " -c ssl_cert_file=\(directory.appendingPathComponent("server.crt").path)"
      + " -c ssl_key_file=\(directory.appendingPathComponent("server.key").path)"
  }

  /// Stops the server: at once, like a crash or a pulled cable (`immediate`), or cleanly.
  public func stop(immediately: Bool = true) throws {
    try run(
      binaries.appendingPathComponent("pg_ctl").path,
      ["-D", dataDirectory, "-m", immediately ? "immediate" : "fast", "-w", "-t", "30", "stop"])
  }

  /// Stops the server and deletes its directory.
  public func destroy() {
    try? stop(immediately: true)
    try? FileManager.default.removeItem(at: directory)
  }

  /// Runs `sql` with `psql` as the superuser and returns what it printed (unaligned, tuples only).
  @discardableResult
  public func psql(_ sql: String, database: String? = nil) throws -> String {
    try run(
      "/usr/bin/psql",
      [
        "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-h", directory.path, "-p", String(port), "-U", user,
        "-d", database ?? self.database, "-c", sql,
      ])
  }

  private var dataDirectory: String { directory.appendingPathComponent("data").path }

  /// Runs `program` (as the `postgres` user when root) and returns its output, read from a
  /// file: a server it leaves running would hold a pipe open. Spawned and reaped by hand
  /// (`posix_spawn`, `waitpid`): Foundation's `Process` can miss a child's exit off the main thread.
  @discardableResult
  private func run(_ program: String, _ arguments: [String], asServerUser: Bool = true) throws -> String {
    let argv =
      asServerUser && getuid() == 0
      ? ["/usr/sbin/runuser", "-u", "postgres", "--", program] + arguments
      : [program] + arguments
    let output = directory.appendingPathComponent("output-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: output) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    var cArguments = argv.map { strdup($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, argv[0], &actions, nil, &cArguments, environ)
    guard spawned == 0 else { throw Failure(description: "cannot run \(program): error \(spawned)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let text = ((try? String(contentsOf: output, encoding: .utf8)) ?? "").trimmingCharacters(
      in: .whitespacesAndNewlines)
    guard status == 0 else {
      throw Failure(description: "\(URL(fileURLWithPath: program).lastPathComponent) failed: \(text)")
    }
    return text
  }

  private static func findBinaries() -> URL? {
    let root = URL(fileURLWithPath: "/usr/lib/postgresql")
    let versions = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return versions.compactMap(Int.init).sorted().reversed().map {
      root.appendingPathComponent(String($0)).appendingPathComponent("bin")
    }
    .first { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("initdb").path) }
  }
}
