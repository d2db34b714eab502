/// Why the desk refuses an action, in one line: `match 7 is not on a court`.
public struct DeskRefusal: Error, Codable, Equatable, Sendable, CustomStringConvertible {
  /// The line.
  public var description: String

  /// A refusal saying `description`.
  public init(_ description: String) {
    self.description = description
  }
}
