import FoundationEssentials
import PostgresNIO
import Scoreboard
import ScoreboardPersistence
import StateStore

/// A court's game after one of its records, as
/// ``VenueReader/steps(of:journal:after:onto:stamp:on:)`` replays them: what `serve --venue` sends
/// as one event.
public struct VenueStep: Sendable {
  /// The game after the record (without its history: the replayed state holds that).
  public var game: Game
  /// The record's number in the court's journal.
  public var sequence: UInt64
  /// The keeper's clock stamp of the newest record so far (`nil` before the first record), from
  /// which the game clock's reading is run on.
  public var stamp: ClockStamp?
  /// When the record was journaled.
  public var recordedAt: Date
}

extension VenueReader {
  /// The game of `court`'s journal `journal` after each of its records after `sequence` (all of
  /// them, the start row first, for `nil`), replayed onto `state` (from the journal's start row
  /// when `state` is `nil`), oldest first: one step per
  /// row, so a follower that missed several records still sees each. `stamp` is the one `state`
  /// was replayed to, carried on until a record has its own. `state` is left as the game after
  /// the last row, changed in place: a follower that keeps it alone pays only for the new rows.
  /// A row that is not valid is left out, and `skipping` told which and why.
  public static func steps(
    of court: String, journal: String, after sequence: UInt64?, onto state: inout AppState?,
    stamp: ClockStamp?, on connection: VenueConnection, skipping: (String) -> Void = { _ in }
  ) async throws(VenueError) -> [VenueStep] {
    let rows = try await connection.run(
      """
      SELECT seq, kind, record, recorded_at FROM records
      WHERE court = \(court) AND journal = \(journal) AND seq > \(sequence.map { Int64($0) } ?? -1)
      ORDER BY seq
      """)
    var stamp = stamp
    var steps: [VenueStep] = []
    for row in rows {
      let number: Int64
      let recordedAt: Date
      do {
        let kind: String
        let record: String
        (number, kind, record, recordedAt) = try row.decode((Int64, String, String, Date).self)
        if kind == "start" {
          var fresh = AppState()
          fresh.game = try InvalidRow.decode(Timeline.self, from: record, what: "the game")
          state = fresh
        } else if state != nil {
          let journaled = try InvalidRow.decode(JournalRecord.self, from: record, what: "the record")
          _ = GameLoader.replayReducer.reduce(&state!, journaled.action)
          stamp = journaled.stamp
        } else {
          continue
        }
      } catch {
        let reason = (error as? InvalidRow)?.description ?? "a column cannot be read"
        skipping("court \(court): left out a record of journal \(journal) that is not valid: \(reason)")
        continue
      }
      if let game = state?.game.present {
        steps.append(VenueStep(game: game, sequence: UInt64(number), stamp: stamp, recordedAt: recordedAt))
      }
    }
    return steps
  }
}
