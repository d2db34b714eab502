import Scoreboard
import ScoreboardPersistence

extension FeedReading {
  /// The readings between `previous` and `latest`, one per journal record, `latest` last: when
  /// several records arrived in one read (keys faster than the read), each still becomes an event
  /// with its own number. Each record in `records` after `previous` is replayed on `previous`'s
  /// game; when they do not follow it exactly (a snapshot in between, a new game) or the replay
  /// does not come to `latest`'s game, only `latest` is given.
  static func steps(from previous: FeedReading, to latest: FeedReading, records: [JournalRecord])
    -> [FeedReading]
  {
    let newer = records.filter { $0.sequence > previous.sequence }
    guard newer.count > 1, newer.first?.sequence == previous.sequence + 1,
      newer.last?.sequence == latest.sequence,
      previous.hasSavedGame
    else { return [latest] }
    var state = previous.state
    var steps: [FeedReading] = []
    for record in newer.dropLast() {
      _ = GameLoader.replayReducer.reduce(&state, record.action)
      var step = latest
      step.state = state
      step.sequence = record.sequence
      steps.append(step)
    }
    _ = GameLoader.replayReducer.reduce(&state, newer[newer.count - 1].action)
    guard state.game.present == latest.state.game.present else { return [latest] }
    return steps + [latest]
  }
}
