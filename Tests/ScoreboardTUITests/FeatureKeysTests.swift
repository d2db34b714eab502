import Scoreboard
import ScoreboardTUI
import Testing

@Suite("features' keys")
struct FeatureKeysTests {
  private func playing(_ sport: Sport) -> AppState {
    AppState(game: Game(scoreboard: ScoreboardState(rules: .defaults(for: sport))))
  }

  @Test("c is a yellow card in soccer and nothing in tennis; f is a foul in basketball")
  func keysFollowTheSportsFeatures() {
    let soccer = Fixtures.pressing([.character("c"), .character("C")], in: playing(.soccer))
    #expect(soccer.scoreboard.timed.cards(.yellow, of: .home) == 1)
    #expect(soccer.scoreboard.timed.cards(.red, of: .home) == 1)
    let basketball = Fixtures.pressing(
      [.character("f"), .character("j"), .character("j")], in: playing(.basketball))
    #expect(basketball.scoreboard.timed.teamFouls(.home) == 1)
    #expect(basketball.scoreboard.timed.teamFouls(.away) == 2)
    let tennis = playing(.tennis)
    #expect(KeyMap.standard.outcome(for: .character("c"), in: tennis) == .ignored)
    #expect(KeyMap.standard.outcome(for: .character("f"), in: tennis) == .ignored)
  }

  @Test("help lists a feature's keys in the sports that have it, and only there")
  func helpFollowsTheFeatures() {
    func help(_ sport: Sport) -> String {
      var state = playing(sport)
      state.ui.isHelpShown = true
      return AppView.frame(for: state, size: TerminalSize(columns: 100, lines: 60), options: ViewOptions())
        .textLines.joined(separator: "\n")
    }
    #expect(help(.soccer).contains("left team yellow card"))
    #expect(!help(.soccer).contains("left team foul"))
    #expect(help(.basketball).contains("left team foul"))
    #expect(!help(.basketball).contains("yellow card"))
    #expect(!help(.basketball).contains("shot clock to 24"))
  }
}
