/// What differs between two moments of a game, in words: how the status line says what undo and
/// redo changed (`counter Laps 3 -> 2`, `Lions 15 -> 0`, `Lions fouls 3 -> 2`), since a step may
/// change something the screen on show does not draw, and how the history names each step.
public enum GameChange {
  /// Every difference from `before` to `after` the scorekeeper would name, comma separated, or
  /// `nil` when they look the same.
  public static func describe(from before: Game, to after: Game) -> String? {
    let parts = differences(from: before, to: after, scoresNamed: true, choiceNamed: true)
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// What `step` did, taken from `before`, as the history lists it: a step that ended a game, a set
  /// or the match says so with its score (`Lee wins game 1 11-9`, `Ann/Bob win the match 6-4 6-3`)
  /// rather than the score it cleared; an answered choice says what was chosen
  /// (`chosen: Ann/Bob serve first`); anything else as ``describe(from:to:)``.
  public static func describe(_ step: TimelineStep, after before: Game) -> String? {
    let board = step.game.scoreboard
    var parts: [String] = []
    var isChoice = false
    if case .scoreboard(.choose(let choice)) = step.action {
      parts.append("chosen: " + chosen(choice, on: board))
      isChoice = true
    }
    let ending = endingWords(step, on: board)
    if let ending { parts.append(ending) }
    parts += differences(from: before, to: step.game, scoresNamed: ending == nil, choiceNamed: !isChoice)
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// The differences from `before` to `after`; without `scoresNamed` the scores, games, sets,
  /// period and players are left out (a step that ended a part says it), without `choiceNamed` a
  /// choice asked or answered (a step that answered one says it).
  private static func differences(from before: Game, to after: Game, scoresNamed: Bool, choiceNamed: Bool)
    -> [String]
  {
    let old = GameReport(before)
    let new = GameReport(after)
    var parts: [String] = []
    if old.sport != new.sport {
      parts.append(
        "sport \(before.scoreboard.rules.sport.displayName) -> \(after.scoreboard.rules.sport.displayName)")
    }
    parts += teamChanges(old.home, new.home, scoresNamed: scoresNamed)
    parts += teamChanges(old.away, new.away, scoresNamed: scoresNamed)
    if old.period != new.period, let from = old.period, let to = new.period, scoresNamed {
      parts.append("period \(from) -> \(to)")
    }
    parts += clockChanges(old.clock, new.clock)
    if scoresNamed { parts += playerChanges(old, new) }
    if before.scoreboard.isSwapped != after.scoreboard.isSwapped {
      parts.append("ends swapped")
    }
    parts += counterChanges(before.counters, after.counters)
    if parts.isEmpty, choiceNamed, let choice = choiceChange(old, new) { parts.append(choice) }
    return parts
  }

  /// What a step that ended a game, a set or the match ended, with the winner and the score.
  private static func endingWords(_ step: TimelineStep, on board: ScoreboardState) -> String? {
    let ended = step.facts.ended
    let match = board.match
    if ended.contains(.match), let winner = match.winner {
      let score = match.historyText.map { " \($0)" } ?? " \(board.scores.home)-\(board.scores.away)"
      return said(board.names[winner], "win") + " the match" + score
    }
    guard ended.contains(.game) || ended.contains(.set), let winner = step.facts.points.last?.winner,
      let finished = match.history.last
    else { return nil }
    let part = board.rules.sport.scoring == .gamesAndSets && !ended.contains(.set) ? nil : match.history.count
    let name =
      ended.contains(.set) ? "set" : (board.rules.sport.profile.rally?.gameName.lowercased() ?? "game")
    guard let part else {
      let games = match.standings.first { $0.label == "games" }?.counts ?? SidePair(both: 0)
      return said(board.names[winner], "win") + " the game, games \(games.home)-\(games.away)"
    }
    return said(board.names[winner], "win")
      + " \(name) \(part) \(finished.scores.home)-\(finished.scores.away)"
  }

  /// `name` and `verb` as the name takes it: `Lee wins`, `Ann/Bob win`.
  private static func said(_ name: String, _ verb: String) -> String {
    "\(name) \(verb)\(name.contains("/") ? "" : "s")"
  }

  /// The choice in words: `Ann/Bob serve first`, `Cy receives first`.
  private static func chosen(_ choice: MatchChoice, on board: ScoreboardState) -> String {
    switch choice {
    case .servingSide(let side):
      return said(board.names[side], "serve") + " first"
    case .server(let side, let player):
      let players = board.players(of: side)
      return said(players.indices.contains(player) ? players[player] : board.names[side], "serve") + " first"
    case .receiver(let side, let player):
      let players = board.players(of: side)
      return said(players.indices.contains(player) ? players[player] : board.names[side], "receive")
        + " first"
    case .firstKicker(let side):
      return said(board.names[side], "kick") + " first"
    case .serviceBox(let side, let box):
      return said(board.names[side], "serve") + " from the \(box.rawValue) box"
    case .receivingCourt(let side, let court):
      return said(board.names[side], "receive") + " in the \(court.rawValue) court"
    }
  }

  private static func teamChanges(_ old: GameReport.Team, _ new: GameReport.Team, scoresNamed: Bool)
    -> [String]
  {
    var parts: [String] = []
    if old.name != new.name { parts.append("name \(old.name) -> \(new.name)") }
    guard scoresNamed else { return parts }
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
