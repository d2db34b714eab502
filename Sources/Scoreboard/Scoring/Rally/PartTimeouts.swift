/// The timeouts taken in a match whose allowance is per game or set rather than per period of a
/// clock (2 a team in each set, say): each with the game or set it was taken in.
public struct PartTimeouts: Codable, Equatable, Hashable, Sendable {
  /// One timeout: the team that took it and the 1-based game or set number.
  public struct Taken: Codable, Equatable, Hashable, Sendable {
    /// The team that took it.
    public var side: Side
    /// The game or set it was taken in.
    public var part: Int
  }

  /// The timeouts in the order they were taken.
  public private(set) var taken: [Taken] = []

  /// No timeout taken.
  public init() {}

  /// Whether no timeout has been taken.
  public var isEmpty: Bool { taken.isEmpty }

  /// Timeouts `side` took in game or set `part`.
  public func count(of side: Side, inPart part: Int) -> Int {
    taken.filter { $0.side == side && $0.part == part }.count
  }

  /// Records a timeout of `side` in `part`.
  mutating func take(by side: Side, inPart part: Int) {
    taken.append(Taken(side: side, part: part))
  }

  /// Gives back `side`'s latest timeout of `part`, if it took one there.
  mutating func giveBack(to side: Side, inPart part: Int) {
    guard let index = taken.lastIndex(where: { $0.side == side && $0.part == part }) else { return }
    taken.remove(at: index)
  }

  /// Forgets the timeouts of games or sets after `part` (their points were taken back).
  mutating func forgetAfter(part: Int) {
    taken.removeAll { $0.part > part }
  }
}

extension ScoreboardState {
  /// Whether the match counts timeouts per game or set (``PartTimeouts``): a sport scored rally by
  /// rally that has timeouts, with an allowance in its rules.
  var countsTimeoutsPerPart: Bool {
    guard case .pointByPoint = progress else { return false }
    return rules.sport.profile.features.contains(.timeouts) && rules.timeouts != nil
  }

  /// Timeouts each team has left in the current game or set, where they are counted per part; `nil`
  /// elsewhere.
  public var timeoutsLeftInPart: SidePair<Int>? {
    guard countsTimeoutsPerPart, let allowance = rules.timeouts else { return nil }
    let part = match.part
    return SidePair(
      home: max(0, allowance - partTimeouts.count(of: .home, inPart: part)),
      away: max(0, allowance - partTimeouts.count(of: .away, inPart: part)))
  }

  /// A timeout for `side` in the current game or set, if it has one left and the match is on.
  mutating func takePartTimeout(by side: Side) {
    guard winner == nil, let left = timeoutsLeftInPart, left[side] > 0 else { return }
    partTimeouts.take(by: side, inPart: match.part)
  }

  /// Gives back `side`'s latest timeout of the current game or set.
  mutating func giveBackPartTimeout(to side: Side) {
    guard countsTimeoutsPerPart else { return }
    partTimeouts.giveBack(to: side, inPart: match.part)
  }
}
