import Scoreboard
import ScoreboardTUI
import Testing

/// Issue 11 item 19: names on an ASCII terminal (`--ascii`, `LANG=C`).
@Suite("ASCII transliteration")
struct ASCIITransliterationTests {
  @Test(
    "issue 11 item 19: Latin letters lose their accents and ligatures split; nothing is dropped",
    arguments: [
      ("Müller", "Muller"), ("Ørsted", "Orsted"), ("Łódź", "Lodz"), ("Straße", "Strasse"), ("Æsir", "AEsir"),
      ("Þór", "THor"), ("Ðakovo", "Dakovo"), ("Çağlar", "Caglar"), ("e\u{301}té", "ete"), ("Ａｂ", "Ab"),
      ("O’Neil – Jr", "O'Neil - Jr"), ("plain", "plain"),
    ])
  func latin(name: String, expected: String) {
    #expect(name.asciiTransliterated == expected)
  }

  @Test("issue 11 item 19: what cannot be shown is ?, one per character, so a name is never empty")
  func unshowable() {
    #expect("马龙🏓".asciiTransliterated == "???")
    #expect("Ελλάδα".asciiTransliterated == "??????")
    #expect("Team 🇧🇷".asciiTransliterated == "Team ?")
  }

  @Test("issue 11 item 19: an ASCII frame shows transliterated names everywhere, and only ASCII")
  func asciiFrame() {
    let state = AppState(
      game: Game(
        scoreboard: ScoreboardState(homeName: "Müller", awayName: "马龙🏓", rules: .defaults(for: .generic))))
    let options = ViewOptions(useASCII: true)
    for size in [Fixtures.smallest, Fixtures.small, Fixtures.standard, Fixtures.large] {
      let lines = AppView.frame(for: state, size: size, options: options).textLines
      #expect(lines.allSatisfy { $0.allSatisfy(\.isASCII) }, "\(size)")
    }
    let lines = AppView.frame(for: state, size: Fixtures.standard, options: options).textLines
    #expect(lines.contains { $0.contains("Muller 0 : 0 ???") })
  }

  @Test("issue 11 item 19: a notice that names a team (undid: Müller 1 -> 0) is transliterated too")
  func notices() {
    let start = AppState(
      game: Game(
        scoreboard: ScoreboardState(homeName: "Müller", awayName: "Łukasz", rules: .defaults(for: .generic))))
    let state = Fixtures.state(
      [
        .ui(.noticeChanged(.lastKey, "undid: Müller 1 -> 0")),
        .ui(.noticeChanged(.follow, "following Łukasz")),
      ],
      from: start)
    let options = ViewOptions(useASCII: true)
    let lines = AppView.frame(for: state, size: Fixtures.standard, options: options).textLines
    #expect(lines.contains { $0.contains("undid: Muller 1 -> 0") }, "\(lines)")
    var following = state
    following.ui.notices[.lastKey] = nil
    let followLines = AppView.frame(for: following, size: Fixtures.standard, options: options).textLines
    #expect(followLines.contains { $0.contains("following Lukasz") }, "\(followLines)")
  }
}
