import ArgumentParser

/// `scoreboard-tui venue`: the courts of a venue database, on one screen; and its set-up and results.
struct VenueCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "venue",
    abstract: "Every court of a venue (a PostgreSQL database the keepers copy to) on one screen.",
    discussion: """
      Keepers join a venue with `scoreboard-tui play --venue URL --court NAME`. Set the database up \
      once with `venue init`; `venue` shows every court live; `venue results` lists finished matches. \
      A tournament: `venue import FILE.csv` draws its events and queues their matches, keepers with no \
      names take them as their courts fall free, and `venue desk` shows the courts, queue and draws.
      """,
    subcommands: [
      VenueBoardCommand.self, VenueInitCommand.self, VenueResultsCommand.self, VenueImportCommand.self,
      VenueDeskCommand.self,
    ],
    defaultSubcommand: VenueBoardCommand.self
  )
}
