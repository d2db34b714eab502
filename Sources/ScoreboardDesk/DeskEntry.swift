/// One entry of an event's draw: a player (`Ann`) or a pair (`Ann/Bob`), with its seed.
public struct DeskEntry: Codable, Hashable, Sendable {
  /// The entry as the draw and the scoreboard name it: `Ann` or `Ann/Bob`.
  public var name: String
  /// Its seed, 1 the first; `nil` for an unseeded entry.
  public var seed: Int?

  /// An entry called `name`, seeded `seed`.
  public init(name: String, seed: Int? = nil) {
    self.name = name
    self.seed = seed
  }

  /// The players of the entry: one, or the two of a pair.
  public var players: [String] {
    name.split(separator: "/").map { String($0).trimmed }
  }
}
