/// The choices made so far in a match, each for the game (or set) it was made before.
///
/// A sport's scoring asks them as it replays the points: ``player(_:of:inPart:)`` gives the chosen
/// player, or 0 (the first named) when nothing was chosen, which is the default on Enter too.
public struct MatchChoices: Codable, Equatable, Hashable, Sendable {
  /// One choice and the 1-based number of the game or set it
  /// was made before.
  public struct Made: Codable, Equatable, Hashable, Sendable {
    /// The game or set number.
    public var part: Int
    /// What was chosen.
    public var choice: MatchChoice
    /// For a choice of one point (``ChoiceKind/isForOnePoint``), the points (rallies) of the match
    /// played before it; `nil` for a choice of a game or set.
    public var point: Int?
  }

  /// The choices in the order they were made.
  public private(set) var made: [Made] = []

  /// No choice made.
  public init() {}

  /// Whether no choice has been made.
  public var isEmpty: Bool { made.isEmpty }

  /// Records `choice` for game or set `part`; a choice of one point, for the point after `point`
  /// points of the match.
  mutating func record(_ choice: MatchChoice, inPart part: Int, atPoint point: Int? = nil) {
    made.append(Made(part: part, choice: choice, point: choice.kind.isForOnePoint ? point : nil))
  }

  /// Forgets the choices made for games or sets after `part`, and those made for a point after
  /// the first `points` (their points were taken back).
  mutating func forgetAfter(part: Int, points: Int = .max) {
    made.removeAll { $0.part > part || ($0.point ?? 0) > points }
  }

  /// Whether a choice of `kind` for `side` has been made before game or set `part`; for a choice
  /// of one point, before the point after `point` points of the match.
  public func hasChosen(_ kind: ChoiceKind, for side: Side, inPart part: Int, atPoint point: Int? = nil)
    -> Bool
  {
    made.contains {
      $0.part == part && $0.choice.kind == kind && (kind.isForEitherSide || $0.choice.side == side)
        && (!kind.isForOnePoint || $0.point == point)
    }
  }

  /// The court or box `side` chose for `kind` for the point after `point` points of the match,
  /// or `nil` when it chose none.
  public func court(_ kind: ChoiceKind, of side: Side, atPoint point: Int) -> ServiceCourt? {
    made.last { $0.point == point && $0.choice.kind == kind && $0.choice.side == side }?.choice.court
  }

  /// The side chosen to kick first in the shoot-out, or `nil`.
  public var firstKicker: Side? {
    for made in self.made.reversed() {
      if case .firstKicker(let side) = made.choice { return side }
    }
    return nil
  }

  /// The player of `side` chosen for `kind` (server or receiver) before game or set `part`, or 0
  /// (the first named) when none was chosen.
  public func player(_ kind: ChoiceKind, of side: Side, inPart part: Int) -> Int {
    for made in self.made.reversed() where made.part == part {
      switch made.choice {
      case .server(side, let player) where kind == .server: return player
      case .receiver(side, let player) where kind == .receiver: return player
      default: continue
      }
    }
    return 0
  }

  /// The side chosen to serve first in game or set `part`, or `nil`.
  public func servingSide(inPart part: Int) -> Side? {
    for made in self.made.reversed() where made.part == part {
      if case .servingSide(let side) = made.choice { return side }
    }
    return nil
  }
}
