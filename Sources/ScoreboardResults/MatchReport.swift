import FoundationEssentials
import Scoreboard
import ScoreboardPersistence

/// The report of one match: the result, the sets or games, the statistics, and the match told
/// point by point (the sports played point by point) or as its scoring timeline (the others), as
/// plain text or as a printable HTML page with the momentum chart drawn in SVG.
public struct MatchReport: Sendable {
  /// The match reported.
  public var match: PlayedMatch
  /// Whether times are written in UTC rather than the local zone (``WallTime``).
  public var utc: Bool
  /// The venue desk's match it was, as the desk holds it now (``deskLines``), if it was one.
  public var desk: DeskMatchEntry?

  /// The report of `match`, its times in UTC when `utc`, else in the local zone; `desk` is the
  /// venue desk's match it was, if any.
  public init(_ match: PlayedMatch, utc: Bool = false, desk: DeskMatchEntry? = nil) {
    self.match = match
    self.utc = utc
    self.desk = desk
  }

  /// The statistics, read off the match's timeline: from its points, or from the scores it went
  /// through.
  public var statistics: MatchStatistics { match.timeline.statistics }

  /// `<Sport>: Lions v Tigers`, the sport by its display name.
  public var title: String {
    let board = match.board
    return "\(board.rules.displayName): \(board.names.home) v \(board.names.away)"
  }

  /// The lines of the plain-text report.
  public var textLines: [String] {
    let board = match.board
    let result = MatchResult.words(board, board.match)
    let finished = board.match.historyText ?? ""
    // A one-game match's result already gives its game's points: no need to say them twice.
    let sets = finished.isEmpty || result.hasSuffix(" \(finished)") ? "" : " (\(finished))"
    var lines = [title, result + sets, board.scoreLine]
    if let started = match.started {
      let lasted = MatchResult.clock(Int(match.duration.rounded()))
      lines.append("Started \(WallTime.text(started, utc: utc)), lasted \(lasted)")
    }
    lines += deskLines
    lines.append("")
    lines += statisticsTable
    lines.append("")
    lines += board.progress.isPointByPoint ? progression : timeline
    return lines
  }

  /// The statistics side by side, a header line with the names first.
  public var statisticsTable: [String] {
    let board = match.board
    let figures = statistics
    var rows: [(String, String, String)] = [("", board.names.home, board.names.away)]
    let pair = { (label: String, counts: SidePair<Int>) in (label, "\(counts.home)", "\(counts.away)") }
    rows.append(pair(board.rules.sport.profile.scoreWords.wonLabel, figures.pointsWon))
    if let onServe = figures.pointsWonOnServe, let onReturn = figures.pointsWonOnReturn {
      rows += [pair("On serve", onServe), pair("On return", onReturn)]
    }
    rows += [pair("Longest run", figures.longestRun), pair("Biggest lead", figures.biggestLead)]
    rows.append(("Lead changes", "\(figures.leadChanges)", ""))
    let widths = (
      rows.map(\.0.count).max() ?? 0, rows.map(\.1.count).max() ?? 0, rows.map(\.2.count).max() ?? 0
    )
    return rows.map { row in
      row.0 + String(repeating: " ", count: widths.0 - row.0.count) + "  "
        + String(repeating: " ", count: widths.1 - row.1.count) + row.1 + "  "
        + String(repeating: " ", count: widths.2 - row.2.count) + row.2
    }
  }

  /// Point by point: for each game (or set), the score after each point that stands (a point taken
  /// back is gone from it, as from the match).
  public var progression: [String] {
    var standing: [(rallies: Int, part: Int, score: String)] = []
    for (before, step) in match.transitions {
      let board = step.game.scoreboard
      let rallies = board.rallies.count
      guard before.scoreboard.rallies.count != rallies || before.scoreboard.rules != board.rules else {
        continue
      }
      let kept = rallies - step.facts.points.count
      standing.removeAll { $0.rallies > kept || before.scoreboard.rules != board.rules }
      guard !step.facts.points.isEmpty else { continue }
      let old = before.scoreboard.match
      let new = board.match
      let finished = new.history.count > old.history.count ? new.history.last : nil
      let score =
        finished.map { "[\($0.scores.home)-\($0.scores.away)]" } ?? "\(new.score.home)-\(new.score.away)"
      standing.append((rallies, old.part, score))
    }
    var lines: [String] = []
    var part = 0
    var scores: [String] = []
    for point in standing {
      if point.part != part {
        if !scores.isEmpty { lines.append("\(partName) \(part): " + scores.joined(separator: " ")) }
        part = point.part
        scores = []
      }
      scores.append(point.score)
    }
    if !scores.isEmpty { lines.append("\(partName) \(part): " + scores.joined(separator: " ")) }
    return lines
  }

  /// What the match's parts are called: `Set` (a sport of sets, a rally sport calling its games sets, a plain scoreboard in sets) or
  /// `Game`.
  var partName: String {
    let board = match.board
    if board.rules.sport.scoring == .gamesAndSets || board.rules.gamesPerSet != nil { return "Set" }
    return board.rules.sport.profile.rally?.gameName ?? "Game"
  }

  /// The scoring timeline: each change of score with the time into the match, the period and its
  /// clock where the sport has them, and the score after it.
  public var timeline: [String] {
    guard let start = match.started else { return [] }
    return match.transitions.compactMap { transition in
      let before = transition.before.scoreboard
      let after = transition.step.game.scoreboard
      guard before.scores != after.scores, let date = transition.step.date else { return nil }
      let elapsed = MatchResult.clock(Int(date.timeIntervalSince(start).rounded()))
      let clock = after.timed.isTimed ? "  \(after.timed.periodLabel) \(after.timed.clock.display)" : ""
      let scorer = Side.allCases.first { after.scores[$0] > before.scores[$0] }
      let what = scorer.map { "\(after.names[$0]) scores" } ?? "correction"
      return "\(elapsed)\(clock)  \(what)  \(after.scores.home)-\(after.scores.away)"
    }
  }
}
