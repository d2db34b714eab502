import Scoreboard
import ScoreboardTUI
import Testing

@Suite("renaming a team or a player from the keyboard (issue 12 section 1)")
struct NameEntryKeysTests {
  static func pressing(_ keys: [KeyEvent], in start: AppState) -> AppState {
    Fixtures.pressing(keys, in: start)
  }

  static func typing(_ text: String) -> [KeyEvent] { text.map { .character($0) } }

  static func doubles() -> AppState {
    var rules = SportRules.defaults(for: .badminton)
    rules.doubles = true
    return AppState(
      game: Game(scoreboard: ScoreboardState(homeName: "Ann/Bob", awayName: "Cy/Di", rules: rules)))
  }

  @Test("n starts with the left team's name; typing, Backspace and Enter rename it in one undoable step")
  func renameTeam() {
    let typed = Self.pressing(
      [.character("n")] + Array(repeating: .backspace, count: 4) + Self.typing("Lions"), in: AppState())
    #expect(typed.ui.nameEntry?.text == "Lions")
    #expect(typed.scoreboard.names.home == "Home", "nothing changes before Enter")
    let saved = Self.pressing([.enter], in: typed)
    #expect(saved.ui.nameEntry == nil)
    #expect(saved.scoreboard.names.home == "Lions")
    let undone = Self.pressing([.character("u")], in: saved)
    #expect(undone.scoreboard.names.home == "Home")
  }

  @Test("q, h and digits are typed into the name, not acted on; Escape leaves the name as it was")
  func keysAreText() {
    let typed = Self.pressing(
      [.character("n"), .character("q"), .character("h"), .character("3")], in: AppState())
    #expect(typed.ui.nameEntry?.text == "Homeqh3")
    #expect(typed.scoreboard.scores == SidePair(both: 0))
    let cancelled = Self.pressing([.escape], in: typed)
    #expect(cancelled.ui.nameEntry == nil && cancelled.scoreboard.names.home == "Home")
  }

  @Test("Tab moves to the team on the right, then in doubles to each player; a player's name replaces theirs")
  func renamePlayer() {
    let start = Self.doubles()
    let second = Self.pressing([.character("n"), .tab], in: start)
    #expect(second.ui.nameEntry == NameEntry(side: .away, text: "Cy/Di"))
    let bob = Self.pressing([.tab, .tab], in: second)
    #expect(bob.ui.nameEntry == NameEntry(side: .home, player: 1, text: "Bob"))
    let renamed = Self.pressing(
      Array(repeating: .backspace, count: 3) + Self.typing("Ben") + [.enter], in: bob)
    #expect(renamed.scoreboard.names.home == "Ann/Ben")
    #expect(renamed.scoreboard.players(of: .home) == ["Ann", "Ben"])
    #expect(Self.pressing([.character("u")], in: renamed).scoreboard.names.home == "Ann/Bob")
    let last = Self.pressing([.character("n"), .backTab], in: start).ui.nameEntry
    #expect(last == NameEntry(side: .away, player: 1, text: "Di"), "Shift-Tab wraps to the last")
  }

  @Test("a player's name cannot hold a slash, and stops at what fits beside the partner's")
  func playerNameLimits() {
    let bob = Self.pressing([.character("n"), .tab, .tab, .tab], in: Self.doubles())
    let slashed = Self.pressing(Self.typing("/x") + [.enter], in: bob)
    #expect(slashed.scoreboard.players(of: .home) == ["Ann", "Bob-x"])
    let long = Self.pressing(Self.typing(String(repeating: "z", count: 40)), in: bob)
    #expect(long.ui.nameEntry?.text.count == TeamScore.maximumNameLength - "Ann".count - 1)
  }

  @Test("the status line shows what is named, the text typed and the keys")
  func prompt() {
    let state = Self.pressing([.character("n"), .tab, .tab], in: Self.doubles())
    let frame = AppView.frame(
      for: state, size: TerminalSize(columns: 80, lines: 24), options: ViewOptions())
    #expect(
      frame.textLines[23].contains("Name of Ann/Bob player 1: Ann_  Enter saves  Tab next  Esc cancels"))
  }
}
