import FoundationEssentials

extension StateDirectory {
  /// The games put away by `--new` (`archive/TIMESTAMP/`), oldest first; each is laid out as a
  /// state directory of its own, so ``JournalCursor`` and the loaders read it as they read this one.
  public var archivedGames: [StateDirectory] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: archive.path)) ?? []
    return names.sorted().map { StateDirectory(url: archive.appendingPathComponent($0, isDirectory: true)) }
  }
}
