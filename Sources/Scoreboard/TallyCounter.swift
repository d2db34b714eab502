/// A named tally: laps, aces, people through a door.
public struct TallyCounter: Codable, Equatable, Hashable, Sendable, Identifiable {
  /// The highest value a counter can reach; counting past it stops there.
  public static let maximumValue = 999_999

  /// Stable identity, so a counter keeps its place in undo and redo after others are removed.
  public var id: Int
  /// The counter's name as shown on the screen.
  public var name: String
  /// The current count.
  public var value: Int
  /// Whether the count may go below 0. Fixed when the counter is created.
  public var allowsNegative: Bool

  /// A counter called `name`, at 0.
  public init(id: Int, name: String, value: Int = 0, allowsNegative: Bool = false) {
    self.id = id
    self.name = name
    self.value = value
    self.allowsNegative = allowsNegative
  }

  /// The value after adding `change`, kept between the counter's lower bound and ``maximumValue``.
  func value(adding change: Int) -> Int {
    let lowest = allowsNegative ? -Self.maximumValue : 0
    let (sum, overflow) = value.addingReportingOverflow(change)
    if overflow { return change > 0 ? Self.maximumValue : lowest }
    return min(max(sum, lowest), Self.maximumValue)
  }
}
