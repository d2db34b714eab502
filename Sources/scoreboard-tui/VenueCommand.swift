import ArgumentParser

/// `scoreboard-tui venue`: the courts of a venue database, on one screen; and its set-up and results.
struct VenueCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "venue",
    abstract: "Every court of a venue (a PostgreSQL database the keepers copy to) on one screen.",
    discussion: """
      Keepers join a venue with `scoreboard-tui play --venue URL --court NAME`. Set the database up \
      once with `venue init`; `venue` shows every court live; `venue results` lists finished matches.
      """,
    subcommands: [VenueBoardCommand.self, VenueInitCommand.self, VenueResultsCommand.self],
    defaultSubcommand: VenueBoardCommand.self
  )
}
