import Scoreboard

/// An event of the tournament (`Men's singles`): its sport and rules, its draw and its entries.
public struct DeskEvent: Codable, Hashable, Sendable {
  /// The event's name, unique in the tournament.
  public var name: String
  /// The rules its matches are played by (the sport, and any format or best-of chosen).
  public var rules: SportRules
  /// How its entries meet.
  public var draw: DrawKind
  /// Its entries, in the order they were imported.
  public var entries: [DeskEntry]
  /// Its entries' names in the order the lots placed them (``DrawLots``): the first takes seed 1's
  /// line (or place), the second seed 2's, and so on. `nil` when no lots were drawn: the seeds in
  /// order, then the unseeded entries in the order of the file.
  public var placement: [String]?

  /// An event from its parts.
  public init(name: String, rules: SportRules, draw: DrawKind, entries: [DeskEntry]) {
    self.name = name
    self.rules = rules
    self.draw = draw
    self.entries = entries
  }
}
