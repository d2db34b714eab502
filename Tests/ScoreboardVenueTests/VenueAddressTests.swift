import Foundation
import PostgresTestServer
import Testing

@testable import ScoreboardVenue

@Suite("The venue URL")
struct VenueAddressTests {
  @Test("a TCP URL gives user, host, port and database, and prefers TLS as libpq does")
  func tcpURL() throws {
    let address = try VenueAddress(parsing: "postgres://desk@db.example:6543/club")
    #expect(address.user == "desk")
    #expect(address.host == "db.example")
    #expect(address.port == 6543)
    #expect(address.database == "club")
    #expect(address.tls == .prefer)
    #expect(address.socketPath == nil)
  }

  @Test("an empty host with ?host=/dir is the Unix socket dir/.s.PGSQL.PORT, without TLS")
  func socketURL() throws {
    let address = try VenueAddress(parsing: "postgresql://venue@/venue?host=/tmp/pg&port=7001")
    #expect(address.host == nil)
    #expect(address.socketPath == "/tmp/pg/.s.PGSQL.7001")
    #expect(address.tls == .disable)
  }

  @Test(
    "the authorities a verifying connection trusts: sslrootcert, else PGSSLROOTCERT, else ~/.postgresql/root.crt"
  )
  func rootCertificates() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "venue-home-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let standard = home.appendingPathComponent(".postgresql/root.crt")
    try FileManager.default.createDirectory(
      at: standard.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("PEM".utf8).write(to: standard)
    let named = home.appendingPathComponent("venue-ca.pem")
    try Data("PEM".utf8).write(to: named)
    let environment = ["HOME": home.path]
    let url = "postgres://u@h/d?sslmode=verify-full"
    #expect(try VenueAddress(parsing: url, environment: environment).rootCertificates == standard.path)
    #expect(
      try VenueAddress(parsing: url, environment: environment.merging(["PGSSLROOTCERT": named.path]) { $1 })
        .rootCertificates == named.path)
    #expect(
      try VenueAddress(parsing: url + "&sslrootcert=\(named.path)", environment: environment).rootCertificates
        == named.path)
    #expect(
      try VenueAddress(parsing: "postgres://u@h/d?sslmode=require", environment: environment).rootCertificates
        == nil, "require checks nothing, so it trusts nothing")
    #expect(
      throws: VenueError("the root certificate /nonexistent/ca.pem cannot be read: No such file or directory")
    ) {
      try VenueAddress(parsing: url + "&sslrootcert=/nonexistent/ca.pem", environment: environment)
    }
  }

  @Test("sslmode=require is taken, and an unknown sslmode is refused in one line")
  func sslMode() throws {
    #expect(try VenueAddress(parsing: "postgres://u@h/d?sslmode=require").tls == .require)
    #expect(
      throws: VenueError("sslmode=sometimes is not one of disable, prefer, require, verify-ca, verify-full")
    ) {
      try VenueAddress(parsing: "postgres://u@h/d?sslmode=sometimes")
    }
    for mode in ["verify-ca", "verify-full"] {
      #expect(throws: VenueError("sslmode=\(mode) needs a host name, not a Unix socket")) {
        try VenueAddress(parsing: "postgres://u@/d?host=/run/postgresql&sslmode=\(mode)")
      }
    }
  }

  @Test("the password never shows: the description masks it")
  func masksPassword() throws {
    let address = try VenueAddress(parsing: "postgres://desk:s3cret@db:5432/club")
    #expect(address.password == "s3cret")
    #expect(address.description == "postgres://desk:***@db:5432/club")
    #expect(!address.description.contains("s3cret"))
    #expect(VenueAddress.hasPassword("postgres://desk:s3cret@db/club"))
    #expect(!VenueAddress.hasPassword("postgres://desk@db/club"))
  }

  @Test("without a password in the URL, PGPASSWORD and then a private password file give it")
  func passwordSources() throws {
    let fromEnvironment = try VenueAddress(
      parsing: "postgres://desk@db/club", environment: ["PGPASSWORD": "from-env"])
    #expect(fromEnvironment.password == "from-env")

    let file = FileManager.default.temporaryDirectory.appendingPathComponent("pgpass-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: file) }
    try "other:5432:club:desk:wrong\ndb:*:club:desk:pa\\:ss\n".write(
      to: file, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    let fromFile = try VenueAddress(
      parsing: "postgres://desk@db/club", environment: ["PGPASSFILE": file.path])
    #expect(fromFile.password == "pa:ss")

    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
    let readable = try VenueAddress(
      parsing: "postgres://desk@db/club", environment: ["PGPASSFILE": file.path])
    #expect(readable.password == nil, "libpq ignores a password file others can read")
  }

  @Test("anything but a postgres URL naming a user and a database is refused in one line")
  func refusals() {
    #expect(throws: VenueError("the venue must be a postgres://USER@HOST/DATABASE URL")) {
      try VenueAddress(parsing: "mysql://u@h/d")
    }
    #expect(throws: VenueError("the venue URL names no database: postgres://USER@HOST/DATABASE")) {
      try VenueAddress(parsing: "postgres://u@h")
    }
    #expect(throws: VenueError("the venue URL names no user: postgres://USER@HOST/DATABASE")) {
      try VenueAddress(parsing: "postgres://h/d")
    }
  }

  @Test("court names sort as people count them")
  func courtOrder() {
    let names = ["10", "2", "Court 10", "Court 9", "1", "Centre"]
    #expect(names.sorted(by: VenueCourt.precedes) == ["1", "2", "10", "Centre", "Court 9", "Court 10"])
  }
}

@Suite("The venue connection on a private PostgreSQL")
struct VenueConnectionTests {
  @Test("sslmode=require connects over TLS: the server sees an encrypted connection")
  func requireUsesTLS() async throws {
    let server = try PrivatePostgres.start(offersTLS: true)
    defer { server.destroy() }
    let address = try VenueAddress(parsing: server.tcpURL(sslmode: "require"))
    let connection = try await VenueConnection.open(address, timeout: .seconds(60))
    let rows = try await connection.run("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
    #expect(try rows.first.map { try VenueSchema.decode(Bool.self, $0) } == true)
    await connection.close()

    let plain = try VenueAddress(parsing: server.tcpURL(sslmode: "disable"))
    let unencrypted = try await VenueConnection.open(plain, timeout: .seconds(60))
    let plainRows = try await unencrypted.run("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
    #expect(try plainRows.first.map { try VenueSchema.decode(Bool.self, $0) } == false)
    await unencrypted.close()
  }

  @Test(
    "sslmode=verify-full connects only to a server whose certificate a trusted authority signed for that host"
  )
  func verifyFullChecksAuthorityAndHost() async throws {
    let server = try PrivatePostgres.start(offersTLS: true)
    defer { server.destroy() }
    let authority = "&sslrootcert=\(server.certificateAuthority.path)"
    let trusted = try VenueAddress(parsing: server.tcpURL(sslmode: "verify-full") + authority)
    let connection = try await VenueConnection.open(trusted, timeout: .seconds(60))
    let rows = try await connection.run("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
    #expect(try rows.first.map { try VenueSchema.decode(Bool.self, $0) } == true)
    await connection.close()

    let otherHost = try VenueAddress(
      parsing: server.tcpURL(sslmode: "verify-full", host: "127.0.0.2") + authority)
    await #expect("the certificate names 127.0.0.1 only") {
      _ = try await VenueConnection.open(otherHost, timeout: .seconds(60))
    } throws: { error in
      "\(error)".hasPrefix("cannot reach the venue database postgres://venue@127.0.0.2:")
        && "\(error)".hasSuffix(
          "the server's certificate does not name the host it was reached at (sslmode=verify-full); "
            + "connect by a name it holds, or use sslmode=verify-ca")
    }
    let caOnly = try VenueAddress(parsing: server.tcpURL(sslmode: "verify-ca", host: "127.0.0.2") + authority)
    let unnamed = try await VenueConnection.open(caOnly, timeout: .seconds(60))
    await unnamed.close()

    let untrusted = try VenueAddress(
      parsing: server.tcpURL(sslmode: "verify-full"), environment: ["HOME": "/nonexistent"])
    #expect(untrusted.rootCertificates == nil)
    await #expect("the system's authorities did not sign it") {
      _ = try await VenueConnection.open(untrusted, timeout: .seconds(60))
    } throws: { error in
      "\(error)".hasPrefix("cannot reach the venue database postgres://venue@127.0.0.1:")
        && "\(error)".hasSuffix(
          "the server's certificate is not signed by an authority this keeper trusts: name the authority's "
            + "certificate with ?sslrootcert=FILE (sslmode=require encrypts without checking)")
    }
  }

  @Test("an unreachable database is one line naming it with the password masked")
  func unreachableMasksPassword() async throws {
    let address = try VenueAddress(parsing: "postgres://desk:s3cret@/venue?host=/nonexistent&port=1")
    await #expect {
      _ = try await VenueConnection.open(address, timeout: .seconds(5))
    } throws: { error in
      let line = "\(error)"
      return line.hasPrefix(
        "cannot reach the venue database postgres://desk:***@/venue?host=/nonexistent&port=1")
        && !line.contains("s3cret") && !line.contains("\n")
    }
  }
}
