import FoundationEssentials
import Scoreboard

/// One line of the evening's results: its number, when, which sport, who, how it ended (or how it
/// stands) and how long it took.
public struct MatchResult: Codable, Equatable, Sendable {
  /// The match's number in the evening, from 1 (`report --match N` reports it).
  public var match: Int
  /// When the match started, ISO 8601 with the zone's offset (``WallTime``:
  /// `2026-11-24T20:02:11+01:00`, `...Z` in UTC), or empty for a match with no action.
  public var started: String
  /// The sport's command-line name.
  public var sport: String
  /// The home side's name.
  public var home: String
  /// The away side's name.
  public var away: String
  /// `"home"` or `"away"` once won, else `null`.
  public var winner: String?
  /// The result in words: `Lions won, games 2-1`, or how it stands: `in progress: sets 1-0, games
  /// 3-2, 30-15`.
  public var result: String
  /// The score line at the end.
  public var score: String
  /// The finished sets or games (`21-18 19-21 21-15`), or empty.
  public var sets: String
  /// From the first action to the last, in whole seconds.
  public var durationSeconds: Int
  /// Where it was kept: `current` or the archive folder's name.
  public var source: String

  /// The result of `match`, the evening's match number `number`, its start in UTC when `utc`,
  /// else in the local zone.
  public init(_ match: PlayedMatch, number: Int, utc: Bool = false) {
    let board = match.board
    let view = board.match
    self.match = number
    started = match.started.map { WallTime.text($0, utc: utc) } ?? ""
    sport = board.rules.sport.rawValue
    home = board.names.home
    away = board.names.away
    winner = board.winner?.rawValue
    result = Self.words(board, view)
    score = board.scoreLine
    sets = view.historyText ?? ""
    durationSeconds = Int(match.duration.rounded())
    source = match.source
  }

  /// The results of `matches`, numbered from 1 in their order.
  public static func numbered(_ matches: [PlayedMatch], utc: Bool = false) -> [MatchResult] {
    matches.enumerated().map { MatchResult($0.element, number: $0.offset + 1, utc: utc) }
  }

  /// `Lions won, games 2-1`, `Lions won 83-66 on penalties 4-3`, or how it stands: `in progress:
  /// sets 1-0, games 3-2, 30-15`, `in progress: 45-40`.
  static func words(_ board: ScoreboardState, _ view: MatchView) -> String {
    guard let winner = board.winner else {
      let standings = view.standings.map { "\($0.label) \($0.counts.home)-\($0.counts.away)" }
      return "in progress: " + (standings + ["\(view.score.home)-\(view.score.away)"]).joined(separator: ", ")
    }
    let name = board.names[winner]
    if let note = view.winnerNote { return "\(name) won \(note)" }
    if let standing = view.standings.first {
      return "\(name) won, \(standing.label) \(standing.counts[winner])-\(standing.counts[winner.opponent])"
    }
    let points = board.resultPoints
    return "\(name) won \(points[winner])-\(points[winner.opponent])"
  }

  /// The line `results` prints: `3  2026-11-24T20:02:11+01:00  badminton  Lions v Tigers  Lions
  /// won, games 2-0 (21-15 21-19)  0:31:05`.
  public var textLine: String {
    "\(match)  \(started)  \(screenLine)"
  }

  /// The line of the keeper's results screen: ``textLine`` without the start.
  public var screenLine: String {
    let sets = sets.isEmpty ? "" : " (\(sets))"
    return "\(sport)  \(home) v \(away)  \(result)\(sets)  \(durationText)"
  }

  /// The duration as `h:mm:ss`.
  public var durationText: String { Self.clock(durationSeconds) }

  /// `seconds` as `h:mm:ss`.
  static func clock(_ seconds: Int) -> String {
    let (hours, rest) = seconds.quotientAndRemainder(dividingBy: 3600)
    let (minutes, secs) = rest.quotientAndRemainder(dividingBy: 60)
    return "\(hours):\(minutes < 10 ? "0" : "")\(minutes):\(secs < 10 ? "0" : "")\(secs)"
  }

  /// The CSV header of ``csvRow``.
  public static let csvHeader =
    "started,sport,home,away,winner,result,score,sets,duration_seconds,source,match"

  /// The result as a CSV row, fields quoted where they hold a comma, a quote or a line break.
  public var csvRow: String {
    [started, sport, home, away, winner ?? "", result, score, sets, "\(durationSeconds)", source, "\(match)"]
      .map(Self.csvField).joined(separator: ",")
  }

  private static func csvField(_ field: String) -> String {
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return field }
    return "\"" + field.flatMap { $0 == "\"" ? "\"\"" : String($0) } + "\""
  }
}
