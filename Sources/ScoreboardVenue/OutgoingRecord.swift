import FoundationEssentials
import Scoreboard
import ScoreboardPersistence
import StateStore

/// A journal record on its way to the venue: what the `records` row and, for a match's first
/// record, the `matches` row hold.
struct OutgoingRecord: Sendable {
  /// The court's journal: when its game started, in microseconds since 1970.
  var journal: String
  /// The record's number in that journal.
  var sequence: UInt64
  /// `record`, or `start` for the game as it started (the journal's first row).
  var kind: String
  /// Which match of the journal it belongs to, from 1: each new match begins the next.
  var match: Int
  /// When it was journaled.
  var recordedAt: Date
  /// The record, in the journal's own JSON.
  var record: String
  /// The `status --json` document of the game after it.
  var summary: String
  /// The sport, the teams and players as the game after it has them: the match row's.
  var sport: String
  var home: String
  var away: String
  var players: String

  /// Whether `stored`, a record as the venue holds it, is this one: the same journal record (or, for
  /// a start row, the same game as it started: not its history, which an older version may have
  /// saved in another form), whatever the order of its JSON keys.
  func hasSameContent(as stored: String) -> Bool {
    let decoder = JSONDecoder()
    if kind == "start" {
      let games = [record, stored].map { try? decoder.decode(Timeline.self, from: Data($0.utf8)).present }
      return games[0] != nil && games[0] == games[1]
    }
    let records = [record, stored].map { try? decoder.decode(JournalRecord.self, from: Data($0.utf8)) }
    return records[0] != nil && records[0] == records[1]
  }

  /// The record of `step`, in match `match` of the journal started at `started`.
  init(step: JournalCursor.Step, journal: String, match: Int) {
    let record = (try? JSONEncoder().encode(step.record)).map { String(decoding: $0, as: UTF8.self) }
    self.init(
      journal: journal, sequence: step.record.sequence, kind: "record", match: match,
      recordedAt: step.record.date,
      record: record ?? "{}", game: step.game)
  }

  /// The start row of the journal started at `started`: the game `start` as it started, its
  /// record the game's history in its saved JSON.
  init(start: Timeline, sequence: UInt64, journal: String, started: Date) {
    let record = (try? JSONEncoder().encode(start)).map { String(decoding: $0, as: UTF8.self) }
    self.init(
      journal: journal, sequence: sequence, kind: "start", match: 1, recordedAt: started,
      record: record ?? "{}",
      game: start.present)
  }

  private init(
    journal: String, sequence: UInt64, kind: String, match: Int, recordedAt: Date, record: String, game: Game
  ) {
    self.journal = journal
    self.sequence = sequence
    self.kind = kind
    self.match = match
    self.recordedAt = recordedAt
    self.record = record
    let report = GameReport(game)
    summary = String(decoding: report.jsonData(), as: UTF8.self)
    sport = report.sport
    home = report.home.name
    away = report.away.name
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let teams = ["home": report.home.players, "away": report.away.players]
    players = (try? encoder.encode(teams)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }
}

/// Reads a state directory's journal into ``OutgoingRecord``s, numbering the matches as it goes,
/// and finishing the rest of a game put away by `--new` before the next game's records.
struct OutgoingReader: Sendable {
  private var cursor: JournalCursor
  private var journal: String?
  private var match = 1
  private var matchHasRecords = false

  init(directory: StateDirectory) {
    cursor = JournalCursor(directory: directory)
  }

  /// The journal being read, once a game was found.
  var currentJournal: String? { journal }

  /// The records written since the last call.
  mutating func next() throws(PersistenceError) -> [OutgoingRecord] {
    let previous = (journal: journal, sequence: cursor.sequence)
    let steps = try cursor.advance()
    let started = cursor.gameStarted.map(JournalCursor.gameKey)
    var outgoing: [OutgoingRecord] = []
    if started != previous.journal, let old = previous.journal {
      outgoing += try rest(ofArchived: old, after: previous.sequence)
      match = 1
      matchHasRecords = false
    }
    journal = started
    guard let started, let date = cursor.gameStarted else { return outgoing }
    if started != previous.journal, let start = cursor.start {
      outgoing.append(
        OutgoingRecord(start: start.game, sequence: start.sequence, journal: started, started: date))
    }
    for step in steps {
      number(step)
      outgoing.append(OutgoingRecord(step: step, journal: started, match: match))
    }
    return outgoing
  }

  /// The records after `sequence` of the archived game whose journal is `key`, if it is found.
  private func rest(ofArchived key: String, after sequence: UInt64) throws(PersistenceError)
    -> [OutgoingRecord]
  {
    for game in cursor.directory.archivedGames.reversed() {
      var archived = OutgoingReader(directory: game)
      let records = try archived.next()
      guard archived.journal == key else { continue }
      return records.filter { $0.sequence > sequence && $0.kind == "record" }
    }
    return []
  }

  private mutating func number(_ step: JournalCursor.Step) {
    if case .scoreboard(.newMatch) = step.record.action, matchHasRecords {
      match += 1
    }
    matchHasRecords = true
  }
}
