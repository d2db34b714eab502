/// The selected counter's name being typed on the status line. It starts with the name as it is,
/// selected, so the first character typed replaces it; saving renames the counter
/// (``CounterAction/rename(to:)``, undoable).
public struct CounterNameEntry: Codable, Equatable, Hashable, Sendable {
  /// The text typed so far.
  public var text: String
  /// Whether ``text`` is the name as it was, selected: the next character typed replaces it.
  public var isTextSelected: Bool

  /// An entry starting from `text`, selected unless `isTextSelected` says otherwise.
  public init(text: String, isTextSelected: Bool = true) {
    self.text = text
    self.isTextSelected = isTextSelected
  }
}
