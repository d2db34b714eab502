import FoundationEssentials
import Scoreboard
import StateStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Rebuilds the saved game from a state directory: the newest readable snapshot (its history
/// rebuilt by ``Snapshot/game(replayingWith:)``), then the journal records after it, replayed
/// through the app's reducer (effects ignored).
public enum GameLoader {
  /// A game read back from disk.
  public struct Loaded: Sendable {
    /// The restored state: the game exactly as saved, a fresh screen.
    public var state: AppState
    /// The journal records replayed on top of the snapshot, oldest first.
    public var records: [JournalRecord]
    /// One line each about damage found (and, when repairing, what was done about it).
    public var notices: [String]
    /// Whether the directory held a game at all.
    public var hasSavedGame: Bool
    /// The highest record number seen in any journal file (the snapshot's when there is none):
    /// a follower's mark of how far the game has come (`serve` sends it as each event's id).
    public var lastSequence: UInt64
    /// The last record the state includes (the snapshot's when none was replayed): where a
    /// follower carries on reading (``JournalTail``). Below ``lastSequence`` when records are missing.
    public var replayedThrough: UInt64
    /// The stamp of the last record replayed, else of the snapshot used.
    var lastStamp: ClockStamp?
    /// Whether the files were damaged or held records beyond the snapshot: worth a fresh snapshot.
    var wantsSnapshot: Bool
    /// The history the game's journaled actions start from, and those actions: replaying them
    /// gives ``state``'s game; the next snapshot stores them.
    var history: SnapshotHistory
    /// The snapshot whose history was left out of ``state`` (its game is the snapshot's present
    /// alone), when loading was asked to defer it; `nil` when ``state`` holds the whole history.
    var deferredHistory: Snapshot?

    /// The game clock that carries on from the loaded game's on `machine`: its readings continue
    /// the saved ones, across restarts and reboots.
    public func clock(on machine: MachineClock) -> GameClockEnvironment {
      machine.environment(lastStamp?.offset(for: machine) ?? .zero)
    }
  }

  /// A reducer for replaying: the app's, with a game clock that is never read (effects are dropped).
  public static let replayReducer = AppState.reducer(
    environment: GameClockEnvironment(now: { .zero }, ticks: { .none }))

  /// Loads the game in `directory` without taking the lock or changing any file, so `status`,
  /// `log` and `replay` can read while the app runs; a torn record being written is simply left
  /// out. A directory without a game gives `newGame`.
  ///
  /// With `presentOnly`, a game whose snapshot holds every record comes without its history (as
  /// ``PersistentGame/Options/defersHistory`` gives it): for a reader that needs only the score,
  /// at the same cost however long the game.
  ///
  /// Throws ``PersistenceError/newerFormat(file:version:)`` when a newer version wrote the files.
  public static func loadReadOnly(
    directory: URL, newGame: Game = Game(), reducer: Reducer<AppState, AppAction> = replayReducer,
    presentOnly: Bool = false
  ) throws(PersistenceError) -> Loaded {
    try load(
      StateDirectory(url: directory), newGame: newGame, reducer: reducer, repairAt: nil,
      defersHistory: presentOnly)
  }

  /// Loads the game; with `repairAt` (the time to name side files by), moves damaged snapshots
  /// aside and cuts a torn journal tail off into a side file.
  ///
  /// With `defersHistory`, a game whose snapshot holds every record is given as the snapshot's
  /// present alone, without replaying its history (``Loaded/deferredHistory`` says so): what a
  /// first frame needs, at the same cost however long the game.
  static func load(
    _ directory: StateDirectory, newGame: Game, reducer: Reducer<AppState, AppAction>, repairAt now: Date?,
    defersHistory: Bool = false
  ) throws(PersistenceError) -> Loaded {
    var notices: [String] = []
    var wantsSnapshot = false
    var base: Snapshot?
    var baseName = ""
    for url in [directory.snapshot, directory.previousSnapshot, directory.startSnapshot] {
      // Its history is decoded below, only when needed: a whole frame whose history does not
      // decode still holds the score.
      switch try Snapshot.read(at: url, keepingHistoryStored: true) {
      case .missing:
        continue
      case .snapshot(let snapshot):
        base = snapshot
        baseName = url.lastPathComponent
      case .corrupt:
        wantsSnapshot = true
        if let now, let aside = try? FileOps.moveAside(url, suffix: "corrupt", now: now) {
          notices.append(
            "\(url.lastPathComponent) was unreadable and is kept as \(aside); restored from the journal")
        } else {
          notices.append("\(url.lastPathComponent) is unreadable; restored from the journal")
        }
        continue
      }
      break
    }
    if base != nil, baseName != "snapshot", !notices.isEmpty {
      notices.append("using the older \(baseName)")
    }

    let baseSequence = base?.sequence ?? 0
    // `journal` is read before the segments are listed: the app may compact meanwhile, and a
    // journal renamed after its reading is then a listed segment, where listing first would miss it.
    let journal = try JournalReader.records(at: directory.journal)
    var files = directory.segments(after: baseSequence).map(\.url)
    files.append(directory.journal)
    var records: [JournalRecord] = []
    var lastSequence = baseSequence
    var gap: (expected: UInt64, found: UInt64)?
    for url in files {
      let contents = url == directory.journal ? journal : try JournalReader.records(at: url)
      if contents.damagedLength > 0 {
        wantsSnapshot = true
        notices.append(repairDamage(url, contents: contents, now: now))
      }
      for (index, record) in contents.records.enumerated() {
        lastSequence = max(lastSequence, record.sequence)
        let next = (records.last?.sequence ?? baseSequence) + 1
        guard gap == nil, record.sequence >= next else { continue }
        // Within one file the writer numbers records one after another: a jump there is a damaged
        // record cut out (now or by an earlier repair), and the intact records after it are kept.
        // Between files, it is a missing file: the game stops before it.
        let cutOut = index > 0 || contents.damage.first?.after == nil && !contents.damage.isEmpty
        if record.sequence > next && !cutOut {
          gap = (next, record.sequence)
          continue
        }
        records.append(record)
      }
    }
    if let gap {
      wantsSnapshot = true
      notices.append(
        "journal: actions \(gap.expected)...\(gap.found - 1) are missing; restored the game up to the action before"
      )
    }

    let hasSavedGame = base != nil || !records.isEmpty
    var state = AppState(game: newGame)
    var history = SnapshotHistory(base: state.game, actions: [])
    var deferredHistory: Snapshot?
    if let base, defersHistory, records.isEmpty, base.history.count > 0 {
      state = AppState(game: base.present)
      deferredHistory = base
      history = base.history
    } else if var base {
      do {
        try base.history.decode()
      } catch {
        // Its frame's checksum held, so this is no torn write: the present is kept, its history is not.
        wantsSnapshot = true
        notices.append("\(baseName): the undo history does not read; the game goes on from its score")
        base.history = SnapshotHistory(base: Timeline(base.present), actions: [])
      }
      state.game = base.game()
      history = base.history
    }
    history.reserveCapacity(history.count + records.count)
    state.game.reserveCapacity(forSteps: records.count)
    for record in records {
      state.apply(record, reducer: reducer)
      history.append(record.action)
    }
    if !records.isEmpty { wantsSnapshot = true }
    return Loaded(
      state: state, records: records, notices: notices, hasSavedGame: hasSavedGame,
      lastSequence: lastSequence, replayedThrough: records.last?.sequence ?? baseSequence,
      lastStamp: records.last?.stamp ?? base?.stamp,
      wantsSnapshot: wantsSnapshot, history: history, deferredHistory: deferredHistory)
  }

  /// Describes the damage in a journal file; when repairing, copies the damaged bytes to a side
  /// file `NAME.damaged-TIMESTAMP` and leaves the intact records alone in the file, so new
  /// records follow the last of them.
  private static func repairDamage(_ url: URL, contents: JournalReader.Contents, now: Date?) -> String {
    let places = contents.damage.map(\.place).joined(separator: "; ")
    let noun = contents.damage.count == 1 ? "a damaged record" : "damaged records"
    let what = "\(url.lastPathComponent): \(noun) \(places)"
    let kept = "the \(contents.records.count) intact actions in it were restored"
    guard let now, let bytes = try? Data(contentsOf: url), bytes.count > contents.validLength else {
      return "\(what); \(kept)"
    }
    var damaged = Data()
    var intact = Data()
    var offset = 0
    for stretch in contents.damage {
      intact.append(bytes.subdata(in: offset..<stretch.offset))
      damaged.append(bytes.subdata(in: stretch.offset..<(stretch.offset + stretch.length)))
      offset = stretch.offset + stretch.length
    }
    intact.append(bytes.subdata(in: offset..<bytes.count))
    let side = FileOps.freeSideFile(for: url, suffix: "damaged", now: now)
    do {
      try FileOps.writeAtomically(damaged, to: side)
      if intact == bytes.prefix(contents.validLength) {
        guard truncate(url.path, off_t(contents.validLength)) == 0 else {
          throw FileOps.SystemError("truncate")
        }
      } else {
        try FileOps.writeAtomically(intact, to: url)
      }
      return "\(what) kept in \(side.lastPathComponent); \(kept)"
    } catch {
      return "\(what); \(kept) (could not set the damage aside: \(error))"
    }
  }
}
