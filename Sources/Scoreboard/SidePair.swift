/// One value for each team.
public struct SidePair<Value> {
  /// The home team's value.
  public var home: Value
  /// The away team's value.
  public var away: Value

  /// A pair of the two values.
  public init(home: Value, away: Value) {
    self.home = home
    self.away = away
  }

  /// The same value for both teams.
  public init(both value: Value) {
    self.init(home: value, away: value)
  }

  /// The value for `side`.
  public subscript(side: Side) -> Value {
    get { side == .home ? home : away }
    set {
      if side == .home { home = newValue } else { away = newValue }
    }
  }
}

extension SidePair: Equatable where Value: Equatable {}
extension SidePair: Hashable where Value: Hashable {}
extension SidePair: Sendable where Value: Sendable {}
extension SidePair: Codable where Value: Codable {}
