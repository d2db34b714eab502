/// How the team-foul limit (``SportRules/foulBonus``) is shown: which team's line gets the word,
/// and the word.
public struct FoulSettings: Equatable, Sendable {
  /// The word shown once the limit is reached: `BONUS` (the other team's fouls now give free
  /// throws), `DFK` (the team's next foul gives a direct free kick from the second penalty mark).
  public let limitWord: String
  /// Whether the word goes on the line of the team that reached the limit (futsal's `DFK`) rather
  /// than on the line of the team that profits from it (basketball's `BONUS`).
  public let marksFoulingTeam: Bool

  /// Settings from their parts: by default `BONUS` on the line of the team in the bonus.
  public init(limitWord: String = "BONUS", marksFoulingTeam: Bool = false) {
    self.limitWord = limitWord
    self.marksFoulingTeam = marksFoulingTeam
  }
}
