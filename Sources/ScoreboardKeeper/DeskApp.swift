import FoundationEssentials
import ScoreboardDesk
import ScoreboardTUI
import ScoreboardVenue
import StateStore

/// `venue desk` on a terminal: the desk's screen as a program, fed by the venue's desk
/// (``DeskAppFeed``), its calls said by a ``DeskAppSpeaker`` when one is given.
public enum DeskApp {
  /// The desk's screen titled `title`, nothing read yet: second calls after
  /// `secondCallSeconds`, warm-ups of `warmUpSeconds`.
  public static func program(title: String, secondCallSeconds: Double, warmUpSeconds: Double) throws
    -> Program<DeskScreenState, DeskScreenAction>
  {
    let state = DeskScreenState(
      title: title, secondCallSeconds: secondCallSeconds, warmUpSeconds: warmUpSeconds)
    return try Program(initialState: state, reducer: DeskScreenState.reducer)
  }

  /// Checks that the desk of the venue at `address` can be read; throws a one-line reason
  /// otherwise.
  public static func check(_ address: VenueAddress) throws {
    try waitFor {
      let ledger = try await DeskLedger.open(address)
      await ledger.close()
    }
  }

  /// Runs the desk of the venue at `address` on the terminal, drawn with `options`, until `q` or a
  /// signal; `speaker` says each call made while it runs.
  public static func run(
    _ address: VenueAddress, options: ViewOptions, secondCallSeconds: Double, warmUpSeconds: Double,
    speaker: DeskAppSpeaker?
  ) throws -> TerminalApp.Ending {
    let program = try program(
      title: "\(address)", secondCallSeconds: secondCallSeconds, warmUpSeconds: warmUpSeconds)
    let feed = DeskAppFeed(address: address, program: program)
    let spoken = speaker.map { speaker in program.observe({ $0.calls }) { speaker.say($0) } }
    defer { spoken?.cancel() }
    Task { await feed.start() }
    let app = DeskScreenApp(program: program, options: options) { action in
      Task { await feed.record(action) }
    }
    let ending = app.run()
    _ = try? waitFor { await feed.stop() }
    return ending
  }
}
