/// What a key does on the venue board: arrows (or h/j/k/l) pick a court, Enter follows it, R
/// lists the results, q or Esc goes back, q on the board quits.
public enum VenueBoardKeys {
  /// What the board asks of its feed after a key.
  public enum Request: Equatable, Sendable {
    /// Follow the court named, or none.
    case follow(String?)
    /// Read the finished matches.
    case loadResults
  }

  /// What a key comes to.
  public enum Outcome: Sendable {
    /// End the board.
    case quit
    /// Nothing.
    case ignored
    /// This action, then this request of the feed, if any.
    case dispatch(VenueBoardAction, request: Request?)
  }

  /// What `key` does in `state` on a board laid out in `columns` columns.
  public static func outcome(for key: KeyEvent, in state: VenueBoardState, columns: Int) -> Outcome {
    switch (state.screen, key) {
    case (.board, .character("q")):
      return .quit
    case (.board, .enter):
      guard let name = state.selectedName else { return .ignored }
      return .dispatch(.screenChanged(.following(name)), request: .follow(name))
    case (.board, .character("R")), (.board, .character("r")):
      return .dispatch(.screenChanged(.results), request: .loadResults)
    case (.board, _):
      guard let step = step(for: key, columns: columns), state.courts.indices.contains(state.selected + step)
      else { return .ignored }
      return .dispatch(.picked(state.selected + step), request: nil)
    case (.following, .character("q")), (.following, .escape), (.following, .enter),
      (.results, .character("q")), (.results, .escape), (.results, .character("R")),
      (.results, .character("r")):
      return .dispatch(.screenChanged(.board), request: .follow(nil))
    default:
      return .ignored
    }
  }

  private static func step(for key: KeyEvent, columns: Int) -> Int? {
    switch key {
    case .left, .character("h"): return -1
    case .right, .character("l"): return 1
    case .up, .character("k"): return -columns
    case .down, .character("j"): return columns
    default: return nil
    }
  }
}
