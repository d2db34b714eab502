import FoundationEssentials
import Scoreboard

/// One line of the evening's results: when, which sport, who, how it ended and how long it took.
public struct MatchResult: Codable, Equatable, Sendable {
  /// When the match started, ISO 8601 in UTC (`2026-11-24T19:02:11Z`), or empty for a match with no
  /// action.
  public var started: String
  /// The sport's command-line name.
  public var sport: String
  /// The home side's name.
  public var home: String
  /// The away side's name.
  public var away: String
  /// `"home"` or `"away"` once won, else `null`.
  public var winner: String?
  /// The result in words: `Lions won, games 2-1`, `in progress`.
  public var result: String
  /// The score line at the end.
  public var score: String
  /// The finished sets or games (`21-18 19-21 21-15`), or empty.
  public var sets: String
  /// From the first action to the last, in whole seconds.
  public var durationSeconds: Int
  /// Where it was kept: `current` or the archive folder's name.
  public var source: String

  /// The result of `match`.
  public init(_ match: PlayedMatch) {
    let board = match.board
    let view = board.match
    started = match.started.map { $0.formatted(.iso8601) } ?? ""
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

  /// `Lions won, games 2-1`, `Lions won 83-66 on penalties 4-3`, or `in progress`.
  static func words(_ board: ScoreboardState, _ view: MatchView) -> String {
    guard let winner = board.winner else { return "in progress" }
    let name = board.names[winner]
    if let note = view.winnerNote { return "\(name) won \(note)" }
    if let standing = view.standings.first {
      return "\(name) won, \(standing.label) \(standing.counts[winner])-\(standing.counts[winner.opponent])"
    }
    let points = board.resultPoints
    return "\(name) won \(points[winner])-\(points[winner.opponent])"
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
  public static let csvHeader = "started,sport,home,away,winner,result,score,sets,duration_seconds,source"

  /// The result as a CSV row, fields quoted where they hold a comma, a quote or a line break.
  public var csvRow: String {
    [started, sport, home, away, winner ?? "", result, score, sets, "\(durationSeconds)", source]
      .map(Self.csvField).joined(separator: ",")
  }

  private static func csvField(_ field: String) -> String {
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return field }
    return "\"" + field.flatMap { $0 == "\"" ? "\"\"" : String($0) } + "\""
  }
}
