import FoundationEssentials
import Scoreboard
import ScoreboardPersistence

/// One match as the state directory's journal tells it: the effective steps of the game's timeline
/// from the match's start (the game's start, or the `new match` that began it), each with its time,
/// and the game at its end. Undone steps are not in it; redone ones are, as the steps they were.
public struct PlayedMatch: Sendable {
  /// Where the match was kept: `current`, or the archive folder's name (`20261124T190211Z`).
  public var source: String
  /// The game the match started from: the game's start, or the first game of its `new match`.
  public var start: Game
  /// The match's effective steps, oldest first, each with the game after it and its time.
  public var steps: [TimelineStep]
  /// When the match started: its first step's time, else (a match without steps) its start's.
  public var started: Date?

  /// The match from `start` through `steps`; `started` is when it began where no step says.
  public init(source: String, start: Game, steps: [TimelineStep], started: Date? = nil) {
    self.source = source
    self.start = start
    self.steps = steps
    self.started = steps.lazy.compactMap(\.date).first ?? started
  }

  /// The game as the match left it (as it started when it has no step).
  public var final: Game { steps.last?.game ?? start }

  /// The match as a timeline of its own, its start first: what its statistics are read from.
  public var timeline: Timeline { Timeline(steps: [TimelineStep(game: start)] + steps) }

  /// The steps each with the game before it, oldest first.
  public var transitions: [(before: Game, step: TimelineStep)] {
    zip([start] + steps.map(\.game), steps).map { ($0, $1) }
  }

  /// From the first step to the last, by their times; zero for a match of one step or none.
  public var duration: TimeInterval {
    guard let first = started, let last = steps.last(where: { $0.date != nil })?.date else { return 0 }
    return max(0, last.timeIntervalSince(first))
  }

  /// The board at the end.
  public var board: ScoreboardState { final.scoreboard }

  /// The matches in the game kept in `directory`: its timeline split at each `new match`, so a
  /// match started from the menu is a match of its own. Matches without a point are left out,
  /// except a lone one (a game just started).
  public static func matches(inGameAt directory: URL, source: String) throws(PersistenceError) -> (
    matches: [PlayedMatch], notices: [String]
  ) {
    let reading = try EventLog.read(directory: directory)
    let timeline = reading.timeline
    var matches: [PlayedMatch] = []
    var start = timeline.steps[0].game
    var current: [TimelineStep] = []
    for step in timeline.steps.dropFirst() {
      if case .scoreboard(.newMatch) = step.action {
        matches.append(PlayedMatch(source: source, start: start, steps: current, started: reading.started))
        current = []
        start = step.game
      }
      current.append(step)
    }
    matches.append(PlayedMatch(source: source, start: start, steps: current, started: reading.started))
    let played = matches.filter { $0.hasPoints }
    return (played.isEmpty ? Array(matches.suffix(1)) : played, reading.notices)
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
