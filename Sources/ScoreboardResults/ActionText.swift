import Scoreboard

/// An action as the event log writes it: `home +3`, `undo`, `clock start/stop`, `counter Laps +1 = 43`.
public struct ActionText: CustomStringConvertible, Sendable {
  /// The text.
  public let description: String

  /// The text of `action`, which turned the game `before` into `after`.
  public init(_ action: AppAction, before: Game, after: Game) {
    switch action {
    case .scoreboard(let change): description = Self.text(change)
    case .counters(let change):
      description = Self.text(change, before: before.counters, after: after.counters)
    case .ui: description = "screen change"
    case .undo: description = "undo"
    case .redo: description = "redo"
    case .rewind(let step): description = "rewind to step \(step)"
    case .launched: description = "launched"
    }
  }

  /// The text of `action` alone, where the game it changed is not at hand (the inspector's list):
  /// a counter's change without the counter's name and value (`counter +1`, `counter reset`).
  public init(_ action: AppAction) {
    guard case .counters(let change) = action else {
      self = ActionText(action, before: Game(), after: Game())
      return
    }
    switch change {
    case .increment(let amount): description = "counter +\(amount)"
    case .decrement(let amount): description = "counter -\(amount)"
    case .reset: description = "counter reset"
    case .add(let name, _): description = name.isEmpty ? "counter added" : "counter \(name) added"
    case .remove: description = "counter removed"
    case .rename(let name): description = "counter renamed \(name)"
    case .selectNext: description = "counter next"
    case .selectPrevious: description = "counter previous"
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
    case .choose(.servingSide(let side)): return "chosen: \(side.rawValue) serves first"
    case .choose(.server(let side, let player)): return "chosen: \(side.rawValue) player \(player + 1) serves"
    case .choose(.receiver(let side, let player)):
      return "chosen: \(side.rawValue) player \(player + 1) receives"
    case .choose(.firstKicker(let side)): return "chosen: \(side.rawValue) kicks first"
    case .choose(.serviceBox(let side, let box)):
      return "chosen: \(side.rawValue) serves from the \(box.rawValue) box"
    case .choose(.receivingCourt(let side, let court)):
      return "chosen: \(side.rawValue) receives in the \(court.rawValue) court"
    case .timed(let timed): return timedText(timed)
    case .countdown(.start(let kind, let seconds, _)): return "countdown \(kind.label) \(seconds) s"
    case .countdown(.begin): return "countdown begins"
    case .countdown(.end): return "countdown ended"
    }
  }

  /// A counter action naming the counter and, where it changed, its new value.
  private static func text(_ change: CounterAction, before: CountersState, after: CountersState) -> String {
    let counter = after.selected
    switch change {
    case .increment(let amount): return "counter \(counter.name) +\(amount) = \(counter.value)"
    case .decrement(let amount): return "counter \(counter.name) -\(amount) = \(counter.value)"
    case .reset: return "counter \(counter.name) reset = 0"
    case .add: return "counter \(counter.name) added"
    case .remove: return "counter \(before.selected.name) removed"
    case .rename: return "counter \(before.selected.name) renamed \(counter.name)"
    case .selectNext, .selectPrevious: return "counter \(counter.name) selected"
    }
  }

  /// The side an action is about, if it is about one: `home` for `home +3` or a home foul.
  public static func side(of action: AppAction) -> Side? {
    switch action {
    case .scoreboard(.add(let side, _)), .scoreboard(.subtract(let side, _)),
      .scoreboard(.rename(let side, _)),
      .scoreboard(.setFirstServer(let side)), .scoreboard(.choose(.server(let side, _))),
      .scoreboard(.choose(.receiver(let side, _))), .scoreboard(.choose(.serviceBox(let side, _))),
      .scoreboard(.choose(.receivingCourt(let side, _))):
      return side
    case .scoreboard(.timed(let timed)):
      switch timed {
      case .foul(let side), .removeFoul(let side), .timeout(let side), .removeTimeout(let side),
        .minorPenalty(let side), .kick(let side, _), .card(let side, _), .penalty(let side, _),
        .playerPenalty(let side, _, _), .playerCard(let side, _, _):
        return side
      default: return nil
      }
    default: return nil
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
    case .card(let side, let color): return "\(color.rawValue) card \(side.rawValue)"
    case .penalty(let side, let kind) where kind.namesPlayer || kind == .sendingOff:
      return "\(kind.name) \(side.rawValue)"
    case .penalty(let side, let kind): return "\(kind.rawValue) penalty \(side.rawValue)"
    case .playerPenalty(let side, let kind, let player): return "\(kind.name) \(side.rawValue) #\(player)"
    case .playerCard(let side, let color, let player):
      return "\(color.rawValue) card \(side.rawValue) #\(player)"
    case .resetShotClock(let seconds, _): return "shot clock \(seconds)"
    case .kick(let side, let scored): return "shoot-out \(side.rawValue) \(scored ? "scored" : "missed")"
    }
  }
}
