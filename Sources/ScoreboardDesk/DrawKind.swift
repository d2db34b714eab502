/// How an event's entries meet.
public enum DrawKind: Codable, Hashable, Sendable {
  /// A single-elimination bracket: seeds apart, byes to the top seeds.
  case knockout
  /// Everyone meets everyone once, in the rounds of the standard (Berger) table.
  case roundRobin
  /// The entries in `count` round-robin groups, then a knockout of the groups' winners and
  /// runners-up.
  case groups(Int)

  /// The draw a CSV's `draw` column names: `knockout`, `round-robin` or `groups:N` (N from 2),
  /// or `nil`.
  public init?(csv text: String) {
    let text = text.lowercased()
    switch text {
    case "knockout": self = .knockout
    case "round-robin": self = .roundRobin
    default:
      guard text.hasPrefix("groups:"), let count = Int(text.dropFirst("groups:".count)), count >= 2 else {
        return nil
      }
      self = .groups(count)
    }
  }

  /// The draw as the CSV names it.
  public var csvName: String {
    switch self {
    case .knockout: "knockout"
    case .roundRobin: "round-robin"
    case .groups(let count): "groups:\(count)"
    }
  }

  /// The fewest entries the draw can be made of.
  var minimumEntries: Int {
    if case .groups(let count) = self { return 2 * count }
    return 2
  }
}
