import Benchmark
import Scoreboard
import ScoreboardTUI
import StateStore

/// The view (state to frame) and the frame diff the ncurses backend does before painting, at
/// 80x24 and 200x60, for a score change on a mid-game basketball board.
func registerViewBenchmarks() {
  for size in [TerminalSize(columns: 80, lines: 24), TerminalSize(columns: 200, lines: 60)] {
    let reducer = AppState.reducer(environment: GameClockEnvironment(now: { .zero }, ticks: { .none }))
    var state = AppState(game: Game(scoreboard: ScoreboardState(rules: .defaults(for: .basketball))))
    _ = reducer.reduce(&state, .scoreboard(.add(.home, points: 41)))
    let before = AppView.frame(for: state, size: size, options: ViewOptions())
    _ = reducer.reduce(&state, .scoreboard(.add(.home, points: 2)))
    let after = AppView.frame(for: state, size: size, options: ViewOptions())
    let name = "\(size.columns)x\(size.lines)"

    Benchmark("view: basketball frame \(name)", configuration: .init(scalingFactor: .one)) { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(AppView.frame(for: state, size: size, options: ViewOptions()))
      }
    }
    Benchmark("view: frame diff after a score change \(name)", configuration: .init(scalingFactor: .one)) {
      benchmark in
      for _ in benchmark.scaledIterations {
        var changed = 0
        for index in after.cells.indices where after.cells[index] != before.cells[index] { changed += 1 }
        blackHole(changed)
      }
    }
  }
}
