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

  /// One counter called "Count" at 0, which may go below 0 when `allowsNegative`.
  public init(allowsNegative: Bool = false) {
    counters = [TallyCounter(id: 0, name: Self.defaultName, allowsNegative: allowsNegative)]
    selectedIndex = 0
    nextID = 1
  }

  /// The counter the keys act on.
  public var selected: TallyCounter {
    get { counters[selectedIndex] }
    set { counters[selectedIndex] = newValue }
  }

  /// Gives every counter the name `rename` makes of its name: for a view that can show only some
  /// characters.
  public mutating func renameAll(_ rename: (String) -> String) {
    for index in counters.indices {
      counters[index].name = rename(counters[index].name)
    }
  }

  /// The name a counter added with no name gets: `Count 2`.
  public var nextDefaultName: String { "\(Self.defaultName) \(nextID + 1)" }

  /// Appends a counter and selects it.
  mutating func append(name: String, allowsNegative: Bool) {
    let cleanName = TeamScore.cleanName(name, default: nextDefaultName)
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

  /// Renames the selected counter, cleaned as a team name is; a blank name keeps the old one.
  mutating func renameSelected(_ name: String) {
    selected.name = TeamScore.cleanName(name, default: selected.name)
  }

  /// Moves the selection by `offset`, wrapping around at either end.
  mutating func moveSelection(by offset: Int) {
    let count = counters.count
    selectedIndex = ((selectedIndex + offset) % count + count) % count
  }
}

extension CountersState {
  private enum CodingKeys: String, CodingKey {
    case counters
    case selectedIndex
    case nextID
  }

  /// Decodes a counters list, refusing one that breaks its rules (no counters, a selection
  /// outside the list, repeated ids) rather than crashing later on it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let counters = try container.decode([TallyCounter].self, forKey: .counters)
    for counter in counters { try counter.checkRanges() }
    let selectedIndex = try container.decode(Int.self, forKey: .selectedIndex)
    let ids = counters.map(\.id)
    guard let highestID = ids.max() else {
      throw DecodingError.dataCorruptedError(
        forKey: .counters, in: container, debugDescription: "There must be at least one counter.")
    }
    guard Set(ids).count == ids.count else {
      throw DecodingError.dataCorruptedError(
        forKey: .counters, in: container, debugDescription: "Two counters have the same id.")
    }
    guard counters.indices.contains(selectedIndex) else {
      throw DecodingError.dataCorruptedError(
        forKey: .selectedIndex, in: container,
        debugDescription: "The selected counter \(selectedIndex) is not in the list of \(counters.count).")
    }
    let nextID = try container.decodeIfPresent(Int.self, forKey: .nextID) ?? highestID + 1
    try OutOfRange.check("next counter id", nextID, in: 0...TallyCounter.maximumID)
    self.counters = counters
    self.selectedIndex = selectedIndex
    self.nextID = max(nextID, highestID + 1)
  }
}
