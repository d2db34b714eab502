import FoundationEssentials

extension StateDirectory {
  /// The games put away by `--new` (`archive/TIMESTAMP/`), oldest first; each is laid out as a
  /// state directory of its own, so ``JournalCursor`` and the loaders read it as they read this one.
  public var archivedGames: [StateDirectory] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: archive.path)) ?? []
    return names.sorted().map { StateDirectory(url: archive.appendingPathComponent($0, isDirectory: true)) }
  }
}

extension StateDirectory {
  /// When the game kept here started (its `snapshot.start`), or `nil` when none can be read:
  /// what tells one game from another, here or in the archive.
  public var gameStarted: Date? {
    guard case .snapshot(let start)? = try? Snapshot.read(at: startSnapshot) else { return nil }
    return start.stamp.date
  }

  /// The game put away by `--new` that started at `date`, if the archive still holds it.
  public func archivedGame(startedAt date: Date) -> StateDirectory? {
    archivedGames.reversed().first { $0.gameStarted == date }
  }
}
