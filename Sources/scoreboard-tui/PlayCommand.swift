import ArgumentParser
import Foundation
import Scoreboard
import ScoreboardTUI
import StateStore

/// `scoreboard-tui`: a full-screen keyboard scoreboard and tally counter.
struct ScoreboardCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scoreboard-tui",
    abstract: "A full-screen keyboard scoreboard and tally counter for the terminal.",
    discussion: """
      Keys: h/a score for the left/right team, H/A take a point off, a count first multiplies \
      (3h adds 3), u undo, U redo, r reset, s swap ends, Tab counters, ? help, q quit.
      """,
    version: "0.1.0"
  )

  @Option(help: "The home team's name (at most \(TeamScore.maximumNameLength) characters).")
  var home = Side.home.defaultName

  @Option(help: "The away team's name (at most \(TeamScore.maximumNameLength) characters).")
  var away = Side.away.defaultName

  @Flag(help: "Draw without colours (also when NO_COLOR is set).")
  var noColor = false

  @Flag(help: "Draw with plain ASCII characters only (automatic when the locale is not UTF-8).")
  var ascii = false

  @OptionGroup(title: "Sport")
  var sportOptions: SportOptions

  func validate() throws {
    for (flag, name) in [("--home", home), ("--away", away)] where name.count > TeamScore.maximumNameLength {
      throw ValidationError("\(flag): a name has at most \(TeamScore.maximumNameLength) characters")
    }
    do {
      _ = try sportOptions.rules()
    } catch {
      throw ValidationError(error.description)
    }
  }

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    do {
      try TerminalApp.checkTerminal(environment: environment)
    } catch {
      FileHandle.standardError.write(Data("scoreboard-tui: \(error)\n".utf8))
      throw ExitCode(2)
    }
    let isUTF8 = TerminalLocale.activate(environment: environment)
    let options = ViewOptions(
      useASCII: ascii || !isUTF8,
      useColor: !noColor && (environment["NO_COLOR"] ?? "").isEmpty
    )
    let rules = try sportOptions.rules()
    let game = Game(scoreboard: ScoreboardState(homeName: home, awayName: away, rules: rules))
    let clock = GameClockEnvironment.live
    let store = Store(initialState: AppState(game: game), reducer: AppState.reducer(environment: clock))
    let ending = try TerminalApp(store: store, options: options, now: clock.now).run()
    ending.terminateProcess()
  }
}
