import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A private PostgreSQL for the venue routes' tests: `initdb` in a temporary directory, a Unix
/// socket only, run as the `postgres` user when the tests run as root. The programs run through
/// `popen`, which waits for them with `waitpid`: `Process.waitUntilExit` was seen to wait for ever
/// on `pg_ctl start` (its `runuser` left a zombie nobody reaped).
final class VenueTestDatabase: Sendable {
  /// The directory of the data, the socket and the log.
  let directory: String
  /// The port, which names the socket.
  let port: Int
  private let binaries: String

  /// Why a program failed, with its output.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private init(directory: String, port: Int, binaries: String) {
    self.directory = directory
    self.port = port
    self.binaries = binaries
  }

  /// The URL of the `venue` database, as the app takes it.
  var url: String { "postgres://venue@/venue?host=\(directory)&port=\(port)" }

  /// Makes and starts a server with a `venue` database.
  static func start() throws -> VenueTestDatabase {
    let root = "/usr/lib/postgresql"
    let versions = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).compactMap(Int.init)
      .sorted()
    guard let version = versions.last else { throw Failure(description: "PostgreSQL is not installed") }
    let directory = NSTemporaryDirectory() + "scoreboard-serve-pg-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let database = VenueTestDatabase(
      directory: directory, port: Int.random(in: 20_000...60_000), binaries: "\(root)/\(version)/bin")
    if getuid() == 0 { try run("chown postgres:postgres '\(directory)'") }
    try database.asServer(
      "initdb -D '\(directory)/data' -U venue --auth=trust --no-sync -E UTF8 --locale=C")
    try database.asServer(
      "pg_ctl -D '\(directory)/data' -l '\(directory)/server.log' -w -t 30 -o \"-k \(directory) "
        + "-c listen_addresses='' -p \(database.port) -c fsync=off\" start")
    try database.psql("CREATE DATABASE venue", database: "postgres")
    return database
  }

  /// Runs `sql` with `psql` and returns what it printed (unaligned, tuples only).
  @discardableResult
  func psql(_ sql: String, database: String = "venue") throws -> String {
    let quoted = "'" + sql.replacingOccurrences(of: "'", with: "'\\''") + "'"
    return try Self.run(
      "psql -X -q -A -t -v ON_ERROR_STOP=1 -h '\(directory)' -p \(port) -U venue -d \(database) -c \(quoted)")
  }

  /// Stops the server at once and deletes its directory.
  func destroy() {
    _ = try? asServer("pg_ctl -D '\(directory)/data' -m immediate -w stop")
    try? FileManager.default.removeItem(atPath: directory)
  }

  @discardableResult
  private func asServer(_ command: String) throws -> String {
    let program = "\(binaries)/\(command)"
    return try Self.run(getuid() == 0 ? "runuser -u postgres -- \(program)" : program)
  }

  /// Runs `command` in `sh`, its output read to the end; throws when it fails.
  @discardableResult
  private static func run(_ command: String) throws -> String {
    guard let pipe = popen("exec \(command) 2>&1 </dev/null", "r") else {
      throw Failure(description: "cannot run \(command)")
    }
    var output = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, pipe)
      if count <= 0 { break }
      output.append(contentsOf: buffer[0..<count])
    }
    let status = pclose(pipe)
    let text = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard status == 0 else { throw Failure(description: "\(command) failed: \(text)") }
    return text
  }
}
