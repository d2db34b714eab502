import Foundation
import PostgresTestServer
import Testing

/// A tournament's venue for the end-to-end tests: a private PostgreSQL with the venue's tables,
/// made by `venue init`, and a draw file imported with `venue import`, as a user would.
enum TournamentVenue {
  /// A knockout of four, first to 3 points: seeds 1 and 2 (Ann, Bob) apart, so the semi-finals are
  /// Ann v Di (match 1) and Cy v Bob (match 2).
  static let knockoutOfFour = """
    event,sport,draw,entry,seed,format
    Open,generic,knockout,Ann,1,--points-to-win 3
    Open,generic,knockout,Bob,2,--points-to-win 3
    Open,generic,knockout,Cy,,--points-to-win 3
    Open,generic,knockout,Di,,--points-to-win 3
    """

  /// A private server with the venue's tables.
  static func start() throws -> PrivatePostgres {
    let server = try PrivatePostgres.start()
    let made = try CommandRunner.run(AppBinary.path, ["venue", "init", "--venue", server.url])
    #expect(made.status == 0, "\(made.standardError)")
    return server
  }

  /// `draw` written to `draw.csv` in `folder` and imported into `server`'s venue with `options`
  /// (by default `--in-order`: no lots, so that the tests know who meets whom): the file and what
  /// the import said.
  static func importDraw(
    _ draw: String = knockoutOfFour, into server: PrivatePostgres, folder: TemporaryDirectory,
    options: [String] = ["--in-order"]
  ) throws -> (file: URL, result: CommandResult) {
    let file = folder.url.appendingPathComponent("draw.csv")
    try draw.write(to: file, atomically: true, encoding: .utf8)
    let result = try CommandRunner.run(
      AppBinary.path, ["venue", "import", file.path, "--venue", server.url] + options)
    return (file, result)
  }
}
