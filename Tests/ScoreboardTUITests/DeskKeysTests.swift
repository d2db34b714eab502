import Scoreboard
import ScoreboardTUI
import Testing

/// Issue 27 item 2: a keeper can refuse or hand a match back to the venue's desk from its keys.
@Suite("issue 27: handing a desk's match back from the keeper's keys")
struct DeskKeysTests {
  private static let keys = KeyMap.standard
  private static let give = KeyEvent.character("G")
  private static let decline = KeyEvent.character("D")

  /// `state` as a keeper fed by the desk for court C1 has it.
  private static func deskFed(_ state: AppState = Fixtures.midGame) -> AppState {
    Fixtures.state([.ui(.deskCourtLinked("C1"))], from: state)
  }

  @Test("without a venue desk, G and D change nothing and the status line says why")
  func refusedWithoutDesk() {
    let state = Fixtures.midGame
    #expect(Self.keys.outcome(for: Self.give, in: state) == .ignored)
    #expect(Self.keys.outcome(for: Self.decline, in: state) == .ignored)
    #expect(
      Self.keys.refusal(for: Self.give, in: state)
        == "no venue desk: matches are handed back on a court started as play --venue URL --court NAME")
  }

  @Test("G asks first; y hands the match back, any other key keeps it")
  func giveBackAsksFirst() {
    let state = Self.deskFed()
    let asked = Fixtures.pressing([Self.give], in: state)
    #expect(asked.ui.confirmation == .handBack(refusing: false))
    #expect(
      asked.ui.confirmation?.question
        == "Hand this match back to the desk (head of the queue)? y: hand back, other key: keep it")
    #expect(Fixtures.pressing([.character("x")], in: asked).ui.handBackRequest == nil)
    #expect(Fixtures.pressing([.character("G")], in: asked).ui.handBackRequest == nil, "only y confirms")
    let handed = Fixtures.pressing([.character("y")], in: asked)
    #expect(handed.ui.handBackRequest == HandBackRequest(number: 1, refuses: false))
    #expect(handed.ui.confirmation == nil)
    #expect(handed.scoreboard == state.scoreboard, "the board is left as it was")
  }

  @Test("D asks to refuse; each request gets the next number")
  func declineRefuses() {
    let first = Fixtures.pressing([Self.give, .character("y")], in: Self.deskFed())
    let asked = Fixtures.pressing([Self.decline], in: first)
    #expect(
      asked.ui.confirmation?.question
        == "Refuse this match on this court (the desk gives it to another)? y: refuse, other key: keep it")
    let refused = Fixtures.pressing([.character("y")], in: asked)
    #expect(refused.ui.handBackRequest == HandBackRequest(number: 2, refuses: true))
  }

  @Test("a won match is not handed back: Enter signs it off")
  func wonMatchIsSignedOffNotHandedBack() {
    let state = Self.deskFed(SportFixtures.won)
    #expect(Self.keys.outcome(for: Self.give, in: state) == .ignored)
    #expect(
      Self.keys.refusal(for: Self.give, in: state) == "the match is won: Enter signs it off to the desk")
  }

  @Test("the help lists the desk's keys (Enter, G, D) only on a court the desk feeds")
  func helpListsDeskKeysOnlyWithDesk() {
    let deskKeys: Set<KeyCommand> = [.signOff, .handBack(refusing: false), .handBack(refusing: true)]
    let plain = Set(Self.keys.bindings(for: Fixtures.midGame).map(\.command))
    #expect(plain.isDisjoint(with: deskKeys))
    let fed = Set(Self.keys.bindings(for: Self.deskFed()).map(\.command))
    #expect(deskKeys.isSubset(of: fed))
  }
}
