import Foundation
import Scoreboard
import StateStore
import Testing

/// The choices the rules leave to the players that the app used to make for them (issue 25, items
/// 32 to 34): each is asked as the toss is, journaled as an action and undone like one.
@Suite("Choices the rules leave to the players: the first kicker, the squash box, the deciding point's court")
struct PlayersChoicesTests {
  static func reduced(_ board: ScoreboardState, _ actions: [ScoreboardAction]) -> ScoreboardState {
    ScoreboardState.reducer.reduced(board, actions)
  }

  static func points(_ script: String) -> [ScoreboardAction] {
    script.compactMap { $0 == "H" ? .add(.home, points: 1) : $0 == "A" ? .add(.away, points: 1) : nil }
  }

  /// An action survives the journal's encoding unchanged.
  static func journaled(_ action: AppAction) throws -> AppAction {
    try JSONDecoder().decode(AppAction.self, from: JSONEncoder().encode(action))
  }

  /// A soccer game with a shoot-out, drawn 1-1 at full time.
  static let drawnSoccer: ScoreboardState = {
    var rules = SportRules.defaults(for: .soccer)
    rules.shootoutRounds = 5
    return ScoreboardState(rules: rules).then(.add(.home, points: 1), .add(.away, points: 1))
      .after(.endPeriod, .nextPeriod, .endPeriod)
  }()

  @Test(
    "IFAB Law 10: the team that wins the toss chooses whether to kick first or second; asked before the first kick"
  )
  func shootoutFirstKicker() throws {
    let board = Self.drawnSoccer
    #expect(board.pendingChoice?.kind == .firstKicker)
    #expect(board.pendingChoice?.options == ["Home", "Away"])
    #expect(board.pendingChoice?.question(teamName: "Home") == "Home first in the shoot-out?")
    let awayFirst = Self.reduced(board, [.choose(.firstKicker(.away))])
    #expect(awayFirst.pendingChoice == nil)
    #expect(awayFirst.timed.nextKicker == .away)
    #expect(awayFirst.match.calloutSide == .away)
    let homeRefused = Self.reduced(awayFirst, [.timed(.kick(.home, scored: true))])
    #expect(homeRefused.timed.kicks.isEmpty, "home kicks second")
    let afterAway = Self.reduced(awayFirst, [.timed(.kick(.away, scored: true))])
    #expect(afterAway.timed.nextKicker == .home)
    #expect(afterAway.pendingChoice == nil, "chosen once, before the first kick")
    let homeKicked = Self.reduced(board, [.timed(.kick(.home, scored: false))])
    #expect(homeKicked.pendingChoice == nil, "a kick taken without answering takes the default")
  }

  @Test("IFAB Law 10: a first kick by the side not asked first answers who kicks first, then is taken")
  func firstKickAnswers() {
    let state = AppState(game: Game(scoreboard: Self.drawnSoccer))
    let awayKick = GameCommand.addPoints(.right).actions(in: state, at: .zero)
    #expect(
      awayKick == [
        .scoreboard(.choose(.firstKicker(.away))), .scoreboard(.timed(.kick(.away, scored: true))),
      ])
    let homeMiss = GameCommand.subtractPoints(.left).actions(in: state, at: .zero)
    #expect(homeMiss == [.scoreboard(.timed(.kick(.home, scored: false)))])
    var played = state
    for action in awayKick ?? [] { _ = AppState.reducer.reduce(&played, action) }
    #expect(played.scoreboard.timed.kicks == [ShootoutKick(side: .away, scored: true)])
    #expect(played.scoreboard.timed.nextKicker == .home)
  }

  @Test("IFAB Law 10: the first kicker's choice is journaled and undone like any action")
  func shootoutChoiceUndoable() throws {
    let action = AppAction.scoreboard(.choose(.firstKicker(.away)))
    #expect(try Self.journaled(action) == action)
    var state = AppState(game: Game(scoreboard: Self.drawnSoccer))
    _ = AppState.reducer.reduce(&state, action)
    #expect(state.scoreboard.timed.nextKicker == .away)
    _ = AppState.reducer.reduce(&state, .undo)
    #expect(state.scoreboard.timed.nextKicker == .home)
    #expect(state.scoreboard.pendingChoice?.kind == .firstKicker)
    #expect(GameReport(state.game.present).pendingChoice?.kind == "first_kicker")
    #expect(GameReport(state.game.present).pendingChoice?.side == nil)
  }

  @Test("World Squash rule 5.5: on gaining the serve the server chooses the box; the boxes alternate from it")
  func squashServerChoosesBox() throws {
    let start = ScoreboardState(rules: .defaults(for: .squash))
    let tossed = Self.reduced(start, [.choose(.servingSide(.home))])
    #expect(tossed.pendingChoice?.kind == .serviceBox && tossed.pendingChoice?.side == .home)
    #expect(tossed.pendingChoice?.options == ["right", "left"])
    #expect(tossed.pendingChoice?.defaultOption == "right")
    let left = Self.reduced(tossed, [.choose(.serviceBox(.home, .left))])
    #expect(left.match.serviceCourt == .left)
    #expect(left.pendingChoice == nil)
    let kept = Self.reduced(left, Self.points("H"))
    #expect(kept.match.serviceCourt == .right, "alternates while the server keeps the serve")
    #expect(kept.pendingChoice == nil, "asked only on gaining the serve")
    let handOut = Self.reduced(kept, Self.points("A"))
    #expect(handOut.pendingChoice?.kind == .serviceBox && handOut.pendingChoice?.side == .away)
    #expect(handOut.match.serviceCourt == .right, "the right box unless the new server chooses")
    let awayLeft = Self.reduced(handOut, [.choose(.serviceBox(.away, .left))])
    #expect(awayLeft.match.serviceCourt == .left)
    #expect(Self.reduced(awayLeft, Self.points("A")).match.serviceCourt == .right)
  }

  @Test(
    "World Squash rule 5.5: the box choice is journaled, undone, and forgotten with the rallies taken back")
  func squashBoxUndoable() throws {
    let action = AppAction.scoreboard(.choose(.serviceBox(.away, .left)))
    #expect(try Self.journaled(action) == action)
    let handOut = Self.reduced(ScoreboardState(rules: .defaults(for: .squash)), Self.points("HA"))
    var state = AppState(game: Game(scoreboard: handOut))
    _ = AppState.reducer.reduce(&state, action)
    #expect(state.scoreboard.match.serviceCourt == .left)
    #expect(GameReport(state.game.present).pendingChoice == nil)
    _ = AppState.reducer.reduce(&state, .undo)
    #expect(state.scoreboard.match.serviceCourt == .right)
    #expect(GameReport(state.game.present).pendingChoice?.kind == "service_box")
    let chosen = Self.reduced(handOut, [.choose(.serviceBox(.away, .left))])
    let back = Self.reduced(chosen, [.subtract(.away, points: 1)] + Self.points("A"))
    #expect(back.match.serviceCourt == .right, "a rally taken back and played again asks again")
  }

  static func noAd(doubles: Bool = false, format: String? = nil) -> SportRules {
    var choices = RuleChoices()
    choices[.noAd] = format == nil
    choices[.format] = format
    choices[.doubles] = doubles
    return (try? SportRules(sport: .tennis, choices: choices)) ?? .defaults(for: .tennis)
  }

  @Test("ITF Appendix V (no-ad): at the deciding point the receiver chooses the court to receive in")
  func noAdReceiverChoosesCourt() throws {
    let deuce = Self.reduced(ScoreboardState(rules: Self.noAd()), Self.points("HHHAAA"))
    let pending = try #require(deuce.pendingChoice)
    #expect(pending.kind == .receivingCourt && pending.side == .away)
    #expect(pending.options == ["right", "left"] && pending.defaultOption == "right")
    #expect(pending.question(teamName: "Away") == "Away receives on the right?")
    let report = GameReport(Game(scoreboard: deuce)).pendingChoice
    #expect(
      report?.kind == "receiving_court" && report?.side == "away" && report?.options == ["right", "left"])
    let left = Self.reduced(deuce, [.choose(.receivingCourt(.away, .left))])
    #expect(left.pendingChoice == nil)
    #expect(left.match.serviceCourt == .left)
    let nextGame = Self.reduced(left, Self.points("H"))
    #expect(nextGame.match.serviceCourt == nil && nextGame.pendingChoice == nil)
    let secondDeuce = Self.reduced(nextGame, Self.points("AAAHHH"))
    #expect(secondDeuce.pendingChoice?.kind == .receivingCourt && secondDeuce.pendingChoice?.side == .home)
  }

  @Test("ITF Appendix V (no-ad doubles): the receiving pair chooses the court; its player there receives")
  func noAdDoublesReceivingPair() throws {
    let start = ScoreboardState(homeName: "Ann/Bob", awayName: "Cy/Di", rules: Self.noAd(doubles: true))
    let deuce = Self.reduced(start, Self.points("HHHAAA"))
    #expect(deuce.pendingChoice?.kind == .receivingCourt)
    #expect(deuce.match.receiverPlayer?.player == "Cy")
    let left = Self.reduced(deuce, [.choose(.receivingCourt(.away, .left))])
    #expect(left.match.receiverPlayer?.player == "Di" && left.match.receiverPlayer?.court == .left)
    #expect(left.match.serverPlayer?.court == .left)
  }

  @Test("padel (FIP rules, golden point) and FAST4: the receivers choose the court for the deciding point")
  func goldenPointCourt() throws {
    for rules in [Self.noAd(format: "padel"), Self.noAd(format: "fast4")] {
      let deuce = Self.reduced(ScoreboardState(rules: rules), Self.points("HHHAAA"))
      #expect(deuce.pendingChoice?.kind == .receivingCourt, "\(rules.displayName)")
    }
    let advantage = Self.reduced(ScoreboardState(rules: .defaults(for: .tennis)), Self.points("HHHAAA"))
    #expect(advantage.pendingChoice == nil, "with advantage scoring 40-40 is deuce: no choice")
  }

  @Test(
    "ITF Appendix V: the deciding point's court is journaled, undone, and forgotten with the point taken back"
  )
  func noAdChoiceUndoable() throws {
    let action = AppAction.scoreboard(.choose(.receivingCourt(.away, .left)))
    #expect(try Self.journaled(action) == action)
    let deuce = Self.reduced(ScoreboardState(rules: Self.noAd()), Self.points("HHHAAA"))
    var state = AppState(game: Game(scoreboard: deuce))
    _ = AppState.reducer.reduce(&state, action)
    #expect(state.scoreboard.match.serviceCourt == .left)
    _ = AppState.reducer.reduce(&state, .undo)
    #expect(state.scoreboard.pendingChoice?.kind == .receivingCourt)
    let chosen = Self.reduced(deuce, [.choose(.receivingCourt(.away, .left))])
    let back = Self.reduced(chosen, [.subtract(.away, points: 1)] + Self.points("A"))
    #expect(back.pendingChoice?.kind == .receivingCourt, "asked again after the point is taken back")
  }
}
