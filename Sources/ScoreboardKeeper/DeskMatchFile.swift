import ScoreboardDesk
import ScoreboardPersistence
import Synchronization

/// The desk matches finished on a keeper's court, kept in its state directory
/// (``StateDirectory/deskMatchesFile``) so that `report`, which reads no venue database, can say
/// which tournament match a match was and how the desk corrected its result. Each update compares
/// the matches with the ones kept and replaces the file only when they changed; a write that failed
/// is tried again at the next update. Matches kept before (of another tournament) stay.
public final class DeskMatchFile: Sendable {
  private let directory: StateDirectory
  private let known: Mutex<Known>

  /// What the file holds, and what was seen of the court's matches.
  private struct Known {
    /// The entries as the file holds them.
    var entries: [DeskMatchEntry]
    /// When each match seen on the court was called there, by desk number.
    var calls: [Int: Double] = [:]
  }

  /// The desk matches of the keeper whose state directory is `directory`, starting from the ones
  /// kept there (none when its file is missing or unreadable: it is then replaced).
  public init(directory: StateDirectory) {
    self.directory = directory
    known = Mutex(Known(entries: (try? directory.deskMatches()) ?? []))
  }

  /// Takes the matches `desk` has finished on `court`, each with its result and corrections as the
  /// desk holds them now, and replaces the file when they changed. Returns whether it wrote.
  @discardableResult
  public func update(from desk: DeskState, court: String) -> Bool {
    known.withLock { known in
      for match in desk.matches {
        if case .onCourt(let name, let since) = match.status, name == court { known.calls[match.id] = since }
      }
      let entries = Self.entries(of: desk, court: court, calls: known.calls, kept: known.entries)
      guard entries != known.entries, (try? directory.keepDeskMatches(entries)) != nil else { return false }
      known.entries = entries
      return true
    }
  }

  /// The entries `kept` before, brought up to date with the matches `desk` has finished on
  /// `court`, oldest call first. A match's call is when it was seen called (`calls`), else when
  /// the file said, else (never seen on the court) when it was signed off.
  static func entries(of desk: DeskState, court: String, calls: [Int: Double], kept: [DeskMatchEntry])
    -> [DeskMatchEntry]
  {
    var older = Dictionary(kept.map { (Key($0), $0) }) { first, _ in first }
    var entries: [DeskMatchEntry] = []
    for match in desk.matches {
      guard case .finished(let score, let on, let at) = match.status, on == court else { continue }
      let names = desk.entries(of: match)
      var entry = DeskMatchEntry(
        id: match.id, event: match.event, round: match.round, home: names.home ?? "", away: names.away ?? "",
        result: score.challonge, corrections: match.corrections, called: at)
      let earlier = older.removeValue(forKey: Key(entry))
      entry.called = calls[match.id] ?? earlier?.called ?? at
      entries.append(entry)
    }
    return (Array(older.values) + entries).sorted {
      ($0.called, $0.id, $0.event, $0.round, $0.home, $0.away)
        < ($1.called, $1.id, $1.event, $1.round, $1.home, $1.away)
    }
  }

  /// What makes an entry the same match of the same tournament.
  private struct Key: Hashable {
    var id: Int
    var event: String
    var round: String
    var home: String
    var away: String

    init(_ entry: DeskMatchEntry) {
      (id, event, round, home, away) = (entry.id, entry.event, entry.round, entry.home, entry.away)
    }
  }
}
