/// Everything a tennis scoreboard shows, derived from the points played so far.
///
/// Made by ``TennisScoring/summary(of:rules:firstServer:)``; nothing in it is stored elsewhere, so
/// undoing a point (dropping it from the list) gives back the exact summary before it.
public struct TennisSummary: Equatable, Sendable {
  /// The sets played to their end, in order.
  public var finishedSets: [TennisFinishedSet]
  /// The games in the current set; once the match is over, the games of its last set.
  public var games: SidePair<Int>
  /// The points in the current game or tiebreak (0-0 once the match is over).
  public var points: SidePair<Int>
  /// ``points`` as shown: "0", "15", "30", "40", "AD" (the other side ""), or in a tiebreak the
  /// count itself; both "" once the match is over.
  public var pointLabels: SidePair<String>
  /// Whether the current game is a set tiebreak or the match tiebreak.
  public var isTiebreak: Bool
  /// Whether the current game is the final-set match tiebreak (``SportRules/finalSetTiebreak``).
  public var isMatchTiebreak: Bool
  /// The sets each side has won.
  public var setsWon: SidePair<Int>
  /// The side that serves the next point (once the match is over, the side whose turn it would be).
  public var server: Side
  /// The side that won the match, or `nil` while it is being played.
  public var winner: Side?
  /// The most significant situation of the next point, or `nil` when there is none or the match is over.
  public var situation: TennisSituation?
  /// Doubles: which player of the serving side serves the next point (0 first named), or `nil` in
  /// singles and once the match is over.
  public var doublesServerIndex: Int?
  /// Doubles: which player of the receiving side receives it, or `nil`.
  public var doublesReceiverIndex: Int?
  /// Doubles: the court the point is played from, right (deuce) or left (advantage), or `nil`.
  public var pointCourt: ServiceCourt?
  /// At a no-ad deciding point, the court the receivers chose to receive it in (in singles and
  /// doubles), or `nil`.
  public var decidingPointCourt: ServiceCourt?
  /// The players change ends now: after the first, third and every odd game of the match (a
  /// tiebreak counting as one game), and after every six points of a tiebreak (ITF rules 10, 5b).
  public var isChangeOfEnds: Bool = false
  /// The 1-based number of the set being played.
  public var setNumber = 1
  /// Whether the deciding point at 40-40 is called the golden point, as padel calls it.
  public var callsGoldenPoint = false
  /// The choices the rules leave to the players now (before a set's first or second game), in the
  /// order they are asked, whether made or not.
  public var choicesToAsk: [OpenChoice] = []

  /// The call of the moment, without team names: the ``situation`` ("Break point"), else
  /// "Change ends", else which tiebreak is being played ("Tie-break", "Match tie-break"), or `nil`.
  /// Padel's deciding point is the "Golden point".
  public var callout: String? {
    if situation == .decidingPoint && callsGoldenPoint { return "Golden point" }
    if let situation { return situation.callout }
    if isChangeOfEnds { return "Change ends" }
    if isMatchTiebreak { return "Match tie-break" }
    return isTiebreak ? "Tie-break" : nil
  }
}
