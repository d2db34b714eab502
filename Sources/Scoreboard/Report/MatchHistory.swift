/// One step of the game's undo history as the history screen lists it: what changed, and the game
/// after it.
public struct HistoryRow: Equatable, Sendable {
  /// The step: an index into the history's states, the oldest 0, the present the last.
  public var step: Int
  /// What the step changed, in words (`Lions 15 -> 30`); `start` for the first state.
  public var change: String
  /// The score line after it.
  public var scoreLine: String
  /// The period and its clock after it (`Q2 7:30`), where the sport has a clock.
  public var moment: String?
  /// Whether the step changed the score (a point, a rally, a goal).
  public var isScoring: Bool

  /// The row as one line of text, for searching: `12 Q2 7:30 Lions 15 -> 30 Lions 30 : 15 Tigers`.
  public var text: String {
    ["\(step)", moment, change, scoreLine].compactMap { $0 }.joined(separator: " ")
  }
}

extension AppState {
  /// How many steps the match's timeline holds: the start, every effective step, the present.
  public var historyCount: Int { game.steps.count }

  /// The game at `step` of the timeline (0 the start, ``historyCount`` - 1 the present); the
  /// nearest one for a step out of range.
  public func historyGame(atStep step: Int) -> Game {
    game.steps[min(max(step, 0), game.steps.count - 1)].game
  }

  /// The steps the history screen lists, newest first: every step, or with `scoringOnly` those
  /// that changed the score (and the start, which a rewind may go back to).
  public func historySteps(scoringOnly: Bool) -> [Int] {
    let steps = Array((0..<historyCount).reversed())
    guard scoringOnly else { return steps }
    return steps.filter { $0 == 0 || game.steps[$0].facts.isScoring }
  }

  /// The row of `step`.
  public func historyRow(step: Int) -> HistoryRow {
    let index = min(max(step, 0), game.steps.count - 1)
    let taken = game.steps[index]
    let board = taken.game.scoreboard
    let moment = board.timed.isTimed ? "\(board.timed.periodLabel) \(board.timed.clock.display)" : nil
    guard index > 0 else {
      return HistoryRow(
        step: 0, change: "start", scoreLine: board.scoreLine, moment: moment, isScoring: false)
    }
    let before = game.steps[index - 1].game
    return HistoryRow(
      step: index, change: GameChange.describe(taken, after: before) ?? "no visible change",
      scoreLine: board.scoreLine, moment: moment, isScoring: taken.facts.isScoring)
  }
}
