import Scoreboard
import ScoreboardTUI
import Testing

@Suite("keys and status line for the choices before a game (issue 12 section 1)")
struct ChoiceKeysTests {
  /// A badminton doubles match, Ann/Bob against Cy/Di, after `actions`.
  static func doubles(_ actions: [ScoreboardAction] = []) -> AppState {
    var rules = SportRules.defaults(for: .badminton)
    rules.doubles = true
    let board = ScoreboardState(homeName: "Ann/Bob", awayName: "Cy/Di", rules: rules)
    return Fixtures.state(actions.map { .scoreboard($0) }, from: AppState(game: Game(scoreboard: board)))
  }

  static func statusLine(_ state: AppState) -> String {
    let size = TerminalSize(columns: 80, lines: 24)
    return AppView.frame(for: state, size: size, options: ViewOptions()).textLines[size.lines - 1]
  }

  @Test("Enter answers yes: the default side serves, then the first-named player")
  func enterTakesTheDefault() {
    let keys = KeyMap.standard
    #expect(
      keys.outcome(for: .enter, in: Self.doubles()) == .dispatch([.scoreboard(.choose(.servingSide(.home)))]))
    let tossed = Self.doubles([.choose(.servingSide(.home))])
    #expect(
      keys.outcome(for: .enter, in: tossed) == .dispatch([.scoreboard(.choose(.server(.home, player: 0)))]))
  }

  @Test("o answers the other: the other side serves, the partner serves, the partner receives")
  func oTakesTheOther() {
    let keys = KeyMap.standard
    #expect(
      keys.outcome(for: .character("o"), in: Self.doubles())
        == .dispatch([.scoreboard(.choose(.servingSide(.away)))]))
    let tossed = Self.doubles([.choose(.servingSide(.home))])
    #expect(
      keys.outcome(for: .character("o"), in: tossed)
        == .dispatch([.scoreboard(.choose(.server(.home, player: 1)))]))
    let served = Self.doubles([.choose(.servingSide(.home)), .choose(.server(.home, player: 1))])
    #expect(
      keys.outcome(for: .character("o"), in: served)
        == .dispatch([.scoreboard(.choose(.receiver(.away, player: 1)))]))
  }

  @Test("with nothing asked, Enter and o do nothing; a sport without a server has no such keys")
  func nothingAsked() {
    let played = Self.doubles([.add(.home, points: 1)])
    #expect(KeyMap.standard.outcome(for: .enter, in: played) == .ignored)
    #expect(KeyMap.standard.outcome(for: .character("o"), in: played) == .ignored)
    #expect(KeyMap.standard.outcome(for: .enter, in: AppState()) == .ignored)
  }

  @Test("the status line asks the question and names the keys that answer it")
  func statusLineAsks() {
    #expect(Self.statusLine(Self.doubles()).contains("Ann/Bob serves first?  Enter yes  o Cy/Di"))
    let tossed = Self.doubles([.choose(.servingSide(.away))])
    #expect(Self.statusLine(tossed).contains("Cy serves for Cy/Di?  Enter yes  o Di"))
    let served = Self.doubles([.choose(.servingSide(.away)), .choose(.server(.away, player: 1))])
    #expect(Self.statusLine(served).contains("Ann receives for Ann/Bob?  Enter yes  o Bob"))
    let answered = Self.doubles([
      .choose(.servingSide(.away)), .choose(.server(.away, player: 1)), .choose(.receiver(.home, player: 0)),
    ])
    #expect(!Self.statusLine(answered).contains("?  Enter"))
    #expect(Self.statusLine(answered).contains("h/a +1"))
  }

  @Test("key files name the answers: choose default, choose other")
  func keyFileNames() {
    #expect(KeyCommand(actionName: "choose default") == .answerChoice(takesDefault: true))
    #expect(KeyCommand(actionName: "choose other") == .answerChoice(takesDefault: false))
    #expect(KeyCommand.answerChoice(takesDefault: false).actionName == "choose other")
  }
}

@Suite("volleyball timeouts from the keyboard")
struct VolleyballTimeoutKeysTests {
  @Test("t and y take a timeout for the left and right team in volleyball; the board shows what is left")
  func keys() {
    let state = AppState(game: Game(scoreboard: ScoreboardState(rules: .defaults(for: .volleyball))))
    #expect(
      KeyMap.standard.outcome(for: .character("t"), in: state)
        == .dispatch([.scoreboard(.timed(.timeout(.home)))]))
    let taken = Fixtures.state([.scoreboard(.timed(.timeout(.home)))], from: state)
    let frame = AppView.frame(for: taken, size: TerminalSize(columns: 80, lines: 24), options: ViewOptions())
    #expect(frame.textLines.contains { $0.contains("timeouts 1") && $0.contains("timeouts 2") })
  }
}

@Suite("shot clock keys")
struct ShotClockKeysTests {
  @Test(
    "b resets the shot clock to 24 and B to 14 at the key's reading; without a shot clock they do nothing")
  func keys() throws {
    var choices = RuleChoices()
    choices[.shotClock] = true
    let rules = try SportRules(sport: .basketball, choices: choices)
    let state = AppState(game: Game(scoreboard: ScoreboardState(rules: rules)))
    #expect(
      KeyMap.standard.outcome(for: .character("b"), in: state, at: .seconds(7))
        == .dispatch([.scoreboard(.timed(.resetShotClock(seconds: 24, at: .seconds(7))))]))
    #expect(
      KeyMap.standard.outcome(for: .character("B"), in: state, at: .seconds(7))
        == .dispatch([.scoreboard(.timed(.resetShotClock(seconds: 14, at: .seconds(7))))]))
    let plain = AppState(game: Game(scoreboard: ScoreboardState(rules: .defaults(for: .basketball))))
    #expect(KeyMap.standard.outcome(for: .character("b"), in: plain) == .ignored)
    let frame = AppView.frame(for: state, size: TerminalSize(columns: 80, lines: 24), options: ViewOptions())
    #expect(frame.textLines.contains { $0.contains("shot 24") })
    #expect(KeyCommand(actionName: "shot-clock 14") == .resetShotClock(seconds: 14))
  }
}
