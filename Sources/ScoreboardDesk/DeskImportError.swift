/// Why a draw file cannot be imported, naming its line: `line 4: no sport called tenis`.
public struct DeskImportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line of the file at fault, from 1.
  public var line: Int
  /// What is wrong with it.
  public var problem: String

  /// An error on `line` saying `problem`.
  public init(line: Int, _ problem: String) {
    self.line = line
    self.problem = problem
  }

  /// `line 4: no sport called tenis`.
  public var description: String { "line \(line): \(problem)" }
}
