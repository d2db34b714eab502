import ScoreboardVenue

extension VenueFeed {
  /// The environment variable that names the venue database when `--venue` does not.
  public static let environmentVariable = "SCOREBOARD_VENUE"

  /// A feed of the venue named by `commandLine` (`--venue URL`), else by `SCOREBOARD_VENUE` in
  /// `environment`; `nil` when neither names one. The database is reached once and its schema
  /// checked, so a wrong URL or an uninitialised venue is one line at start-up, not a blank page.
  ///
  /// A password in `commandLine` is refused: `ps` shows every process's arguments to every user.
  public static func connect(
    commandLine: String?, environment: [String: String], limits: GameFeed.Limits = GameFeed.Limits()
  ) async throws(ServeError) -> VenueFeed? {
    guard let text = commandLine ?? environment[environmentVariable] else { return nil }
    if commandLine != nil && VenueAddress.hasPassword(text) {
      throw .venue(
        "--venue: a password in the URL would show in ps: put it in PGPASSWORD or ~/.pgpass, "
          + "or the whole URL in \(environmentVariable)")
    }
    do throws(VenueError) {
      let address = try VenueAddress(parsing: text, environment: environment)
      let connection = try await VenueConnection.open(address)
      do throws(VenueError) {
        try await VenueSchema.check(connection)
      } catch {
        await connection.close()
        throw error
      }
      await connection.close()
      return VenueFeed(address: address, limits: limits)
    } catch {
      throw .venue(error.description)
    }
  }
}
