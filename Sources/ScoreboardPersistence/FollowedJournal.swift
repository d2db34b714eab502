import FoundationEssentials
import Scoreboard
import StateStore

/// The game kept in a state directory, followed record by record: its state is the keeper's
/// after the last record read, carried on by applying each new record through the app's reducer,
/// and read whole only when ``JournalTail`` says the place no longer holds.
///
/// ```swift
/// var followed = try FollowedJournal(directory: stateDirectory)
/// // on every change in the directory:
/// try followed.read { record, game in send(record.sequence, game) }
/// ```
public struct FollowedJournal: Sendable {
  /// What one ``read(each:)`` did.
  public enum Change: Equatable, Sendable {
    /// Nothing new was written.
    case none
    /// This many records were applied.
    case records(Int)
    /// The game was read whole.
    case reloaded
  }

  /// The state after the last record read: the game as the keeper has it (the screen part is
  /// what replaying the records left, not any terminal's).
  public private(set) var state: AppState
  /// Whether the directory held a game at the last reading.
  public private(set) var hasSavedGame: Bool
  /// The stamp of the newest record read (else of the snapshot the game was read from).
  public private(set) var lastStamp: ClockStamp?
  /// One line each about damage found in the last whole reading.
  public private(set) var notices: [String]
  private var tail: JournalTail
  private let newGame: Game
  private let reducer: Reducer<AppState, AppAction>

  /// A follower of `directory`, having read its game once (`newGame` when it holds none).
  ///
  /// Throws ``PersistenceError/newerFormat(file:version:)`` for files of a newer version.
  public init(
    directory: StateDirectory, newGame: Game = Game(),
    reducer: Reducer<AppState, AppAction> = GameLoader.replayReducer
  ) throws(PersistenceError) {
    var tail = JournalTail(directory: directory)
    guard case .reloaded(let loaded) = try tail.read(newGame: newGame, reducer: reducer) else {
      preconditionFailure("a tail's first reading reads the game whole")
    }
    self.tail = tail
    self.newGame = newGame
    self.reducer = reducer
    state = loaded.state
    hasSavedGame = loaded.hasSavedGame
    lastStamp = loaded.lastStamp
    notices = loaded.notices
  }

  /// The state directory followed.
  public var directory: StateDirectory { tail.directory }

  /// The last record read: the state is the game after it.
  public var sequence: UInt64 { tail.sequence }

  /// The game clock that carries on from the keeper's on `machine`.
  public func clock(on machine: MachineClock) -> GameClockEnvironment {
    lastStamp?.clock(on: machine) ?? machine.environment(.zero)
  }

  /// Reads what was written since the last reading and applies it; `each` sees every record
  /// applied with the state after it, in order (not called for a whole reading).
  ///
  /// Throws ``PersistenceError/newerFormat(file:version:)`` for files of a newer version; the
  /// state is then the one before.
  @discardableResult
  public mutating func read(each: (JournalRecord, AppState) -> Void = { _, _ in }) throws(PersistenceError)
    -> Change
  {
    switch try tail.read(newGame: newGame, reducer: reducer) {
    case .reloaded(let loaded):
      state = loaded.state
      hasSavedGame = loaded.hasSavedGame
      lastStamp = loaded.lastStamp
      notices = loaded.notices
      return .reloaded
    case .records(let records):
      guard !records.isEmpty else { return .none }
      for record in records {
        _ = reducer.reduce(&state, record.action)
        lastStamp = record.stamp
        each(record, state)
      }
      hasSavedGame = true
      return .records(records.count)
    }
  }
}
