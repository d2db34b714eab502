import Scoreboard

/// An action as the event log writes it: `home +3`, `undo`, `clock start/stop`.
struct ActionText: CustomStringConvertible {
  let description: String

  init(_ action: AppAction) {
    switch action {
    case .scoreboard(let change): description = Self.text(change)
    case .counters(let change): description = "counter \(change)"
    case .ui(let change): description = "screen \(change)"
    case .undo: description = "undo"
    case .redo: description = "redo"
    case .launched: description = "launched"
    }
  }

  private static func text(_ change: ScoreboardAction) -> String {
    switch change {
    case .add(let side, let points): return "\(side.rawValue) +\(points)"
    case .subtract(let side, let points): return "\(side.rawValue) -\(points)"
    case .reset: return "reset"
    case .rename(let side, let name): return "rename \(side.rawValue) \(name)"
    case .swapEnds: return "swap ends"
    case .newMatch(let rules): return "new match \(rules.sport.rawValue)"
    case .setFirstServer(let side): return "first server \(side.rawValue)"
    case .timed(let timed): return timedText(timed)
    }
  }

  private static func timedText(_ change: TimedAction) -> String {
    switch change {
    case .startStop: return "clock start/stop"
    case .tick: return "clock tick"
    case .adjustClock(let seconds): return "clock \(seconds >= 0 ? "+" : "")\(seconds)s"
    case .nextPeriod: return "next period"
    case .previousPeriod: return "previous period"
    case .endPeriod: return "end of period"
    case .foul(let side): return "foul \(side.rawValue)"
    case .removeFoul(let side): return "foul taken back \(side.rawValue)"
    case .timeout(let side): return "timeout \(side.rawValue)"
    case .removeTimeout(let side): return "timeout given back \(side.rawValue)"
    case .minorPenalty(let side): return "minor penalty \(side.rawValue)"
    }
  }
}
