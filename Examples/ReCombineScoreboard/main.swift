// The ReCombine scoreboard: HomeScore, AwayScore, ResetScore and SetScore, one reducer per team
// combined, and a memoised selector for the score line.
import StateStore

struct Scoreboard: Equatable, Sendable {
  var home = 0
  var away = 0
}

enum ScoreAction: Sendable {
  case homeScore
  case awayScore
  case resetScore
  case setScore(home: Int, away: Int)
}

let home = Reducer<Int, ScoreAction>.returning { score, action in
  switch action {
  case .homeScore: score + 1
  case .resetScore: 0
  case .setScore(let home, _): home
  case .awayScore: score
  }
}

let away = Reducer<Int, ScoreAction>.returning { score, action in
  switch action {
  case .awayScore: score + 1
  case .resetScore: 0
  case .setScore(_, let away): away
  case .homeScore: score
  }
}

let scoreboard = Reducer<Scoreboard, ScoreAction>.combine(
  .scope(state: \.home, home),
  .scope(state: \.away, away))

let scoreLine = Selector<Scoreboard, String>(\.home, \.away) { home, away in "\(home) - \(away)" }

let store = Store(initialState: Scoreboard(), reducer: scoreboard)
let subscription = store.subscribe(scoreLine) { line in print(line) }
for action in [ScoreAction.homeScore, .awayScore, .homeScore, .setScore(home: 5, away: 5), .resetScore] {
  store.dispatch(action)
}
subscription.cancel()
