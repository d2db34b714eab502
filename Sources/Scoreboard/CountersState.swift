/// The list of tally counters and which of them the keys act on.
public struct CountersState: Codable, Equatable, Hashable, Sendable {
  /// The name of the counter there is at start.
  public static let defaultName = "Count"

  /// The counters in the order they are shown; never empty.
  public private(set) var counters: [TallyCounter]
  /// The position in ``counters`` of the counter the keys act on.
  public private(set) var selectedIndex: Int
  /// The id the next new counter gets.
  private var nextID: Int

  /// One counter called "Count" at 0.
  public init() {
    counters = [TallyCounter(id: 0, name: Self.defaultName)]
    selectedIndex = 0
    nextID = 1
  }

  /// The counter the keys act on.
  public var selected: TallyCounter {
    get { counters[selectedIndex] }
    set { counters[selectedIndex] = newValue }
  }

  /// Appends a counter and selects it.
  mutating func append(name: String, allowsNegative: Bool) {
    let cleanName = TeamScore.cleanName(name, default: "\(Self.defaultName) \(nextID + 1)")
    counters.append(TallyCounter(id: nextID, name: cleanName, allowsNegative: allowsNegative))
    nextID += 1
    selectedIndex = counters.count - 1
  }

  /// Removes the selected counter, unless it is the only one.
  mutating func removeSelected() {
    guard counters.count > 1 else { return }
    counters.remove(at: selectedIndex)
    selectedIndex = min(selectedIndex, counters.count - 1)
  }

  /// Moves the selection by `offset`, wrapping around at either end.
  mutating func moveSelection(by offset: Int) {
    let count = counters.count
    selectedIndex = ((selectedIndex + offset) % count + count) % count
  }

  /// Selects the counter at `index` when there is one.
  mutating func select(_ index: Int) {
    guard counters.indices.contains(index) else { return }
    selectedIndex = index
  }
}
