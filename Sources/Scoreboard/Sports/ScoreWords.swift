/// What a sport calls its scoring in the statistics and the chapters: `Points won`, `Goals`,
/// `Rallies won` in the table; `Point`, `Goal`, `Basket` for one scoring change in a chapter.
public struct ScoreWords: Sendable {
  /// The statistics row of what each side won: `Points won`.
  public let wonLabel: String
  /// The chapter's word for a scoring change that gave `points`: `Goal`, `Free throw`.
  public let chapterWord: @Sendable (_ points: Int) -> String
  /// Whether a score is a goal: the match events call each one `goal` as well as `point`.
  public let scoresGoals: Bool

  /// Words from their parts; a score is a goal when `scoresGoals`.
  public init(
    wonLabel: String, scoresGoals: Bool = false, chapterWord: @escaping @Sendable (_ points: Int) -> String
  ) {
    self.wonLabel = wonLabel
    self.scoresGoals = scoresGoals
    self.chapterWord = chapterWord
  }

  /// Points: `Points won`, `Point`.
  public static let points = ScoreWords(wonLabel: "Points won") { _ in "Point" }
  /// Goals (soccer, hockey): `Goals`, `Goal`.
  public static let goals = ScoreWords(wonLabel: "Goals", scoresGoals: true) { _ in "Goal" }
}
