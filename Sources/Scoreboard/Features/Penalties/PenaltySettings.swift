/// How penalties served on the game clock run in a sport.
public struct PenaltySettings: Equatable, Sendable {
  /// Most short-handed penalties of one team that run at once (IIHF Rule 15: a team keeps at
  /// least three skaters; futsal's team at least three players), a later one waiting until a
  /// running one ends; `nil` for no limit (handball).
  public let runningLimit: Int?

  /// Settings from their parts: by default two at once.
  public init(runningLimit: Int? = 2) {
    self.runningLimit = runningLimit
  }
}
