import FoundationEssentials
import Scoreboard
import ScoreboardPersistence

/// The game as `serve` last read it from the state directory, and how far the journal had come.
public struct FeedReading: Sendable {
  /// The game read (a new game when the directory holds none).
  public var state: AppState
  /// The highest journal record number read: the id of the event that carries this reading.
  public var sequence: UInt64
  /// Whether a scoreboard was keeping the game when it was read.
  public var isKeeperRunning: Bool
  /// Whether the directory held a game.
  public var hasSavedGame: Bool
  /// The game clock that continues the saved one's readings.
  public var clock: GameClockEnvironment
  /// The journal records this reading carries the previous one on by (one, or none when only
  /// whether a keeper runs changed); `nil` when the reading does not follow a journal (a venue's
  /// court): its event then carries neither records nor the timeline.
  public var records: [JournalRecord]?
  /// Whether the reading is a start: its event carries the whole timeline (``FeedTimeline``),
  /// for a follower that has nothing yet, or whose game was replaced.
  public var isStart: Bool
  /// The match events of the record the reading carries, sent before its state event as
  /// `event: NAME` (``MatchEvent``); empty for a start and for a reading of no record.
  public var matchEvents: [MatchEvent] = []

  /// A reading from its parts.
  public init(
    state: AppState, sequence: UInt64, isKeeperRunning: Bool, hasSavedGame: Bool, clock: GameClockEnvironment,
    records: [JournalRecord]? = nil, isStart: Bool = false
  ) {
    self.state = state
    self.sequence = sequence
    self.isKeeperRunning = isKeeperRunning
    self.hasSavedGame = hasSavedGame
    self.clock = clock
    self.records = records
    self.isStart = isStart
  }

  /// This reading as a start: its event carries the whole timeline.
  public var asStart: FeedReading {
    var start = self
    start.isStart = true
    start.records = records.map { _ in [] }
    return start
  }

  /// The game as of now: a running game clock advanced to this moment, as `status` shows it.
  public func presentGame() -> Game {
    var state = state
    if state.scoreboard.isTicking {
      _ = GameLoader.replayReducer.reduce(&state, .scoreboard(.timed(.tick(at: clock.now()))))
    }
    return state.game.present
  }

  /// The `status --json` document of the game as of now, byte for byte what
  /// `scoreboard-tui status --json` prints (without its final newline).
  public func statusDocument() -> Data {
    GameReport(presentGame()).jsonData()
  }

  /// The data of the event that carries this reading: the `status --json` document under `state`,
  /// and the clock as `{running, seconds, direction, as_of}` (`as_of` in milliseconds since 1970)
  /// so a page can run it on by itself without an event per tick. `game` is the game itself in
  /// its saved form, and `reading_ns` the keeper's game-clock reading as the event was made, for
  /// `follow --url`, which draws the same screens as `follow` from them.
  ///
  /// A reading that follows a journal adds `records`, the journal records since the previous
  /// event (each with its `seq`), and a start adds `timeline`, the whole timeline
  /// (``FeedTimeline``): a follower builds the keeper's timeline from a start and carries it on by
  /// the records, as `follow` does from the journal.
  ///
  /// ```json
  /// {"clock": {"as_of": 1764072000000, "direction": "down", "running": true, "seconds": 512.3},
  ///  "keeper_running": true, "saved_game": true, "sequence": 42, "reading_ns": 9081726354,
  ///  "records": [{"seq": 42, "clock": {...}, "action": {...}}],
  ///  "game": {...}, "state": {...}}
  /// ```
  public func eventData(at wallClock: Date = Date()) -> String {
    let report = GameReport(presentGame())
    let document = String(decoding: report.jsonData(), as: UTF8.self)
    let clockFields = report.clock.map { clock in
      let asOf = Int64((wallClock.timeIntervalSince1970 * 1000).rounded())
      return "{\"as_of\": \(asOf), \"direction\": \"\(clock.direction)\", \"running\": \(clock.running), "
        + "\"seconds\": \(clock.seconds)}"
    }
    let game = (try? JSONEncoder().encode(state.game.present)).map { String(decoding: $0, as: UTF8.self) }
    let reading = self.clock.now().components
    let nanoseconds = reading.seconds * 1_000_000_000 + reading.attoseconds / 1_000_000_000
    return "{\"clock\": \(clockFields ?? "null"), \"keeper_running\": \(isKeeperRunning), "
      + "\"saved_game\": \(hasSavedGame), \"sequence\": \(sequence), \"reading_ns\": \(nanoseconds),\n"
      + journalFields() + "\"game\": \(game ?? "null"),\n\"state\": \(document)}"
  }

  /// The `records` and `timeline` fields, each followed by `,\n`; nothing for a reading that does
  /// not follow a journal.
  private func journalFields() -> String {
    guard let records else { return "" }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    var fields = ""
    if let data = try? encoder.encode(records) {
      fields += "\"records\": " + String(decoding: data, as: UTF8.self) + ",\n"
    }
    if isStart, let data = try? encoder.encode(FeedTimeline(state.game)) {
      fields += "\"timeline\": " + String(decoding: data, as: UTF8.self) + ",\n"
    }
    return fields
  }
}
