/// What differs between two moments of a game, in words: how the status line says what undo and
/// redo changed (`counter Laps 3 -> 2`, `Lions 15 -> 0`, `Lions fouls 3 -> 2`), since a step may
/// change something the screen on show does not draw.
public enum GameChange {
  /// Every difference from `before` to `after` the scorekeeper would name, comma separated, or
  /// `nil` when they look the same.
  public static func describe(from before: Game, to after: Game) -> String? {
    let old = GameReport(before)
    let new = GameReport(after)
    var parts: [String] = []
    if old.sport != new.sport {
      parts.append(
        "sport \(before.scoreboard.rules.sport.displayName) -> \(after.scoreboard.rules.sport.displayName)")
    }
    parts += teamChanges(old.home, new.home) + teamChanges(old.away, new.away)
    if old.period != new.period, let from = old.period, let to = new.period {
      parts.append("period \(from) -> \(to)")
    }
    parts += clockChanges(old.clock, new.clock)
    parts += playerChanges(old, new)
    if before.scoreboard.isSwapped != after.scoreboard.isSwapped {
      parts.append("ends swapped")
    }
    parts += counterChanges(before.counters, after.counters)
    if parts.isEmpty, let choice = choiceChange(old, new) { parts.append(choice) }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  private static func teamChanges(_ old: GameReport.Team, _ new: GameReport.Team) -> [String] {
    var parts: [String] = []
    if old.name != new.name { parts.append("name \(old.name) -> \(new.name)") }
    let oldScore = old.display ?? String(old.score)
    let newScore = new.display ?? String(new.score)
    if oldScore != newScore { parts.append("\(new.name) \(oldScore) -> \(newScore)") }
    let counts: [(String, Int?, Int?)] = [
      ("sets", old.sets, new.sets), ("games", old.games, new.games), ("fouls", old.fouls, new.fouls),
      ("timeouts left", old.timeoutsLeft, new.timeoutsLeft),
      ("penalties", old.penalties?.count, new.penalties?.count),
    ]
    for (label, from, to) in counts where from != to {
      parts.append("\(new.name) \(label) \(from.map(String.init) ?? "-") -> \(to.map(String.init) ?? "-")")
    }
    return parts
  }

  /// The server and receiver by name.
  private static func playerChanges(_ old: GameReport, _ new: GameReport) -> [String] {
    var parts: [String] = []
    if let from = old.serving?.player, let to = new.serving?.player, from != to {
      parts.append("server \(from) -> \(to)")
    }
    if let from = old.receiving?.player, let to = new.receiving?.player, from != to {
      parts.append("receiver \(from) -> \(to)")
    }
    return parts
  }

  /// A choice asked again or answered, named when nothing else changed (a choice that changed no
  /// player, such as the default taken on Enter).
  private static func choiceChange(_ old: GameReport, _ new: GameReport) -> String? {
    guard old.pendingChoice != new.pendingChoice else { return nil }
    if let asked = new.pendingChoice {
      return "asked again: \(ChoiceKind(rawValue: asked.kind)?.words ?? asked.kind)"
    }
    return old.pendingChoice.map { "chosen: \(ChoiceKind(rawValue: $0.kind)?.words ?? $0.kind)" }
  }

  private static func clockChanges(_ old: GameReport.Clock?, _ new: GameReport.Clock?) -> [String] {
    guard let old, let new else { return [] }
    var parts: [String] = []
    if old.display != new.display { parts.append("clock \(old.display) -> \(new.display)") }
    if old.running != new.running { parts.append(new.running ? "clock running" : "clock stopped") }
    return parts
  }

  private static func counterChanges(_ old: CountersState, _ new: CountersState) -> [String] {
    var parts: [String] = []
    let oldByID = Dictionary(old.counters.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let newIDs = Set(new.counters.map(\.id))
    for counter in old.counters where !newIDs.contains(counter.id) {
      parts.append("counter \(counter.name) removed")
    }
    for counter in new.counters {
      guard let previous = oldByID[counter.id] else {
        parts.append("counter \(counter.name) added")
        continue
      }
      if previous.name != counter.name { parts.append("counter \(previous.name) -> \(counter.name)") }
      if previous.value != counter.value {
        parts.append("counter \(counter.name) \(previous.value) -> \(counter.value)")
      }
    }
    if parts.isEmpty && old.selected.id != new.selected.id {
      parts.append("counter \(new.selected.name) selected")
    }
    return parts
  }
}
