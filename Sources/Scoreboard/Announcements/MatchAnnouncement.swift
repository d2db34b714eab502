/// The match told in words, whatever the sport: the line a screen reader reads after each change
/// and the umpire's call after each point, both sport-neutral here; the sport's own words
/// (`fifteen-thirty`, `20-18, game point`, `4-2-1`) come from its folder through
/// ``MatchView/spokenScore``, the parts' names from the standings (`games` makes `Game`).
///
/// ```swift
/// MatchAnnouncement.line(board)  // "Nadal 30 : 15 Federer, sets 0 : 0, games 3 : 2"
/// MatchAnnouncement.call(from: before, to: after)  // "Game Nadal"
/// ```
public enum MatchAnnouncement {
  /// The plain line of `board`: the score line without a running clock (which a screen reader
  /// hears on a key, each minute and in its last seconds), the period of a timed sport, the call
  /// of the moment and the winner.
  public static func line(_ board: ScoreboardState) -> String {
    let view = board.match
    var parts = [view.line(home: board.names.home, away: board.names.away)]
    if board.timed.isTimed { parts.append(board.timed.periodLabel) }
    if let callout = view.callout {
      parts.append(view.calloutSide.map { "\(callout) \(board.names[$0])" } ?? callout)
    }
    if let winner = view.winner {
      parts.append("\(board.names[winner]) wins" + (view.winnerNote.map { " \($0)" } ?? ""))
    }
    return parts.joined(separator: ", ")
  }

  /// The clock of a timed sport as a line, `Q2 clock 7:30`, or `nil` without a clock.
  public static func clockLine(_ board: ScoreboardState) -> String? {
    guard let clock = board.clockDisplay else { return nil }
    let state = board.timed.clock.run != nil ? "" : ", stopped"
    return "\(board.timed.periodLabel) clock \(clock)\(state)"
  }

  /// Whether the running clock's move from `old` to `new` is one to announce: a whole minute
  /// played, or a second gone in the last 10 seconds of a clock that ends.
  public static func announcesClock(from old: GameClock, to new: GameClock) -> Bool {
    guard new.run != nil, old.length == new.length else { return false }
    let minutes = { (clock: GameClock) in clock.played.components.seconds / 60 }
    if minutes(old) != minutes(new), minutes(new) >= 1 { return true }
    guard new.endsAtLength, new.remaining <= .seconds(10) else { return false }
    return wholeSeconds(old.remaining) != wholeSeconds(new.remaining)
  }

  /// The umpire's call for the move from `before` to `after`, or `nil` when there is nothing to
  /// call (a tick of the clock, a rename). One line, for speech or a file.
  public static func call(from before: AnnouncedStep, to after: AnnouncedStep) -> String? {
    let boards = (before: before.game.scoreboard, after: after.game.scoreboard)
    let views = (before: boards.before.match, after: boards.after.match)
    if after.stepCount < before.stepCount {
      return "Correction, " + (views.after.spokenScore ?? plainScore(views.after))
    }
    let isStep = after.stepCount == before.stepCount + 1
    let change = BoardChange(
      before: boards.before, beforeView: views.before, after: boards.after, afterView: views.after)
    let events = MatchEvent.events(
      of: change, action: isStep ? after.last.action : nil, facts: isStep ? after.last.facts : StepFacts(),
      record: 0, time: nil)
    let names = boards.after.names
    let endings: Set<MatchEvent.Name> = [.gameWon, .setWon, .matchWon]
    let ending = events.first { endings.contains($0.name) }
    let parts = events.compactMap { event -> String? in
      if endings.contains(event.name) {
        guard event == ending, let side = views.after.winner ?? event.side else { return nil }
        return "\(partsEnded(change)) \(names[side])"
      }
      if event.name == .point, ending != nil { return nil }
      return phrase(event, change: change, names: names)
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// What `event` says in the call, or `nil` when the spoken score says it already (what is at
  /// stake) or it is said by another event of the step (a goal is its point's call).
  private static func phrase(_ event: MatchEvent, change: BoardChange, names: SidePair<String>) -> String? {
    let view = change.afterView
    let named = event.side.map { " \(names[$0])" } ?? ""
    switch event.name {
    case .point:
      guard let side = event.side else { return plainScore(view) }
      if let spoken = view.spokenScore {
        return servicePassed(change, to: side) ? "Service over, \(spoken)" : spoken
      }
      let gained = change.after.scores[side] - change.before.scores[side]
      let word = change.after.rules.sport.profile.scoreWords.chapterWord(gained)
      return "\(word)\(named), \(plainScore(view))"
    case .periodStart: return "\(change.after.timed.periodLabel) started"
    case .periodEnd: return "End of \(change.before.timed.periodLabel), \(plainScore(view))"
    case .shotClockViolation: return "Shot clock violation"
    case .shootoutKick: return view.callout
    case .goal, .gameWon, .setWon, .matchWon, .pointForGame, .pointForSet, .pointForMatch, .pointForBreak,
      .tiebreak, .changeEnds, .interval, .undo:
      return nil
    default:
      // A timed feature's event (a timeout, a card...) is called by its name and side.
      let name = event.name.rawValue
      return name.prefix(1).uppercased() + name.dropFirst() + named
    }
  }

  /// The parts the step ended, named after the standings, smallest first: `Game`, `Game and set`,
  /// `Game, set and match`; `Match` in a sport without standings. A standing that grew was won;
  /// one that went back to 0 (the games at a set's end) was won too, by the step that ended it.
  private static func partsEnded(_ change: BoardChange) -> String {
    let before = change.beforeView.standings
    let after = change.afterView.standings
    var words: [String] = []
    if before.count == after.count {
      let total = { (standing: Standing) in standing.counts.home + standing.counts.away }
      let reset = zip(before, after).filter { total($1) < total($0) }.map { singular($1.label) }
      let grown = zip(before, after).filter { total($1) > total($0) }.map { singular($1.label) }
      words = reset + grown.reversed()
    }
    if change.beforeView.winner == nil, change.afterView.winner != nil { words.append("match") }
    guard let first = words.first else { return "Point" }
    let capitalised = first.prefix(1).uppercased() + first.dropFirst()
    guard words.count > 1 else { return capitalised }
    let all = [capitalised] + words.dropFirst()
    return all.dropLast().joined(separator: ", ") + " and " + all[all.count - 1]
  }

  /// Whether the serve passed to `winner` with the point, in a sport whose rally winner serves
  /// next (where the umpire calls `service over`).
  private static func servicePassed(_ change: BoardChange, to winner: Side) -> Bool {
    guard change.after.rules.sport.profile.rally?.serveOrder == .rallyWinnerServes,
      let server = change.beforeView.server
    else { return false }
    return server != winner && change.afterView.server == winner
  }

  /// The score as plain numbers, home first: `2 : 1`.
  private static func plainScore(_ view: MatchView) -> String {
    "\(view.lineScore.home) : \(view.lineScore.away)"
  }

  /// A standing's label made singular: `games` makes `game`.
  private static func singular(_ label: String) -> String {
    label.hasSuffix("s") ? String(label.dropLast()) : label
  }

  /// The whole seconds of `duration`, rounded up (a clock showing 9.3 s left is in its tenth second).
  private static func wholeSeconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return attoseconds > 0 ? seconds + 1 : seconds
  }
}
