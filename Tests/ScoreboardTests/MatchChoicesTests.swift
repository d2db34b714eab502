import Scoreboard
import StateStore
import Testing

@Suite("Choices before a game: the toss, the first server and the first receiver (issue 12 section 1)")
struct MatchChoicesTests {
  /// A doubles board of `sport`, Ann/Bob against Cy/Di, after `actions`.
  static func board(_ sport: Sport, _ actions: [ScoreboardAction] = [], rules: SportRules? = nil)
    -> ScoreboardState
  {
    var start = ScoreboardState(homeName: "Ann/Bob", awayName: "Cy/Di", rules: rules ?? .defaults(for: sport))
    if sport == .tennis || sport == .badminton || sport == .tableTennis {
      start = ScoreboardState.reducer.reduced(start, [.newMatch(Self.doubles(start.rules))])
    }
    return ScoreboardState.reducer.reduced(start, actions)
  }

  static func doubles(_ rules: SportRules) -> SportRules {
    var rules = rules
    rules.doubles = true
    return rules
  }

  static func rallies(_ sides: [Side]) -> [ScoreboardAction] { sides.map { .add($0, points: 1) } }

  /// Who serves and who receives, with the court: `"Ann(right)>Cy(right)"`.
  static func pair(_ board: ScoreboardState) -> String {
    let match = board.match
    let name: (PlayerAtCourt?) -> String = { player in
      guard let player else { return "-" }
      return player.player + (player.court.map { "(\($0.rawValue))" } ?? "")
    }
    return "\(name(match.serverPlayer))>\(name(match.receiverPlayer))"
  }

  @Test(
    "the toss is asked before the first rally: Enter keeps the home side serving, the other answer the away side"
  )
  func toss() {
    let start = Self.board(.badminton)
    let pending = start.pendingChoice
    #expect(pending?.kind == .servingSide)
    #expect(pending?.options == ["Ann/Bob", "Cy/Di"])
    #expect(pending?.defaultOption == "Ann/Bob")
    let away = ScoreboardState.reducer.reduced(start, [.choose(.servingSide(.away))])
    #expect(away.firstServer == .away)
    #expect(away.pendingChoice?.kind == .server && away.pendingChoice?.side == .away)
    #expect(away.pendingChoice?.options == ["Cy", "Di"])
  }

  @Test("BWF Law 11.1: before each game the serving side chooses its server, the receiving side its receiver")
  func badmintonChoices() {
    let chosen = Self.board(
      .badminton,
      [
        .choose(.servingSide(.home)), .choose(.server(.home, player: 1)),
        .choose(.receiver(.away, player: 1)),
      ])
    #expect(chosen.pendingChoice == nil)
    #expect(Self.pair(chosen) == "Bob(right)>Di(right)")
    // Home scores: Bob serves again from the left, to Cy, who stands in the left court.
    #expect(Self.pair(ScoreboardState.reducer.reduced(chosen, Self.rallies([.home]))) == "Bob(left)>Cy(left)")
    // Away wins the rally: away has 1, odd, so its left-court player, Cy, serves to Ann (left).
    #expect(Self.pair(ScoreboardState.reducer.reduced(chosen, Self.rallies([.away]))) == "Cy(left)>Ann(left)")
  }

  @Test("BWF Law 11.1: the second game asks again, of the side that won the first (it serves)")
  func badmintonSecondGame() {
    let secondGame = Self.board(.badminton, Self.rallies(Rallies.won(by: .away, 21)))
    #expect(secondGame.match.part == 2)
    #expect(secondGame.pendingChoice?.kind == .server && secondGame.pendingChoice?.side == .away)
    let chosen = ScoreboardState.reducer.reduced(
      secondGame, [.choose(.server(.away, player: 1)), .choose(.receiver(.home, player: 1))])
    #expect(Self.pair(chosen) == "Di(right)>Bob(right)")
  }

  @Test("a rally played without an answer takes the defaults (the first-named players) and the question goes")
  func rallyTakesDefaults() {
    let played = Self.board(.badminton, Self.rallies([.home]))
    #expect(played.pendingChoice == nil)
    #expect(Self.pair(played) == "Ann(left)>Di(left)")
  }

  @Test("a choice that is not asked changes nothing: a player out of range, the wrong side, singles")
  func refusedChoices() {
    let start = Self.board(.badminton, [.choose(.servingSide(.home))])
    #expect(ScoreboardState.reducer.reduced(start, [.choose(.server(.home, player: 2))]) == start)
    #expect(ScoreboardState.reducer.reduced(start, [.choose(.server(.away, player: 1))]) == start)
    #expect(ScoreboardState.reducer.reduced(start, [.choose(.receiver(.away, player: 1))]) == start)
    let singles = ScoreboardState(rules: .defaults(for: .badminton))
    let tossed = ScoreboardState.reducer.reduced(singles, [.choose(.servingSide(.home))])
    #expect(tossed.pendingChoice == nil, "singles asks only the toss")
    #expect(ScoreboardState.reducer.reduced(tossed, [.choose(.server(.home, player: 1))]) == tossed)
  }

  @Test(
    "ITTF 2.13.3: the serving pair chooses its first server each game; the receiving pair its first receiver in game 1 only"
  )
  func tableTennisChoices() {
    let chosen = Self.board(
      .tableTennis,
      [
        .choose(.servingSide(.home)), .choose(.server(.home, player: 1)),
        .choose(.receiver(.away, player: 1)),
      ])
    #expect(Self.pair(chosen) == "Bob>Di")
    // ITTF 2.13.4: at each change of service the receiver serves, the server's partner receives.
    let turns = (1...3).map {
      Self.pair(ScoreboardState.reducer.reduced(chosen, Self.rallies(Rallies.won(by: .home, 2 * $0))))
    }
    #expect(turns == ["Di>Ann", "Ann>Cy", "Cy>Bob"])
    // Game 2 (away opens): away chooses Di to serve; the receiver is not asked: it is Bob, who
    // served to Di in game 1 (ITTF 2.13.5).
    let secondGame = ScoreboardState.reducer.reduced(chosen, Self.rallies(Rallies.game(11, 0)))
    #expect(secondGame.pendingChoice?.kind == .server && secondGame.pendingChoice?.side == .away)
    let second = ScoreboardState.reducer.reduced(secondGame, [.choose(.server(.away, player: 1))])
    #expect(second.pendingChoice == nil)
    #expect(Self.pair(second) == "Di>Bob")
  }

  @Test(
    "USA Pickleball 4.B: each side chooses who starts the game on its right court; the right-court player serves first"
  )
  func pickleballChoices() {
    let chosen = Self.board(
      .pickleball,
      [
        .choose(.servingSide(.home)), .choose(.server(.home, player: 1)),
        .choose(.receiver(.away, player: 1)),
      ])
    #expect(chosen.match.scoreCall == "0-0-2")
    #expect(Self.pair(chosen) == "Bob(right)>Di(right)")
    // Home scores: Bob and Ann change courts, Bob serves from the left to Cy.
    #expect(Self.pair(ScoreboardState.reducer.reduced(chosen, Self.rallies([.home]))) == "Bob(left)>Cy(left)")
  }

  @Test(
    "ITF rule 14: the team serving first picks its first server for the set, the other team picks at the set's second game; ITF rule 15: each team picks its receiving courts"
  )
  func tennisChoices() {
    let chosen = Self.board(
      .tennis,
      [
        .choose(.servingSide(.home)), .choose(.server(.home, player: 1)),
        .choose(.receiver(.away, player: 1)),
      ])
    #expect(chosen.pendingChoice == nil)
    #expect(Self.pair(chosen) == "Bob(right)>Di(right)")
    #expect(Self.pair(ScoreboardState.reducer.reduced(chosen, Self.rallies([.home]))) == "Bob(left)>Cy(left)")
    let gameTwo = ScoreboardState.reducer.reduced(chosen, Self.rallies(Rallies.won(by: .home, 4)))
    #expect(gameTwo.pendingChoice?.kind == .server && gameTwo.pendingChoice?.side == .away)
    let second = ScoreboardState.reducer.reduced(
      gameTwo, [.choose(.server(.away, player: 1)), .choose(.receiver(.home, player: 1))])
    #expect(Self.pair(second) == "Di(right)>Bob(right)")
    let gameThree = ScoreboardState.reducer.reduced(second, Self.rallies(Rallies.won(by: .away, 4)))
    #expect(gameThree.pendingChoice == nil, "the order holds for the rest of the set")
    #expect(gameThree.match.serverPlayer?.player == "Ann")
    let gameFour = ScoreboardState.reducer.reduced(gameThree, Self.rallies(Rallies.won(by: .home, 4)))
    #expect(gameFour.match.serverPlayer?.player == "Cy")
  }

  @Test("FIVB 12.2.2.1: a new toss before the deciding set; the set's first serve goes to the side chosen")
  func volleyballDecidingSetToss() {
    let sets = Rallies.game(25, 0) + Rallies.game(0, 25) + Rallies.game(25, 0) + Rallies.game(0, 25)
    let fifth = Self.board(.volleyball, Self.rallies(sets))
    #expect(fifth.match.part == 5)
    #expect(fifth.pendingChoice?.kind == .servingSide)
    let alternation = fifth.match.server
    let tossed = ScoreboardState.reducer.reduced(fifth, [.choose(.servingSide(alternation!.opponent))])
    #expect(tossed.match.server == alternation?.opponent)
    #expect(tossed.pendingChoice == nil)
    let fourth = Self.board(.volleyball, Self.rallies(Array(sets.dropLast(25))))
    #expect(fourth.pendingChoice == nil, "sets 2 to 4 follow the alternation (FIVB 12.2.2.2)")
  }

  @Test("undo takes a choice back and asks again; the journal's action list replays it exactly")
  func undoable() {
    var state = AppState(game: Game(scoreboard: Self.board(.badminton, [.choose(.servingSide(.home))])))
    _ = AppState.reducer.reduce(&state, .scoreboard(.choose(.server(.home, player: 1))))
    #expect(Self.pair(state.scoreboard) == "Bob(right)>Cy(right)")
    _ = AppState.reducer.reduce(&state, .undo)
    #expect(state.scoreboard.pendingChoice?.kind == .server)
    #expect(Self.pair(state.scoreboard) == "Ann(right)>Cy(right)")
  }

  @Test("taking back the rallies of a game forgets the choices made for the games after it")
  func takeBackForgetsLaterChoices() {
    let secondGame = Self.board(
      .badminton, Self.rallies(Rallies.won(by: .away, 21)) + [.choose(.server(.away, player: 1))])
    #expect(secondGame.choices.made.count == 1)
    let back = ScoreboardState.reducer.reduced(secondGame, [.subtract(.away, points: 1)])
    #expect(back.match.part == 1)
    #expect(back.choices.isEmpty)
  }
}
