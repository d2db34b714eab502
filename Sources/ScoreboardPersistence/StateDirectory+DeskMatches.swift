import FoundationEssentials

extension StateDirectory {
  /// The desk matches finished on this keeper's court (`desk-matches.json`): a JSON array of
  /// ``DeskMatchEntry``, replaced whole by a keeper that takes its matches from a venue's desk.
  public var deskMatchesFile: URL { url.appendingPathComponent("desk-matches.json") }

  /// The desk matches kept here, oldest call first; none when the keeper never took a match from
  /// a desk. Throws ``PersistenceError/unreadable(path:reason:)`` for a file that is not one.
  public func deskMatches() throws(PersistenceError) -> [DeskMatchEntry] {
    guard let data = FileManager.default.contents(atPath: deskMatchesFile.path) else { return [] }
    do {
      return try JSONDecoder().decode([DeskMatchEntry].self, from: data)
    } catch {
      throw .unreadable(path: deskMatchesFile.path, reason: "it is not a list of desk matches")
    }
  }

  /// Keeps `entries` as the desk matches, replacing the file whole (crash-safe).
  public func keepDeskMatches(_ entries: [DeskMatchEntry]) throws(PersistenceError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      try FileOps.writeAtomically(try encoder.encode(entries), to: deskMatchesFile)
    } catch {
      throw .unusableDirectory(path: url.path, reason: "cannot keep the desk's matches (\(error))")
    }
  }
}
