import ArgumentParser
import FoundationEssentials
import ScoreboardTUI
import ScoreboardVenue

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

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    try terminal.checkTerminal(environment: environment)
    let address = try venue.address()
    do {
      try waitFor {
        let connection = try await VenueConnection.open(address)
        do {
          try await VenueSchema.check(connection)
          await connection.close()
        } catch {
          await connection.close()
          throw error
        }
      }
    } catch {
      printError("\(error)")
      throw ExitCode(2)
    }
    let options = terminal.viewOptions(environment: environment)
    let inbox = try LoopInbox()
    let model = VenueBoardModel(title: "Venue \(address)")
    let feed = VenueBoardFeed(address: address, model: model, inbox: inbox)
    Task { await feed.start() }
    let ending = ScreenLoop.run(
      inbox: inbox, useColor: options.useColor, tick: .milliseconds(250),
      render: { size in
        VenueBoardView.frame(for: model.stateToDraw(at: Date()), size: size, now: Date(), options: options)
      },
      handle: { key, size in model.handle(key, size: size, feed: feed) })
    _ = try? waitFor { await feed.stop() }
    ending.terminateProcess()
  }
}
