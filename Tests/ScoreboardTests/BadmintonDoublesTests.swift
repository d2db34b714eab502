import PropertyBased
import Scoreboard
import Testing

@Suite("Badminton doubles (BWF Laws of Badminton, Law 11)")
struct BadmintonDoublesTests {
  static let rules = SportRules.defaults(for: .badminton)

  /// Ann/Bob against Cy/Di after the rallies of `script` (H, A), home serving first.
  static func board(_ script: String) -> ScoreboardState {
    let start = ScoreboardState(homeName: "Ann/Bob", awayName: "Cy/Di", rules: rules)
    return ScoreboardState.reducer.reduced(start, Rallies.decode(script).map { .add($0, points: 1) })
  }

  @Test("BWF Law 11.1: the first server serves from the right court to the first receiver, diagonally")
  func start() {
    let board = Self.board("")
    #expect(board.match.serverPlayer == PlayerAtCourt(side: .home, player: "Ann", court: .right))
    #expect(board.match.receiverPlayer == PlayerAtCourt(side: .away, player: "Cy", court: .right))
  }

  @Test(
    "BWF Law 11.2: a serving side that wins scores, and the same server serves again from the other court")
  func serverKeepsServing() {
    let board = Self.board("H")
    #expect(board.match.serverPlayer == PlayerAtCourt(side: .home, player: "Ann", court: .left))
    #expect(board.match.receiverPlayer == PlayerAtCourt(side: .away, player: "Di", court: .left))
  }

  @Test(
    "BWF Law 11.3: a receiving side that wins serves next; nobody moves; the player in the court of its score serves"
  )
  func receiverWins() {
    // Home 1-0 (Ann and Bob changed courts), then away wins: away has 1, odd, so its left-court
    // player (Di, who has not moved) serves to home's left court, where Ann now stands.
    let board = Self.board("HA")
    #expect(board.match.serverPlayer == PlayerAtCourt(side: .away, player: "Di", court: .left))
    #expect(board.match.receiverPlayer == PlayerAtCourt(side: .home, player: "Ann", court: .left))
    // Home wins it back: home has 2, even, so its right-court player (Bob, since the swap) serves.
    let back = Self.board("HAH")
    #expect(back.match.serverPlayer == PlayerAtCourt(side: .home, player: "Bob", court: .right))
    #expect(back.match.receiverPlayer == PlayerAtCourt(side: .away, player: "Cy", court: .right))
  }

  @Test(
    "BWF Law 11.4: the service order runs initial server, receiver's partner, server's partner, initial receiver"
  )
  func serviceOrder() {
    let servers = ["", "A", "AH", "AHA", "AHAH"].map { Self.board($0).match.serverPlayer?.player }
    #expect(servers == ["Ann", "Di", "Bob", "Cy", "Ann"])
  }

  @Test(
    "doubles shows on the board: the server and the receiver by name and court; the score line says who serves"
  )
  func shownOnBoard() {
    let board = Self.board("HHA")
    #expect(board.scoreLine == "Ann/Bob 2 : 1 Cy/Di, games 0 : 0, Di serves (left)")
  }

  @Test("singles badminton is as before: no players named")
  func singlesUnchanged() {
    let board = ScoreboardState.reducer.reduced(ScoreboardState(rules: Self.rules), [.add(.home, points: 1)])
    #expect(board.match.serverPlayer == nil && board.match.receiverPlayer == nil)
    #expect(board.match.serviceCourt == .left)
  }

  @Test("property: server, receiver and courts always match the Law 11 umpire; undo restores them")
  func matchesOracle() async {
    await propertyCheck(input: Gen<Side>.case.array(of: 0...150), Gen<Side>.case) { rallies, first in
      var oracle = BadmintonDoublesOracle(firstServer: first)
      for count in 0...rallies.count {
        if count > 0 { oracle.play(rallies[count - 1]) }
        let summary = RallyScoring.summary(
          of: Array(rallies.prefix(count)), rules: Self.rules, firstServer: first, doubles: true)
        #expect(summary.winner == oracle.winner)
        guard oracle.winner == nil else { break }
        #expect(summary.points == oracle.points)
        #expect(summary.server == oracle.serving)
        #expect(summary.serviceCourt == oracle.court)
        #expect(summary.serverIndex == oracle.server)
        #expect(summary.receiverIndex == oracle.receiver)
      }
    }
  }
}

extension BadmintonDoublesTests {
  @Test(
    "property: with any server and receiver chosen before each game, the players match the Law 11 umpire; undo restores them"
  )
  func choicesMatchOracle() async {
    let picks = Gen<Bool>.bool.array(of: 6...6)
    await propertyCheck(input: Gen<Side>.case.array(of: 0...120), Gen<Side>.case, picks) {
      rallies, first, picks in
      var state = AppState(game: Game(scoreboard: Self.board("")))
      var oracle = BadmintonDoublesOracle(firstServer: first)
      var game = 0
      func answerChoices() {
        while let pending = state.scoreboard.pendingChoice {
          let before = state.scoreboard
          let index: Int
          switch pending.kind {
          case .servingSide: index = first == .home ? 0 : 1
          case .server: index = picks[(2 * game) % picks.count] ? 1 : 0
          case .receiver: index = picks[(2 * game + 1) % picks.count] ? 1 : 0
          case .firstKicker, .serviceBox, .receivingCourt: index = pending.defaultIndex
          }
          _ = AppState.reducer.reduce(&state, .scoreboard(.choose(pending.choice(taking: index))))
          if pending.kind == .receiver {
            oracle.startGame(
              server: picks[(2 * game) % picks.count] ? 1 : 0,
              receiver: picks[(2 * game + 1) % picks.count] ? 1 : 0)
          }
          _ = AppState.reducer.reduce(&state, .undo)
          #expect(state.scoreboard == before, "undo takes the choice back exactly")
          _ = AppState.reducer.reduce(&state, .redo)
        }
      }
      answerChoices()
      for rally in rallies where oracle.winner == nil {
        let gamesBefore = oracle.games.home + oracle.games.away
        oracle.play(rally)
        _ = AppState.reducer.reduce(&state, .scoreboard(.add(rally, points: 1)))
        if oracle.games.home + oracle.games.away > gamesBefore {
          game += 1
          answerChoices()
        }
        guard oracle.winner == nil else { break }
        let match = state.scoreboard.match
        let players = SidePair(home: ["Ann", "Bob"], away: ["Cy", "Di"])
        #expect(match.serverPlayer?.player == players[oracle.serving][oracle.server])
        #expect(match.receiverPlayer?.player == players[oracle.serving.opponent][oracle.receiver])
        #expect(match.serviceCourt == oracle.court)
      }
    }
  }
}

@Suite("players of a side")
struct PlayersTests {
  @Test(
    "a team sport keeps a name with a slash whole; a doubles sport splits it; --doubles numbers a lone name")
  func players() {
    let soccer = ScoreboardState(homeName: "AC/DC", awayName: "Away", rules: .defaults(for: .soccer))
    #expect(soccer.players(of: .home) == ["AC/DC"] && soccer.playersPerSide == 1)
    let badminton = ScoreboardState(homeName: "Ann / Bob", awayName: "Cy", rules: .defaults(for: .badminton))
    #expect(badminton.players(of: .home) == ["Ann", "Bob"])
    #expect(badminton.players(of: .away) == ["Cy 1", "Cy 2"])
    var doubles = SportRules.defaults(for: .tennis)
    doubles.doubles = true
    #expect(ScoreboardState(rules: doubles).players(of: .home) == ["Home 1", "Home 2"])
  }
}
