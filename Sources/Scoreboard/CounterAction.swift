/// Everything that can happen to the tally counters. Counting acts on the selected counter.
public enum CounterAction: Codable, Equatable, Hashable, Sendable {
  /// Adds `by` (at least 1) to the selected counter.
  case increment(by: Int)
  /// Takes `by` (at least 1) off the selected counter, stopping at 0 unless it allows negatives.
  case decrement(by: Int)
  /// Sets the selected counter back to 0.
  case reset
  /// Adds a counter at the end and selects it; an empty name gets a numbered default.
  case add(name: String, allowsNegative: Bool)
  /// Removes the selected counter; the last remaining counter cannot be removed.
  case remove
  /// Renames the selected counter; a blank name keeps the old one.
  case rename(to: String)
  /// Selects the next counter, wrapping around.
  case selectNext
  /// Selects the previous counter, wrapping around.
  case selectPrevious
}
