import Scoreboard
import StateStore
import Testing

/// A beach volleyball match replayed rally by rally against its score sheet: Ann/Bob against
/// Cy/Di, 21-18, 22-24, 15-13. Each sheet line is the rally's winner (`H`, `A`), then the score and
/// the sets after it, who serves next, and the board's call after a `|` (`H` or `A` for the team
/// it favours); a set's last rally says `set` or `match` instead of a server. The sheet was written
/// by a scorer's script kept apart from the app (Python, from the FIVB rule texts 6.2, 6.3, 12.2,
/// 15.4 and 18.2), with the choices before each set below.
@Suite("Recorded beach volleyball match replayed point by point")
struct BeachVolleyballRecordedMatchTests {
  /// Before each set: the serving team, and the player (0 first named) each team serves first with.
  static let choices: [(serving: Side, home: Int, away: Int)] = [(.home, 1, 0), (.home, 0, 1), (.away, 1, 1)]

  static let sheet = """
    A 0-1 sets 0-0 Cy
    H 1-1 sets 0-0 Ann
    H 2-1 sets 0-0 Ann
    H 3-1 sets 0-0 Ann
    H 4-1 sets 0-0 Ann
    A 4-2 sets 0-0 Di
    H 5-2 sets 0-0 Bob | Change ends
    H 6-2 sets 0-0 Bob
    H 7-2 sets 0-0 Bob
    H 8-2 sets 0-0 Bob
    H 9-2 sets 0-0 Bob
    A 9-3 sets 0-0 Cy
    A 9-4 sets 0-0 Cy
    H 10-4 sets 0-0 Ann | Change ends
    H 11-4 sets 0-0 Ann
    H 12-4 sets 0-0 Ann
    H 13-4 sets 0-0 Ann
    H 14-4 sets 0-0 Ann
    H 15-4 sets 0-0 Ann
    A 15-5 sets 0-0 Di
    A 15-6 sets 0-0 Di | Technical timeout, change ends
    A 15-7 sets 0-0 Di
    A 15-8 sets 0-0 Di
    H 16-8 sets 0-0 Bob
    H 17-8 sets 0-0 Bob
    A 17-9 sets 0-0 Cy
    H 18-9 sets 0-0 Ann
    H 19-9 sets 0-0 Ann | Change ends
    A 19-10 sets 0-0 Di
    A 19-11 sets 0-0 Di
    A 19-12 sets 0-0 Di
    H 20-12 sets 0-0 Bob | Set point H
    A 20-13 sets 0-0 Cy | Set point H
    A 20-14 sets 0-0 Cy | Set point H
    A 20-15 sets 0-0 Cy | Change ends, set point H
    A 20-16 sets 0-0 Cy | Set point H
    A 20-17 sets 0-0 Cy | Set point H
    A 20-18 sets 0-0 Cy | Set point H
    H 21-18 sets 1-0 - | set
    A 0-1 sets 1-0 Di
    A 0-2 sets 1-0 Di
    A 0-3 sets 1-0 Di
    H 1-3 sets 1-0 Bob
    H 2-3 sets 1-0 Bob
    H 3-3 sets 1-0 Bob
    H 4-3 sets 1-0 Bob | Change ends
    H 5-3 sets 1-0 Bob
    A 5-4 sets 1-0 Cy
    A 5-5 sets 1-0 Cy
    H 6-5 sets 1-0 Ann
    A 6-6 sets 1-0 Di
    H 7-6 sets 1-0 Bob
    A 7-7 sets 1-0 Cy | Change ends
    A 7-8 sets 1-0 Cy
    A 7-9 sets 1-0 Cy
    A 7-10 sets 1-0 Cy
    H 8-10 sets 1-0 Ann
    H 9-10 sets 1-0 Ann
    A 9-11 sets 1-0 Di
    H 10-11 sets 1-0 Bob | Technical timeout, change ends
    A 10-12 sets 1-0 Cy
    H 11-12 sets 1-0 Ann
    H 12-12 sets 1-0 Ann
    H 13-12 sets 1-0 Ann
    H 14-12 sets 1-0 Ann
    H 15-12 sets 1-0 Ann
    H 16-12 sets 1-0 Ann | Change ends
    A 16-13 sets 1-0 Di
    A 16-14 sets 1-0 Di
    H 17-14 sets 1-0 Bob
    H 18-14 sets 1-0 Bob
    A 18-15 sets 1-0 Cy
    A 18-16 sets 1-0 Cy
    A 18-17 sets 1-0 Cy | Change ends
    A 18-18 sets 1-0 Cy
    A 18-19 sets 1-0 Cy
    H 19-19 sets 1-0 Ann
    H 20-19 sets 1-0 Ann | Match point H
    A 20-20 sets 1-0 Di
    A 20-21 sets 1-0 Di | Set point A
    H 21-21 sets 1-0 Bob | Change ends
    H 22-21 sets 1-0 Bob | Match point H
    A 22-22 sets 1-0 Cy
    A 22-23 sets 1-0 Cy | Set point A
    A 22-24 sets 1-1 - | set
    A 0-1 sets 1-1 Di
    A 0-2 sets 1-1 Di
    H 1-2 sets 1-1 Bob
    H 2-2 sets 1-1 Bob
    H 3-2 sets 1-1 Bob | Change ends
    A 3-3 sets 1-1 Cy
    A 3-4 sets 1-1 Cy
    A 3-5 sets 1-1 Cy
    A 3-6 sets 1-1 Cy
    H 4-6 sets 1-1 Ann | Change ends
    H 5-6 sets 1-1 Ann
    A 5-7 sets 1-1 Di
    A 5-8 sets 1-1 Di
    A 5-9 sets 1-1 Di
    H 6-9 sets 1-1 Bob | Change ends
    A 6-10 sets 1-1 Cy
    A 6-11 sets 1-1 Cy
    H 7-11 sets 1-1 Ann
    H 8-11 sets 1-1 Ann
    H 9-11 sets 1-1 Ann | Change ends
    H 10-11 sets 1-1 Ann
    H 11-11 sets 1-1 Ann
    H 12-11 sets 1-1 Ann
    A 12-12 sets 1-1 Di
    A 12-13 sets 1-1 Di | Change ends
    H 13-13 sets 1-1 Bob
    H 14-13 sets 1-1 Bob | Match point H
    H 15-13 sets 2-1 - | match
    """

  /// What the board shows after a rally, in the sheet's notation.
  static func describe(_ board: ScoreboardState) -> String {
    let match = board.match
    let sets = match.standing("sets") ?? SidePair(both: -1)
    var text = "\(match.score.home)-\(match.score.away) sets \(sets.home)-\(sets.away) "
    text += match.serverPlayer?.player ?? "-"
    if let callout = match.callout {
      text += " | \(callout)" + (match.calloutSide.map { $0 == .home ? " H" : " A" } ?? "")
    }
    return text
  }

  /// Answers the choices asked before set `set` as ``choices`` says.
  static func answer(_ state: inout AppState, set: Int) {
    let chosen = choices[set - 1]
    while let pending = state.scoreboard.pendingChoice {
      let choice: MatchChoice =
        switch pending.kind {
        case .servingSide: .servingSide(chosen.serving)
        case .server: .server(pending.side, player: pending.side == .home ? chosen.home : chosen.away)
        default: pending.choice(taking: pending.defaultIndex)
        }
      _ = AppState.reducer.reduce(&state, .scoreboard(.choose(choice)))
    }
  }

  @Test(
    "FIVB Beach 6.2, 6.3, 12.2, 15.4, 18.2: every rally's score, sets, server and call, 21-18 22-24 15-13")
  func replay() {
    var state = AppState(
      game: Game(
        scoreboard: ScoreboardState(
          homeName: "Ann/Bob", awayName: "Cy/Di", rules: .defaults(for: .beachVolleyball))))
    var set = 1
    Self.answer(&state, set: 1)
    #expect(state.scoreboard.match.serverPlayer?.player == "Bob")
    for (number, line) in Self.sheet.split(separator: "\n").enumerated() {
      let winner: Side = line.hasPrefix("H") ? .home : .away
      _ = AppState.reducer.reduce(&state, .scoreboard(.add(winner, points: 1)))
      let expected = String(line.dropFirst(2))
      if expected.hasSuffix("| set") || expected.hasSuffix("| match") {
        let last = state.scoreboard.match.history.last.map { "\($0.scores.home)-\($0.scores.away)" }
        #expect(expected.hasPrefix(last ?? "none"), "rally \(number + 1): \(expected)")
        #expect((state.scoreboard.winner != nil) == expected.hasSuffix("match"), "rally \(number + 1)")
        set += 1
        if set <= Self.choices.count && state.scoreboard.winner == nil { Self.answer(&state, set: set) }
      } else {
        #expect(Self.describe(state.scoreboard) == expected, "rally \(number + 1)")
      }
    }
    #expect(state.scoreboard.winner == .home)
    let history = state.scoreboard.match.history.map { "\($0.scores.home)-\($0.scores.away)" }
    #expect(history == ["21-18", "22-24", "15-13"])
  }

  @Test("FIVB Beach 7.1 and 7.6: each set opens with the team and the server chosen for it")
  func setOpeners() {
    var state = AppState(
      game: Game(
        scoreboard: ScoreboardState(
          homeName: "Ann/Bob", awayName: "Cy/Di", rules: .defaults(for: .beachVolleyball))))
    var openers: [String] = []
    var set = 1
    Self.answer(&state, set: 1)
    openers.append(state.scoreboard.match.serverPlayer?.player ?? "-")
    for line in Self.sheet.split(separator: "\n") where state.scoreboard.winner == nil {
      _ = AppState.reducer.reduce(&state, .scoreboard(.add(line.hasPrefix("H") ? .home : .away, points: 1)))
      if line.hasSuffix("| set") {
        set += 1
        Self.answer(&state, set: set)
        openers.append(state.scoreboard.match.serverPlayer?.player ?? "-")
      }
    }
    #expect(openers == ["Bob", "Ann", "Di"])
  }
}
