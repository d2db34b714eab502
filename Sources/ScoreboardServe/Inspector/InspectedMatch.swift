import FoundationEssentials
import Scoreboard
import StoreInspector

/// What the inspector of `serve --inspect` keeps of the match after each journal record: the
/// match as `status --json` shows it, the step of its history it stands at and the record's
/// number. It is small on purpose: the inspector keeps up to 10,000 of them, and the game's
/// timeline (which grows with every step) would make each one cost the whole history.
///
/// Encoded (for the page's tree, its diff and an exported session) as
/// `{"step": 3, "record": 7, "match": <the status --json document>}`, the match's keys in snake
/// case as everywhere else the app shows it.
public struct InspectedMatch: Codable, Equatable, Sendable {
  /// The step of the match's history the record left it at: 0 the start, then one more for
  /// each change kept (an undo goes one back). What `rewind N` and `preview N` take.
  public var step: Int
  /// The number of the journal record that left the match so (that of the record before the
  /// game's first, for its start).
  public var record: UInt64
  /// The match as `status --json` shows it: sport, teams, scores, period, clock, counters.
  public var match: GameReport

  /// The versions of ``InspectedMatch``'s and ``AppAction``'s encoded forms that an exported
  /// session carries: a session of other versions is refused on import.
  public static let schema = InspectorSchema(state: "inspected-match 1", action: "app-action 1")

  /// The match `match`, at `step` of its history, as record `record` left it.
  public init(step: Int, record: UInt64, match: GameReport) {
    self.step = step
    self.record = record
    self.match = match
  }

  /// The match at the present of `timeline`, as record `record` left it.
  public init(record: UInt64, timeline: Timeline) {
    self.init(step: timeline.steps.count - 1, record: record, match: GameReport(timeline.present))
  }

  /// Whether `one` and `other` show the same scores, cards, fouls, sets and counters: the
  /// clocks (the game's, the penalties', a countdown) aside.
  public static func sameScores(_ one: GameReport, _ other: GameReport) -> Bool {
    let scores = { (report: GameReport) -> [GameReport.Team] in
      [report.home, report.away].map { team in
        var team = team
        team.penalties = team.penalties.map { $0.map { _ in "" } }
        return team
      }
    }
    return scores(one) == scores(other) && one.counters == other.counters
      && one.setsHistory == other.setsHistory
      && one.winner == other.winner
  }

  private enum CodingKeys: String, CodingKey { case step, record, match }

  /// Reads the form ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    step = try container.decode(Int.self, forKey: .step)
    record = try container.decode(UInt64.self, forKey: .record)
    let document = try JSONEncoder().encode(try container.decode(JSONValue.self, forKey: .match))
    let reportDecoder = JSONDecoder()
    reportDecoder.keyDecodingStrategy = .convertFromSnakeCase
    match = try reportDecoder.decode(GameReport.self, from: document)
  }

  /// Writes the step, the record and the match as the `status --json` document.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(step, forKey: .step)
    try container.encode(record, forKey: .record)
    try container.encode(try JSONDecoder().decode(JSONValue.self, from: match.jsonData()), forKey: .match)
  }
}
