import ArgumentParser
import FoundationEssentials
import ScoreboardKeeper

/// `scoreboard-tui venue [board]`: every court of the venue as a small live board.
struct VenueBoardCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "board",
    abstract: "Show every court of the venue live (the default venue command).",
    discussion: """
      Each court shows its teams, score, server, period and clock, and whether it is live, final or \
      without a keeper. Arrow keys (or h/j/k/l) pick a court, Enter follows it full screen (read-only; \
      q or Esc comes back), R lists the finished matches, q quits.
      """
  )

  @OptionGroup
  var venue: VenueURLOption

  @OptionGroup
  var terminal: TerminalOptions

  func validate() throws {
    try terminal.validateTheme(servesPages: false)
  }

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    try terminal.checkTerminal(environment: environment)
    let address = try venue.address()
    do {
      try VenueBoard.check(address)
    } catch {
      throw CommandFailure(error)
    }
    try VenueBoard.run(address, options: terminal.viewOptions(environment: environment)).terminateProcess()
  }
}
