import FoundationEssentials
import Scoreboard
import ScoreboardPersistence
import ScoreboardTUI
import ScoreboardVenue

/// The venue board's program: every court of the venue, changed by its feed through
/// `program.send` and by the keys on the loop's thread.
public enum VenueBoard {
  /// A board titled `title`, with no court yet.
  public static func program(title: String) throws -> Program<VenueBoardState, VenueBoardAction> {
    try Program(initialState: VenueBoardState(title: title), reducer: VenueBoardState.reducer)
  }

  /// The state to draw at `now`: the followed game's running clock run on to `now`.
  @Sendable public static func toDraw(_ state: VenueBoardState, at now: Date) -> VenueBoardState {
    guard var followed = state.followed, followed.scoreboard.isTicking,
      let clock = state.followedClock
    else { return state }
    let reading = clock.reading + .milliseconds(Int64(now.timeIntervalSince(clock.madeAt) * 1000))
    _ = GameLoader.replayReducer.reduce(&followed, .scoreboard(.timed(.tick(at: reading))))
    var drawn = state
    drawn.followed = followed
    return drawn
  }

  /// The followed game's clock as a record stamped `stamp` says it: when it was made, and the game
  /// clock's reading then.
  public static func clock(of stamp: ClockStamp?) -> (reading: Duration, madeAt: Date)? {
    stamp.map { (Duration.nanoseconds($0.reading), Date(timeIntervalSince1970: $0.time)) }
  }
}

extension VenueBoard {
  /// Checks that the venue's database at `address` can be reached and holds this version's
  /// schema; throws a one-line reason otherwise.
  public static func check(_ address: VenueAddress) throws {
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
  }

  /// Runs the board of the venue at `address` on the terminal, drawn with `options`: its feed
  /// reads the database and sends to the program; what a key asks of the feed goes to it. The
  /// feed is stopped when the board ends.
  public static func run(_ address: VenueAddress, options: ViewOptions) throws -> TerminalApp.Ending {
    let program = try program(title: "Venue \(address)")
    let feed = VenueBoardFeed(address: address, program: program)
    Task { await feed.start() }
    let app = VenueBoardApp(program: program, options: options, toDraw: toDraw) { request in
      switch request {
      case .follow(let name): Task { await feed.follow(name) }
      case .loadResults: Task { await feed.loadResults() }
      }
    }
    let ending = app.run()
    _ = try? waitFor { await feed.stop() }
    return ending
  }
}
