import Foundation
import Scoreboard
import StateStore
import Testing

/// Doubles matches replayed rally by rally against their score sheets. Each sheet line is the
/// rally's winner (`H`, `A`), then who served to whom before it (and from which court where the
/// sport has courts, with the pickleball call), and at a game's last rally the game's score. The
/// sheets were written by a scorer's script kept apart from the app (Python, from the rule texts:
/// BWF Law 11, ITTF 2.13, USA Pickleball Rule 4), with the players' choices before each game.
@Suite("Recorded doubles matches replayed point by point (issue 12)")
struct DoublesRecordedMatchTests {
  /// A sheet's rally: its winner, what the sheet says before it, and the game score it ends with.
  struct SheetLine {
    var winner: Side
    var before: String
    var gameScore: String?

    init(_ line: Substring) {
      winner = line.hasPrefix("H") ? .home : .away
      let parts = line.dropFirst(2).split(separator: "|")
      before = parts[0].trimmingCharacters(in: .whitespaces)
      gameScore = parts.count > 1 ? parts[1].split(separator: " ").last.map(String.init) : nil
    }
  }

  /// Replays `sheet` on a doubles match of `rules`, Ann/Bob against Cy/Di, `first` serving,
  /// answering the choices before game `n` with `picks[n]` (server, receiver), and checks every
  /// line; `describe` writes what the board shows in the sheet's notation.
  static func replay(
    _ sheet: String, rules: SportRules, first: Side, picks: [(Int, Int)], describe: (MatchView) -> String
  ) {
    var state = AppState(
      game: Game(scoreboard: ScoreboardState(homeName: "Ann/Bob", awayName: "Cy/Di", rules: rules)))
    var game = 0
    for (number, text) in sheet.split(separator: "\n").enumerated() {
      let line = SheetLine(text)
      while let pending = state.scoreboard.pendingChoice {
        let choice: MatchChoice
        switch pending.kind {
        case .servingSide: choice = .servingSide(first)
        case .server: choice = .server(pending.side, player: picks[game].0)
        case .receiver: choice = .receiver(pending.side, player: picks[game].1)
        case .firstKicker, .serviceBox, .receivingCourt: choice = pending.choice(taking: pending.defaultIndex)
        }
        _ = AppState.reducer.reduce(&state, .scoreboard(.choose(choice)))
      }
      #expect(describe(state.scoreboard.match) == line.before, "rally \(number + 1)")
      let gamesBefore = state.scoreboard.match.history.count
      _ = AppState.reducer.reduce(&state, .scoreboard(.add(line.winner, points: 1)))
      let history = state.scoreboard.match.history
      if let score = line.gameScore {
        #expect(history.count == gamesBefore + 1, "rally \(number + 1) ends a game")
        #expect(history.last.map { "\($0.scores.home)-\($0.scores.away)" } == score, "rally \(number + 1)")
        game += 1
      } else {
        #expect(history.count == gamesBefore, "rally \(number + 1) ends no game")
      }
    }
    #expect(state.scoreboard.winner != nil, "the sheet ends with the match")
  }

  static func doubles(_ sport: Sport) -> SportRules {
    var rules = SportRules.defaults(for: sport)
    rules.doubles = sport == .pickleball ? nil : true
    return rules
  }

  static func servedTo(_ match: MatchView) -> String {
    "\(match.serverPlayer?.player ?? "-")>\(match.receiverPlayer?.player ?? "-")"
  }

  static func withCourt(_ match: MatchView) -> String {
    servedTo(match) + " " + (match.serverPlayer?.court?.rawValue ?? "-")
  }

  @Test(
    "badminton doubles (BWF Law 11), away serving first, Di then Bob then Bob chosen to serve: 18-21 21-17 21-15"
  )
  func badminton() {
    Self.replay(
      Self.badmintonSheet, rules: Self.doubles(.badminton), first: .away, picks: [(1, 0), (0, 1), (1, 1)],
      describe: Self.withCourt)
  }

  @Test(
    "table tennis doubles (ITTF 2.13), best of 3, Bob to Di first: 7-11 13-11 11-6, receivers swap at 5 in the third"
  )
  func tableTennis() {
    var rules = Self.doubles(.tableTennis)
    rules.bestOf = 3
    Self.replay(
      Self.tableTennisSheet, rules: rules, first: .home, picks: [(1, 1), (1, 0), (0, 0)],
      describe: Self.servedTo)
  }

  @Test("pickleball doubles (USA Pickleball Rule 4), Bob and Cy on the right courts, from 0-0-2: 2-11")
  func pickleball() {
    Self.replay(Self.pickleballSheet, rules: Self.doubles(.pickleball), first: .home, picks: [(1, 0)]) {
      match in
      Self.withCourt(match) + " call " + (match.scoreCall ?? "-")
    }
  }

  static let badmintonSheet = """
    H Di>Ann right
    A Bob>Cy left
    A Cy>Bob left
    H Cy>Ann right
    H Ann>Cy right
    A Ann>Di left
    A Di>Ann left
    A Di>Bob right
    H Di>Ann left
    A Bob>Cy right
    H Cy>Bob right
    A Ann>Di left
    H Di>Ann left
    A Bob>Cy right
    H Cy>Bob right
    H Ann>Di left
    A Ann>Cy right
    A Di>Bob left
    A Di>Ann right
    A Di>Bob left
    A Di>Ann right
    H Di>Bob left
    H Bob>Di left
    H Bob>Cy right
    A Bob>Di left
    A Cy>Ann right
    H Cy>Bob left
    H Ann>Di right
    H Ann>Cy left
    A Ann>Di right
    H Di>Ann right
    H Bob>Cy left
    H Bob>Di right
    H Bob>Cy left
    A Bob>Di right
    A Cy>Ann left
    A Cy>Bob right
    A Cy>Ann left
    A Cy>Bob right | A wins the game 18-21
    A Cy>Bob right
    A Cy>Ann left
    H Cy>Bob right
    H Ann>Di left
    H Ann>Cy right
    H Ann>Di left
    H Ann>Cy right
    A Ann>Di left
    H Di>Ann left
    H Bob>Cy right
    A Bob>Di left
    H Cy>Ann right
    A Ann>Cy right
    A Di>Bob left
    A Di>Ann right
    A Di>Bob left
    H Di>Ann right
    A Bob>Cy left
    A Cy>Bob left
    A Cy>Ann right
    A Cy>Bob left
    H Cy>Ann right
    H Ann>Cy right
    H Ann>Di left
    H Ann>Cy right
    A Ann>Di left
    H Di>Ann left
    H Bob>Cy right
    A Bob>Di left
    A Cy>Ann right
    A Cy>Bob left
    H Cy>Ann right
    H Ann>Cy right
    A Ann>Di left
    H Di>Ann left
    H Bob>Cy right
    H Bob>Di left
    H Bob>Cy right | H wins the game 21-17
    A Bob>Di right
    A Cy>Ann left
    H Cy>Bob right
    H Ann>Di left
    H Ann>Cy right
    A Ann>Di left
    H Di>Ann left
    H Bob>Cy right
    H Bob>Di left
    A Bob>Cy right
    A Cy>Bob right
    H Cy>Ann left
    H Ann>Cy left
    A Ann>Di right
    A Di>Ann right
    H Di>Bob left
    A Bob>Di left
    A Cy>Ann right
    H Cy>Bob left
    A Ann>Di right
    H Di>Ann right
    A Bob>Cy left
    H Cy>Bob left
    H Ann>Di right
    H Ann>Cy left
    H Ann>Di right
    H Ann>Cy left
    H Ann>Di right
    A Ann>Cy left
    A Di>Bob right
    H Di>Ann left
    H Bob>Cy right
    A Bob>Di left
    H Cy>Ann right
    A Ann>Cy right
    H Di>Bob left | H wins the game 21-15
    """

  static let tableTennisSheet = """
    A Bob>Di
    A Bob>Di
    A Di>Ann
    A Di>Ann
    A Ann>Cy
    A Ann>Cy
    H Cy>Bob
    H Cy>Bob
    A Bob>Di
    A Bob>Di
    A Di>Ann
    H Di>Ann
    H Ann>Cy
    A Ann>Cy
    H Cy>Bob
    H Cy>Bob
    H Bob>Di
    A Bob>Di | A wins the game 7-11
    H Di>Bob
    A Di>Bob
    A Bob>Cy
    A Bob>Cy
    A Cy>Ann
    H Cy>Ann
    A Ann>Di
    H Ann>Di
    A Di>Bob
    H Di>Bob
    H Bob>Cy
    H Bob>Cy
    H Cy>Ann
    H Cy>Ann
    A Ann>Di
    H Ann>Di
    A Di>Bob
    H Di>Bob
    A Bob>Cy
    A Bob>Cy
    H Cy>Ann
    A Ann>Di
    H Di>Bob
    H Bob>Cy | H wins the game 13-11
    A Ann>Cy
    H Ann>Cy
    H Cy>Bob
    A Cy>Bob
    H Bob>Di
    A Bob>Di
    A Di>Ann
    H Di>Ann
    H Ann>Cy
    H Ann>Di
    H Di>Bob
    A Di>Bob
    H Bob>Cy
    H Bob>Cy
    H Cy>Ann
    A Cy>Ann
    H Ann>Di | H wins the game 11-6
    """

  static let pickleballSheet = """
    A Bob>Cy right call 0-0-2
    H Cy>Bob right call 0-0-1
    A Di>Ann left call 0-0-2
    A Di>Bob right call 1-0-2
    H Di>Ann left call 2-0-2
    H Bob>Cy right call 0-2-1
    H Bob>Di left call 1-2-1
    A Bob>Cy right call 2-2-1
    A Ann>Di left call 2-2-2
    A Cy>Bob right call 2-2-1
    A Cy>Ann left call 3-2-1
    H Cy>Bob right call 4-2-1
    A Di>Ann left call 4-2-2
    A Di>Bob right call 5-2-2
    H Di>Ann left call 6-2-2
    A Bob>Cy right call 2-6-1
    A Ann>Di left call 2-6-2
    A Cy>Bob right call 6-2-1
    H Cy>Ann left call 7-2-1
    H Di>Bob right call 7-2-2
    A Bob>Di right call 2-7-1
    A Ann>Cy left call 2-7-2
    A Di>Bob right call 7-2-1
    A Di>Ann left call 8-2-1
    H Di>Bob right call 9-2-1
    A Cy>Ann left call 9-2-2
    A Cy>Bob right call 10-2-2 | A wins the game 2-11
    """
}
