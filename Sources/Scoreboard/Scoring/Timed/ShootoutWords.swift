/// How a timed sport words its shoot-out on the board: soccer's kicks from the penalty mark
/// (`penalties`, `to kick`, `on penalties 4-3`) or hockey's shots (`shoot-out`, `to shoot`,
/// `2-1 (SO)`).
public struct ShootoutWords: Sendable {
  /// The label of each side's goals in the shoot-out, under its name: `penalties 3`.
  public let standing: String
  /// The call before each attempt, followed by the team's name: `Shoot-out, to kick:`.
  public let call: String
  /// How the match was won, from the winner's and the loser's goals: `on penalties 4-3`.
  public let note: @Sendable (_ winner: Int, _ loser: Int) -> String

  /// Words from their parts.
  public init(
    standing: String, call: String, note: @escaping @Sendable (_ winner: Int, _ loser: Int) -> String
  ) {
    self.standing = standing
    self.call = call
    self.note = note
  }

  /// Words that fit any sport: `shoot-out 2`, `Shoot-out, next:`, `2-1 (SO)`.
  public static let plain = ShootoutWords(standing: "shoot-out", call: "Shoot-out, next:") {
    "\($0)-\($1) (SO)"
  }
}
