/// A match of games and sets written point by point as the public tennis point-by-point data sets
/// write it (Jeff Sackmann's `tennis_pointbypoint`): `S` when the server won the point, `R` when the
/// receiver did, `;` after each game, `.` after each set but the last, and `/` where the serve
/// changes within a tiebreak.
///
/// ```swift
/// PointByPointNotation.text(of: board)  // "SSSS;RRSRSR;SRSSS;...;S/RR/SS/RR.SSRS;..."
/// ```
public enum PointByPointNotation {
  /// The match on `board` so far, or `nil` for a sport not of games and sets, or one not kept
  /// point by point.
  public static func text(of board: ScoreboardState) -> String? {
    guard board.rules.sport.scoring == .gamesAndSets, board.progress.isPointByPoint else { return nil }
    var replay = board
    replay.progress.changePoints { played, _ in played = [] }
    var text = ""
    for winner in board.rallies {
      let before = replay.outline
      guard before.winner == nil, let server = before.server else { break }
      replay.progress.changePoints { played, _ in played.append(winner) }
      let after = replay.outline
      text += winner == server ? "S" : "R"
      if after.finishedParts > before.finishedParts {
        if after.winner == nil { text += "." }
      } else if after.setGamesPlayed != before.setGamesPlayed {
        text += ";"
      } else if let next = after.server, next != server {
        text += "/"
      }
    }
    return text
  }
}
