/// Why the venue database could not be used, in one line for the user.
public struct VenueError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The line to show.
  public var description: String

  /// Whether the database holds another version of the schema (or none): retrying cannot help.
  public var isSchemaError = false

  /// An error saying `description`.
  public init(_ description: String, isSchemaError: Bool = false) {
    self.description = description
    self.isSchemaError = isSchemaError
  }
}
