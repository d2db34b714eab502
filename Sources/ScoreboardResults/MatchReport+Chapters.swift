import FoundationEssentials
import Scoreboard

extension MatchReport {
  /// YouTube chapter lines (`00:12:31 Set 2`, `00:41:05 Goal Lions 2-1`, `Basket Lakers 2-0`: the
  /// sport's ``ScoreWords``), timed from
  /// `streamStart` (the match's first action when `nil`): the start, each set or game (or period)
  /// as it begins, and in the sports that add points up each score. The first chapter is at
  /// 00:00:00, as YouTube requires; moments before the stream started are left out.
  public func chapters(streamStart: Date?) -> [String] {
    guard let first = match.started else { return [] }
    let origin = streamStart ?? first
    var chapters: [(TimeInterval, String)] = [(0, "Start")]
    let name = partName
    for (game, step) in match.transitions {
      guard let date = step.date else { continue }
      let before = game.scoreboard
      let after = step.game.scoreboard
      let offset = date.timeIntervalSince(origin)
      if after.progress.isPointByPoint {
        let part = after.match.part
        if part > before.match.part && after.winner == nil { chapters.append((offset, "\(name) \(part)")) }
      } else if after.timed.isTimed && after.timed.period != before.timed.period {
        chapters.append((offset, after.timed.periodLabel))
      } else if let scorer = Side.allCases.first(where: { after.scores[$0] > before.scores[$0] }) {
        let word = after.rules.sport.profile.scoreWords.chapterWord(
          after.scores[scorer] - before.scores[scorer])
        chapters.append((offset, "\(word) \(after.names[scorer]) \(after.scores.home)-\(after.scores.away)"))
      }
    }
    return chapters.filter { $0.0 >= 0 }.map { "\(Self.timestamp($0.0)) \($0.1)" }
  }

  /// `seconds` as `hh:mm:ss`.
  static func timestamp(_ seconds: TimeInterval) -> String {
    let total = Int(seconds.rounded(.down))
    let (hours, rest) = total.quotientAndRemainder(dividingBy: 3600)
    let (minutes, secs) = rest.quotientAndRemainder(dividingBy: 60)
    return [hours, minutes, secs].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
  }
}
