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
  }

  /// The choices in the order they were made.
  public private(set) var made: [Made] = []

  /// No choice made.
  public init() {}

  /// Whether no choice has been made.
  public var isEmpty: Bool { made.isEmpty }

  /// Records `choice` for game or set `part`.
  mutating func record(_ choice: MatchChoice, inPart part: Int) {
    made.append(Made(part: part, choice: choice))
  }

  /// Forgets the choices made for games or sets after `part` (their points were taken back).
  mutating func forgetAfter(part: Int) {
    made.removeAll { $0.part > part }
  }

  /// Whether a choice of `kind` for `side` has been made before game or set `part`.
  public func hasChosen(_ kind: ChoiceKind, for side: Side, inPart part: Int) -> Bool {
    made.contains {
      $0.part == part && $0.choice.kind == kind && (kind == .servingSide || $0.choice.side == side)
    }
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
