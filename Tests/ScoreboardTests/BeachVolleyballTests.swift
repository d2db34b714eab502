import PropertyBased
import Scoreboard
import StateStore
import Testing

@Suite("Beach volleyball rules (FIVB Official Beach Volleyball Rules 2025-2028)")
struct BeachVolleyballTests {
  static let rules = SportRules.defaults(for: .beachVolleyball)

  /// One set each: the deciding third set about to start.
  static let oneAll = Rallies.game(21, 10) + Rallies.game(10, 21)

  /// Ann/Bob against Cy/Di after `actions`, from the start of the match.
  static func board(_ actions: [ScoreboardAction]) -> ScoreboardState {
    ScoreboardState.reducer.reduced(
      ScoreboardState(homeName: "Ann/Bob", awayName: "Cy/Di", rules: rules), actions)
  }

  /// Ann/Bob against Cy/Di after the rallies of `text` (`H` home won, `A` away).
  static func board(_ text: String) -> ScoreboardState {
    board(Rallies.decode(text).map { .add($0, points: 1) })
  }

  /// Ann/Bob against Cy/Di after `rallies`.
  static func board(rallies: [Side]) -> ScoreboardState {
    board(rallies.map { .add($0, points: 1) })
  }

  /// Who serves now, by name, `-` when nobody does.
  static func server(_ board: ScoreboardState) -> String {
    board.match.serverPlayer?.player ?? "-"
  }

  @Test("FIVB Beach 4.1: a team is two players, named from the team's name with or without a slash")
  func teamsOfTwo() {
    let plain = ScoreboardState(rules: Self.rules)
    #expect(plain.players(of: .home) == ["Home 1", "Home 2"])
    #expect(plain.match.serverPlayer?.player == "Home 1")
    #expect(Self.board([]).players(of: .away) == ["Cy", "Di"])
    #expect(Self.rules.doubles == true && Self.rules.timeouts == 1)
  }

  @Test("FIVB Beach 6.2: a set is won by the first to 21 with a lead of 2, with no cap")
  func setToTwentyOne() {
    #expect(rally(Rallies.game(21, 19), Self.rules).finishedGames.first?.winner == .home)
    #expect(rally(Rallies.game(21, 20), Self.rules).finishedGames.isEmpty)
    #expect(rally(Rallies.game(20, 19), Self.rules).finishedGames.isEmpty)
    let long = rally(Rallies.game(31, 33), Self.rules)
    #expect(long.finishedGames.first?.points == SidePair(home: 31, away: 33))
  }

  @Test("FIVB Beach 6.3: best of 3 sets, the deciding third to 15 with a lead of 2")
  func thirdSetToFifteen() {
    let third = rally(Self.oneAll, Self.rules)
    #expect(third.isDecidingGame && third.gameNumber == 3 && third.winner == nil)
    #expect(rally(Self.oneAll + Rallies.game(15, 14), Self.rules).winner == nil)
    let won = rally(Self.oneAll + Rallies.game(13, 15), Self.rules)
    #expect(won.winner == .away && won.gamesWon == SidePair(home: 1, away: 2))
    #expect(rally(Rallies.game(21, 0) + Rallies.game(21, 0), Self.rules).winner == .home)
  }

  @Test("FIVB Beach 12.2.2: the rally winner serves; a team regaining the serve sends in its other player")
  func servingOrder() {
    let servers = (0...6).map { Self.server(Self.board(String("HAHAAHA".prefix($0)))) }
    #expect(servers == ["Ann", "Ann", "Cy", "Bob", "Di", "Di", "Ann"])
    #expect(Self.board("HAHAAH").match.server == .home && Self.board("HAHAAHA").match.server == .away)
    #expect(Self.board("H").match.line(home: "Ann/Bob", away: "Cy/Di").hasSuffix("Ann serves"))
  }

  @Test("FIVB Beach 7.6: each team's first server is asked before each set, after the serving side")
  func servingOrderAsked() {
    let start = Self.board([])
    #expect(start.pendingChoice?.question(teamName: "Ann/Bob") == "Ann/Bob serves first?")
    let tossed = Self.board([.choose(.servingSide(.away))])
    #expect(tossed.pendingChoice?.question(teamName: "Cy/Di") == "Cy serves for Cy/Di?")
    let awayChosen = Self.board([.choose(.servingSide(.away)), .choose(.server(.away, player: 1))])
    #expect(awayChosen.pendingChoice?.question(teamName: "Ann/Bob") == "Ann serves for Ann/Bob?")
    let order = Self.board([
      .choose(.servingSide(.away)), .choose(.server(.away, player: 1)), .choose(.server(.home, player: 1)),
    ])
    #expect(order.pendingChoice == nil && Self.server(order) == "Di")
    let turns = (1...4).map { count in
      Self.server(
        ScoreboardState.reducer.reduced(
          order, Rallies.decode("HAHA").prefix(count).map { .add($0, points: 1) }))
    }
    #expect(turns == ["Bob", "Cy", "Ann", "Di"], "each team alternates from its chosen first server")
  }

  @Test(
    "FIVB Beach 7.1: the second set's serve is chosen, the first set's receivers by default; the third is tossed"
  )
  func setOpeners() {
    let second = Self.board(rallies: Rallies.game(21, 10))
    #expect(second.match.server == .away && second.match.part == 2)
    #expect(second.pendingChoice?.question(teamName: "Ann/Bob") == "Cy/Di serves first?")
    let homeChose = ScoreboardState.reducer.reduced(second, [.choose(.servingSide(.home))])
    #expect(homeChose.match.server == .home && Self.server(homeChose) == "Ann")
    let third = Self.board(rallies: Self.oneAll)
    #expect(third.pendingChoice?.kind == .servingSide && third.match.server == .home)
  }

  @Test("FIVB Beach 18.2: ends change every 7 points played in sets 1 and 2")
  func endsEverySevenPoints() {
    let calls = (1...14).map { Self.board(rallies: Array(Rallies.game(7, 7).prefix($0))).match.callout }
    #expect(calls[6] == "Change ends" && calls[13] == "Change ends")
    #expect(calls.enumerated().filter { $0.element != nil }.map(\.offset) == [6, 13])
    #expect(Self.board(rallies: Rallies.game(21, 10)).match.callout == nil, "not between sets")
  }

  @Test("FIVB Beach 18.2: ends change every 5 points played in the third set")
  func endsEveryFivePointsInThird() {
    let calls = (1...10).map {
      Self.board(rallies: Self.oneAll + Rallies.game(5, 5).prefix($0)).match.callout
    }
    #expect(calls.enumerated().filter { $0.element != nil }.map(\.offset) == [4, 9])
    #expect(calls[4] == "Change ends")
  }

  @Test("FIVB Beach 15.4: a technical timeout when the points of set 1 or 2 add up to 21, not in the third")
  func technicalTimeout() {
    #expect(Self.board(rallies: Rallies.game(11, 10)).match.callout == "Technical timeout, change ends")
    #expect(Self.board(rallies: Rallies.game(11, 11)).match.callout == nil)
    let second = Self.board(rallies: Rallies.game(21, 10) + Rallies.game(6, 15))
    #expect(second.match.callout == "Technical timeout, change ends" && second.match.part == 2)
    #expect(Self.board(rallies: Self.oneAll + Rallies.game(10, 10)).match.callout == "Change ends")
    #expect(Self.board(rallies: Self.oneAll + Rallies.game(11, 10)).match.callout == nil)
  }

  @Test(
    "FIVB Beach 18.2 with 6.2: a change of ends at set point is called with it, for the team at set point")
  func changeEndsAtSetPoint() {
    let board = Self.board(rallies: Rallies.game(20, 15))
    #expect(board.match.callout == "Change ends, set point" && board.match.calloutSide == .home)
    let match = Self.board(rallies: Rallies.game(21, 10) + Rallies.game(20, 8))
    #expect(match.match.callout == "Change ends, match point" && match.match.calloutSide == .home)
  }

  @Test("FIVB Beach 15.4: one timeout per team per set; a second is refused; the next set has one again")
  func oneTimeoutPerSet() {
    let one = Self.board([.timed(.timeout(.home)), .timed(.timeout(.home))])
    #expect(one.timeoutsLeftInPart == SidePair(home: 0, away: 1))
    #expect(one.partTimeouts.taken.count == 1)
    let next = ScoreboardState.reducer.reduced(one, [.add(.home, points: 21)])
    #expect(next.match.part == 2 && next.timeoutsLeftInPart == SidePair(home: 1, away: 1))
  }

  @Test("status --json names the server, the sets and the score")
  func report() {
    let report = GameReport(
      Game(scoreboard: Self.board(rallies: Rallies.game(21, 10) + Rallies.decode("AH"))))
    #expect(report.home.sets == 1 && report.away.sets == 0)
    #expect(report.home.score == 1 && report.away.score == 1)
    #expect(report.period == "Set 2")
    #expect(report.serving?.player == "Ann" && report.serving?.side == "home" && report.receiving == nil)
  }

  @Test("property: a team's turns of service alternate between its two players within a set")
  func turnsAlternate() async {
    await propertyCheck(input: Gen<Side>.case.array(of: 1...90)) { rallies in
      var board = Self.board([])
      var lastTurn: [Side: String] = [.home: Self.server(board)]
      var part = board.match.part
      for side in rallies {
        let before = board.match.server
        board = ScoreboardState.reducer.reduced(board, [.add(side, points: 1)])
        guard board.winner == nil, let server = board.match.server else { break }
        let name = Self.server(board)
        #expect(board.players(of: server).contains(name), "\(rallies)")
        if board.match.part != part {
          (part, lastTurn) = (board.match.part, [server: name])
        } else if server != before {
          if let last = lastTurn[server] { #expect(name != last, "\(rallies)") }
          lastTurn[server] = name
        }
      }
    }
  }

  @Test(
    "property: ends change exactly when the points of the set played are a multiple of 7 (5 in the third)")
  func endsProperty() async {
    await propertyCheck(input: Gen<Side>.case.array(of: 1...120)) { rallies in
      let summary = rally(rallies, Self.rules)
      let played = summary.points.home + summary.points.away
      let step = summary.isDecidingGame ? 5 : 7
      let inSet = summary.winner == nil && played > 0
      #expect(summary.changeEnds == (inSet && played.isMultiple(of: step)), "\(rallies)")
    }
  }
}
