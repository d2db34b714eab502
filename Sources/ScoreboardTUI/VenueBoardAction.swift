import FoundationEssentials
import Scoreboard
import StateStore

/// What changes the venue board: what its feed read from the database, and the keys.
public enum VenueBoardAction: Sendable {
  /// Every court read again.
  case courtsRead([VenueBoardState.Court])
  /// The followed court's game read, up to a record made at `madeAt` with the game clock reading
  /// `reading` (or `nil` when the record says nothing of it).
  case followedRead(AppState, clock: (reading: Duration, madeAt: Date)?)
  /// The finished matches read, one line each.
  case resultsRead([String])
  /// What the status line says of the database, or `nil` for the key hints.
  case noticeChanged(String?)
  /// Another court picked, by its place.
  case picked(Int)
  /// Another screen up: following a court starts with nothing read.
  case screenChanged(VenueBoardState.Screen)
}

extension VenueBoardState {
  /// The venue board's reducer.
  public static let reducer = Reducer<VenueBoardState, VenueBoardAction>.plain { state, action in
    switch action {
    case .courtsRead(let courts):
      state.update(courts: courts)
    case .followedRead(let game, let clock):
      state.followed = game
      state.followedClock = clock ?? state.followedClock
    case .resultsRead(let lines):
      state.resultLines = lines
    case .noticeChanged(let notice):
      state.notice = notice
    case .picked(let place):
      if state.courts.indices.contains(place) { state.selected = place }
    case .screenChanged(let screen):
      state.screen = screen
      if case .following = screen {
        state.followed = nil
        state.followedClock = nil
      }
    }
  }
}
