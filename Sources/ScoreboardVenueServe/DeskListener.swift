import ScoreboardVenue

/// Listens on the desk's channel (`LISTEN venue_desk`, which every ``DeskLedger`` write
/// notifies) for `serve --venue`'s desk pages and `venue desk`'s screen, through a connection of
/// its own that is made again, every `retry`, whenever it breaks.
public enum DeskListener {
  /// The channel every write of the desk notifies.
  public static let channel = "venue_desk"

  /// Listens until the task is cancelled, calling `wake` once connected (anything written while
  /// away should be read) and at each notification.
  public static func run(
    address: VenueAddress, retry: Duration = .seconds(1), wake: @escaping @Sendable () -> Void
  )
    async
  {
    while !Task.isCancelled {
      do throws(VenueError) {
        let connection = try await VenueConnection.open(address)
        do {
          try await connection.connection.listen(on: channel) { notifications in
            wake()
            for try await _ in notifications { wake() }
          }
        } catch {
          // Broken: made again after `retry`.
        }
        await connection.close()
      } catch {
        // Not reachable now: tried again after `retry`.
      }
      try? await Task.sleep(for: retry)
    }
  }
}
