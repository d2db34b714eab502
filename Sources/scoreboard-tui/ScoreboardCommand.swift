import ArgumentParser

/// `scoreboard-tui`: a full-screen keyboard scoreboard and tally counter, and the commands that
/// read its saved game from scripts.
struct ScoreboardCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scoreboard-tui",
    abstract: "A full-screen keyboard scoreboard and tally counter for the terminal.",
    discussion: """
      Without a subcommand it keeps score (play): scoreboard-tui --sport NAME --home Lions. \
      Its options (--sport and the rules, --home, --away, --new, --state-dir, --export-dir, --keys, \
      --no-color, --ascii) are listed by 'scoreboard-tui help play'.
      """,
    version: "0.2.0",
    subcommands: [
      PlayCommand.self, FollowCommand.self, StatusCommand.self, ReplayCommand.self, LogCommand.self,
      KeysCommand.self, ResultsCommand.self, ReportCommand.self, ServeCommand.self, VenueCommand.self,
    ],
    defaultSubcommand: PlayCommand.self
  )
}
