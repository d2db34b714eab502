import Foundation
import Testing

extension EndToEnd {
  /// Handball in the real terminal, read back with `status --json`.
  @Suite("handball")
  struct HandballEndToEndTests {
    @Test("handball: goals, a numbered suspension and a timeout on screen and in status --json")
    func handballGame() async throws {
      let state = try SharedStateDirectory()
      let tmux = try await TmuxSession.startScoreboard(
        arguments: state.arguments + ["--sport", "handball", "--home", "Kiel", "--away", "Aalborg"],
        home: "Kiel", away: "Aalborg")
      try await tmux.typeAndExpect([
        ("h", "Kiel 1 : 0 Aalborg, 1st half 0:00"), ("a", "Kiel 1 : 1 Aalborg, 1st half 0:00"),
        ("h", "Kiel 2 : 1 Aalborg, 1st half 0:00"),
      ])
      try tmux.type("7c")
      try await tmux.waitFor(text: "suspended 2:00 #7")
      try tmux.type("y")
      try await tmux.waitFor(text: "timeouts 1")

      let document = try AppCommand.statusJSON(state.arguments)
      #expect(document["sport"] as? String == "handball", "\(document)")
      #expect(document["period"] as? String == "1st half", "\(document)")
      let clock = document["clock"] as? [String: Any]
      #expect(clock?["direction"] as? String == "up", "\(document)")
      #expect(clock?["display"] as? String == "0:00", "\(document)")
      let home = document["home"] as? [String: Any]
      let away = document["away"] as? [String: Any]
      #expect(home?["score"] as? Int == 2, "\(document)")
      #expect(away?["score"] as? Int == 1, "\(document)")
      #expect(home?["penalties"] as? [String] == ["2:00 #7"], "\(document)")
      #expect(away?["penalties"] as? [String] == [], "\(document)")
      #expect(home?["timeouts_left"] as? Int == 2, "\(document)")
      #expect(away?["timeouts_left"] as? Int == 1, "\(document)")
      _ = try await tmux.quit()
    }
  }
}
