import FoundationEssentials
import Scoreboard
import ScoreboardPersistence
import ScoreboardTUI
import ScoreboardVenue
import Synchronization

/// The venue board's state, changed on the UI thread by keys and by the jobs the feed posts.
final class VenueBoardModel: Sendable {
  private let shared: Mutex<VenueBoardState>
  /// The followed court's newest record's stamp: its running clock runs on from it.
  private let followedStamp = Mutex<ClockStamp?>(nil)

  init(title: String) {
    shared = Mutex(VenueBoardState(title: title))
  }

  /// The state now.
  var state: VenueBoardState { shared.withLock { $0 } }

  /// Changes the state.
  func update(_ change: (inout VenueBoardState) -> Void) {
    shared.withLock { change(&$0) }
  }

  /// Takes in the followed court's game, read up to a record stamped `stamp`.
  func follow(_ game: AppState, stamp: ClockStamp?) {
    followedStamp.withLock { $0 = stamp ?? $0 }
    update { $0.followed = game }
  }

  /// The state to draw at `now`: the followed game's running clock run on to `now`.
  func stateToDraw(at now: Date) -> VenueBoardState {
    var state = self.state
    guard var followed = state.followed, followed.scoreboard.timed.clock.isRunning,
      let stamp = followedStamp.withLock({ $0 })
    else { return state }
    let reading =
      Duration.nanoseconds(stamp.reading) + .milliseconds(Int64(now.timeIntervalSince(stamp.date) * 1000))
    _ = GameLoader.replayReducer.reduce(&followed, .scoreboard(.timed(.tick(at: reading))))
    state.followed = followed
    return state
  }

  /// Handles a key on a screen of `size`; asks `feed` for what the new screen needs.
  func handle(_ key: KeyEvent, size: TerminalSize, feed: VenueBoardFeed) -> ScreenLoop.KeyResult {
    let screen = state.screen
    switch (screen, key) {
    case (.board, .character("q")):
      return .quit
    case (.board, .enter):
      guard let name = state.selectedName else { return .handled }
      followedStamp.withLock { $0 = nil }
      update {
        $0.screen = .following(name)
        $0.followed = nil
      }
      Task { await feed.follow(name) }
    case (.board, .character("R")), (.board, .character("r")):
      update { $0.screen = .results }
      Task { await feed.loadResults() }
    case (.board, _):
      move(key, columns: VenueBoardView.columns(for: size))
    case (.following, .character("q")), (.following, .escape), (.following, .enter),
      (.results, .character("q")), (.results, .escape), (.results, .character("R")),
      (.results, .character("r")):
      update { $0.screen = .board }
      Task { await feed.follow(nil) }
    default:
      break
    }
    return .handled
  }

  private func move(_ key: KeyEvent, columns: Int) {
    let step: Int
    switch key {
    case .left, .character("h"): step = -1
    case .right, .character("l"): step = 1
    case .up, .character("k"): step = -columns
    case .down, .character("j"): step = columns
    default: return
    }
    update { state in
      let target = state.selected + step
      if state.courts.indices.contains(target) { state.selected = target }
    }
  }
}
