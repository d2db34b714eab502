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
    #expect(typed.ui.nameEntry?.text == "qh3", "the first character replaces the selected name")
    #expect(typed.scoreboard.scores == SidePair(both: 0))
    let cancelled = Self.pressing([.escape], in: typed)
    #expect(cancelled.ui.nameEntry == nil && cancelled.scoreboard.names.home == "Home")
  }

  @Test("issue 25 item 17: the field starts with the name selected; an arrow keeps it to append to")
  func selectedName() {
    let started = Self.pressing([.character("n")], in: AppState())
    #expect(started.ui.nameEntry?.text == "Home" && started.ui.nameEntry?.isTextSelected == true)
    let cleared = Self.pressing([.backspace], in: started)
    #expect(cleared.ui.nameEntry?.text == "", "Backspace clears the selected name")
    let appended = Self.pressing([.right] + Self.typing(" FC") + [.enter], in: started)
    #expect(appended.scoreboard.names.home == "Home FC")
  }

  @Test("issue 25 item 17: Tab keeps what was typed; Enter saves every name typed, each undoable")
  func tabKeepsTyped() {
    let typed = Self.pressing(
      [.character("n")] + Self.typing("Lions") + [.tab] + Self.typing("Tigers"), in: AppState())
    #expect(typed.scoreboard.names == SidePair(home: "Home", away: "Away"), "nothing changes before Enter")
    let back = Self.pressing([.backTab], in: typed).ui.nameEntry
    #expect(back?.side == .home && back?.text == "Lions", "Shift-Tab comes back to what was typed")
    let saved = Self.pressing([.enter], in: typed)
    #expect(saved.scoreboard.names == SidePair(home: "Lions", away: "Tigers"))
    let undone = Self.pressing([.character("u")], in: saved)
    #expect(undone.scoreboard.names == SidePair(home: "Lions", away: "Away"))
    #expect(
      Self.pressing([.character("u")], in: undone).scoreboard.names == SidePair(home: "Home", away: "Away"))
    let cancelled = Self.pressing([.escape], in: typed)
    #expect(cancelled.scoreboard.names == SidePair(home: "Home", away: "Away"), "Escape saves nothing")
  }

  @Test("issue 25 item 17: Ctrl-U clears the field, Ctrl-W deletes its last word")
  func lineEditingKeys() {
    let typed = Self.pressing([.character("n")] + Self.typing("Ann Lee Smith  "), in: AppState())
    let word = Self.pressing([.control(0x17)], in: typed)
    #expect(word.ui.nameEntry?.text == "Ann Lee ")
    #expect(Self.pressing([.control(0x17), .control(0x17)], in: word).ui.nameEntry?.text == "")
    let cleared = Self.pressing([.control(0x15)], in: typed)
    #expect(cleared.ui.nameEntry?.text == "")
    let selectedCleared = Self.pressing([.character("n"), .control(0x15)], in: AppState())
    #expect(selectedCleared.ui.nameEntry?.text == "" && selectedCleared.ui.nameEntry?.isTextSelected == false)
  }

  @Test("Tab moves to the team on the right, then in doubles to each player; a player's name replaces theirs")
  func renamePlayer() {
    let start = Self.doubles()
    let second = Self.pressing([.character("n"), .tab], in: start).ui.nameEntry
    #expect(second?.side == .away && second?.player == nil && second?.text == "Cy/Di")
    let bob = Self.pressing([.character("n"), .tab, .tab, .tab], in: start)
    #expect(
      bob.ui.nameEntry?.side == .home && bob.ui.nameEntry?.player == 1 && bob.ui.nameEntry?.text == "Bob")
    let renamed = Self.pressing(Self.typing("Ben") + [.enter], in: bob)
    #expect(renamed.scoreboard.names.home == "Ann/Ben")
    #expect(renamed.scoreboard.players(of: .home) == ["Ann", "Ben"])
    #expect(Self.pressing([.character("u")], in: renamed).scoreboard.names.home == "Ann/Bob")
    let last = Self.pressing([.character("n"), .backTab], in: start).ui.nameEntry
    #expect(last?.side == .away && last?.player == 1 && last?.text == "Di", "Shift-Tab wraps to the last")
  }

  @Test("a player's name cannot hold a slash, and stops at what fits beside the partner's")
  func playerNameLimits() {
    let bob = Self.pressing([.character("n"), .tab, .tab, .tab], in: Self.doubles())
    let slashed = Self.pressing([.right] + Self.typing("/x") + [.enter], in: bob)
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
      frame.textLines[23].contains("Name of Ann/Bob player 1: [Ann]  Enter saves  Tab next  Esc cancels"))
    let wide = AppView.frame(
      for: state, size: TerminalSize(columns: 120, lines: 24), options: ViewOptions())
    #expect(wide.textLines[23].contains("Esc cancels  typing replaces [ ]"))
    let typed = Self.pressing(Self.typing("Amy"), in: state)
    let typedFrame = AppView.frame(
      for: typed, size: TerminalSize(columns: 80, lines: 24), options: ViewOptions())
    #expect(typedFrame.textLines[23].contains("Name of Ann/Bob player 1: Amy_  Enter saves"))
  }
}
