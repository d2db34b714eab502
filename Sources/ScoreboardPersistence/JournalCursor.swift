import FoundationEssentials
import Scoreboard
import StateStore

/// Reads the game kept in a state directory record by record from its start, picking up where
/// it left off on each call: what a copier of the journal (the venue) needs. Read-only and
/// lock-free, like `log`: only what the journal made durable is seen, a torn tail is left out.
///
/// A game is known by when it started (its `snapshot.start`): a game put away by `--new` and a
/// new one begun is a new ``gameStarted``, and the cursor starts over from that game's first record.
///
/// ```swift
/// var cursor = JournalCursor(directory: stateDirectory)
/// for step in try cursor.advance() { send(step.record, step.game) }
/// ```
public struct JournalCursor: Sendable {
  /// One record read, with the game after it.
  public struct Step: Sendable {
    /// The record as the journal holds it.
    public var record: JournalRecord
    /// The game after the record.
    public var game: Game
    /// The whole timeline after the record, undone steps and all (what match events are read from).
    public var timeline: Timeline
  }

  /// The state directory read.
  public let directory: StateDirectory
  /// When the game being read started, or `nil` before a game was found.
  public private(set) var gameStarted: Date?
  /// The game as it started, and the number of the record before its first: what its records
  /// replay from.
  public private(set) var start: (sequence: UInt64, game: Timeline)?
  /// The last record read: the next ``advance()`` returns the records after it.
  public private(set) var sequence: UInt64 = 0
  /// The whole state after the last record: replaying needs the undo history.
  private var state = AppState()
  private let reducer: Reducer<AppState, AppAction>

  /// The key a game is known by wherever its records are copied or its events sent (the venue's
  /// journals, the webhooks' positions): when it started, in microseconds since 1970.
  public static func gameKey(_ started: Date) -> String {
    String(Int64((started.timeIntervalSince1970 * 1_000_000).rounded()))
  }

  /// A cursor at the start of the game kept in `directory`.
  public init(directory: StateDirectory, reducer: Reducer<AppState, AppAction> = GameLoader.replayReducer) {
    self.directory = directory
    self.reducer = reducer
  }

  /// The game after the last record read (a blank game before any).
  public var game: Game { state.game.present }

  /// The whole timeline after the last record read, undone steps and all: the keeper's history
  /// as the journal has it. A copy shares the steps; keep it only as long as it is read.
  public var timeline: Timeline { state.game }

  /// The records written since the last call, each with the game after it, oldest first. When
  /// the directory now keeps another game than before, reading starts over from that game's start.
  ///
  /// Records are numbered without gaps, so a gap means records the reading could not find. It is
  /// done again, and a gap that stays (a segment lost from the directory) ends the reading before
  /// the gap, so a game is never replayed without some of its records.
  ///
  /// Throws ``PersistenceError/newerFormat(file:version:)`` for files of a newer version, and
  /// ``PersistenceError/unreplayable(path:reason:)`` when the next record is missing for good.
  ///
  /// Every step returned shares the timeline as it stood after its record, so the next record's
  /// step copies the timeline's storage: reading many records at once (a game read from its start)
  /// costs time and memory that grow with the square of the game. A reader that needs each step
  /// only as it comes uses ``advance(visiting:)``.
  public mutating func advance() throws(PersistenceError) -> [Step] {
    var steps: [Step] = []
    try advance(visiting: { steps.append($0) })
    return steps
  }

  /// Hands `visit` each record written since the last call, with the game after it, oldest first,
  /// as ``advance()`` returns them. A step `visit` does not keep leaves the timeline's storage to
  /// the cursor alone, so the next record is applied in place: reading a game of n records costs
  /// n steps of the reducer, not n copies of the timeline. When the directory now keeps another game,
  /// `newGame` is told its start (the number of the record before its first, and the game as it
  /// started) before its records are visited.
  public mutating func advance(
    visiting visit: (Step) -> Void, newGame: ((sequence: UInt64, game: Timeline)) -> Void = { _ in }
  ) throws(PersistenceError) {
    guard case .snapshot(let start) = try Snapshot.read(at: directory.startSnapshot) else { return }
    if gameStarted != start.stamp.date {
      gameStarted = start.stamp.date
      state = AppState()
      state.game = start.game()
      sequence = start.sequence
      self.start = (start.sequence, state.game)
      newGame((start.sequence, state.game))
    }
    var records = try recordsAfter(sequence)
    for _ in 1..<Self.readings where wholeCount(records) < records.count {
      records = try recordsAfter(sequence)
    }
    let whole = records.prefix(wholeCount(records))
    if whole.isEmpty, let next = records.first {
      throw .unreplayable(
        path: directory.url.path,
        reason: "records \(sequence + 1)...\(next.sequence - 1) of its journal are missing")
    }
    for record in whole {
      sequence = record.sequence
      _ = reducer.reduce(&state, record.action)
      visit(Step(record: record, game: state.game.present, timeline: state.game))
    }
  }

  /// How many times a reading that found a gap is done in all.
  private static let readings = 5

  /// The records numbered after `sequence` in the segments and the journal, in order. `journal`
  /// is read before the segments are listed, so one the keeper renames meanwhile is listed.
  private func recordsAfter(_ sequence: UInt64) throws(PersistenceError) -> [JournalRecord] {
    let journal = try JournalReader.records(at: directory.journal).records
    var files: [[JournalRecord]] = []
    for segment in directory.segments(after: sequence) {
      files.append(try JournalReader.records(at: segment.url).records)
    }
    files.append(journal)
    var records: [JournalRecord] = []
    for file in files {
      for record in file
      where record.sequence > (records.last?.sequence ?? sequence) {
        records.append(record)
      }
    }
    return records
  }

  /// How many of `records` follow the last record read without a gap.
  private func wholeCount(_ records: [JournalRecord]) -> Int {
    records.enumerated().prefix { $0.element.sequence == sequence + 1 + UInt64($0.offset) }.count
  }
}
