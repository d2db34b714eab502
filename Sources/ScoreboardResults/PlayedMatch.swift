import FoundationEssentials
import Scoreboard
import ScoreboardPersistence

/// One match as the state directory's journal tells it: every action from its start (the game's
/// first record, or the `new match` that began it) with its time, and the game at its end.
public struct PlayedMatch: Sendable {
  /// Where the match was kept: `current`, or the archive folder's name (`20261124T190211Z`).
  public var source: String
  /// The match's actions, oldest first, each with its time and the game before and after it.
  public var entries: [EventLog.Entry]
  /// The game as the match left it (as it started when it has no action).
  public var final: Game

  /// The match from its entries; `start` is the game before the first of them.
  public init(source: String, entries: [EventLog.Entry], start: Game) {
    self.source = source
    self.entries = entries
    self.final = entries.last?.after ?? start
  }

  /// When the first action was journaled, or `nil` for a match with none.
  public var started: Date? { entries.first?.date }

  /// From the first action to the last; zero for a match of one action or none.
  public var duration: TimeInterval {
    guard let first = entries.first?.date, let last = entries.last?.date else { return 0 }
    return last.timeIntervalSince(first)
  }

  /// The board at the end.
  public var board: ScoreboardState { final.scoreboard }

  /// The matches in the game kept in `directory`: its journal split at each `new match`, so a
  /// match started from the menu is a match of its own. Matches without a point are left out,
  /// except a lone one (a game just started).
  public static func matches(inGameAt directory: URL, source: String) throws(PersistenceError) -> (
    matches: [PlayedMatch], notices: [String]
  ) {
    let log = try EventLog.entries(directory: directory)
    var matches: [PlayedMatch] = []
    var current: [EventLog.Entry] = []
    var start = log.entries.first?.before ?? Game()
    for entry in log.entries {
      if case .scoreboard(.newMatch) = entry.action, !current.isEmpty {
        matches.append(PlayedMatch(source: source, entries: current, start: start))
        current = []
        start = entry.after
      }
      current.append(entry)
    }
    matches.append(PlayedMatch(source: source, entries: current, start: start))
    let played = matches.filter { $0.hasPoints }
    return (played.isEmpty ? Array(matches.suffix(1)) : played, log.notices)
  }

  /// Whether any point was scored in the match.
  var hasPoints: Bool {
    board.scores != SidePair(both: 0) || !board.rallies.isEmpty || board.winner != nil
  }
}

extension StateDirectory {
  /// Every match kept here, oldest first: the archived games' (`archive/*/`, by name) and then the
  /// current game's; what could not be read is in `notices`, one line each.
  public func playedMatches() -> (matches: [PlayedMatch], notices: [String]) {
    var matches: [PlayedMatch] = []
    var notices: [String] = []
    let archive = url.appendingPathComponent("archive")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: archive.path)) ?? []).sorted()
    let games = names.map { (archive.appendingPathComponent($0), $0) } + [(url, "current")]
    for (folder, name) in games {
      do {
        guard name != "current" || (try? requireSavedGame()) != nil else { continue }
        let found = try PlayedMatch.matches(inGameAt: folder, source: name)
        matches += found.matches
        notices += found.notices.map { "\(name): \($0)" }
      } catch {
        notices.append("\(name): \(error)")
      }
    }
    return (matches, notices)
  }
}
