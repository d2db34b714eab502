import ArgumentParser
import ScoreboardKeeper
import ScoreboardVenue

/// `scoreboard-tui venue init`: creates or upgrades the venue's tables.
struct VenueInitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Create the venue's tables in the database, or bring them up to this version.",
    discussion: """
      Run it once as the database's owner. Keepers need only INSERT and SELECT on the tables and \
      USAGE on their sequences (see the README).
      """
  )

  @OptionGroup
  var venue: VenueURLOption

  func run() throws {
    let address = try venue.address()
    do {
      let (from, to) = try waitFor {
        let connection = try await VenueConnection.open(address)
        do {
          let versions = try await VenueSchema.migrate(connection)
          await connection.close()
          return versions
        } catch {
          await connection.close()
          throw error
        }
      }
      print(
        from == to
          ? "venue \(address): schema version \(to), up to date"
          : "venue \(address): schema version \(to) (was \(from == 0 ? "empty" : String(from)))")
    } catch {
      throw CommandFailure(error)
    }
  }
}
