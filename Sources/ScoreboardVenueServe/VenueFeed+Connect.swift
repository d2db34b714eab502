import ScoreboardServe
import ScoreboardVenue

extension VenueFeed {
  /// A feed of the venue at `address`. The database is reached once and its schema checked, so a
  /// wrong URL or an uninitialised venue is one line at start-up, not a blank page. Each row left
  /// out as not valid is told to `onSkippedRow` once.
  public static func connect(
    to address: VenueAddress, limits: GameFeed.Limits = GameFeed.Limits(),
    onSkippedRow: @escaping @Sendable (String) -> Void = { _ in }
  ) async throws(ServeError) -> VenueFeed {
    do throws(VenueError) {
      let connection = try await VenueConnection.open(address)
      do throws(VenueError) {
        try await VenueSchema.check(connection)
      } catch {
        await connection.close()
        throw error
      }
      await connection.close()
      return VenueFeed(address: address, limits: limits, onSkippedRow: onSkippedRow)
    } catch {
      throw .venue(error.description)
    }
  }
}
