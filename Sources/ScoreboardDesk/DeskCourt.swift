/// A court of the tournament as the desk sees it.
public struct DeskCourt: Codable, Hashable, Sendable {
  /// Its name (`C1`).
  public var name: String
  /// Blocked by the desk: no match is assigned to it.
  public var isBlocked = false
  /// The match on it, or `nil` when it is free.
  public var match: Int?
  /// The match its keeper last handed back (without refusing it), until the court takes another:
  /// the court is offered that match only when no other is ready for it.
  public var handedBack: Int?

  /// A free court called `name`.
  public init(name: String) {
    self.name = name
  }
}
