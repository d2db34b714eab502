import Foundation
import Testing

extension EndToEnd {
  /// Futsal in the real terminal, read back with `status --json`.
  @Suite("futsal")
  struct FutsalEndToEndTests {
    @Test(
      "futsal: accumulated fouls to the DFK mark, a sending-off ended by a goal, a timeout, in status --json")
    func futsalGame() async throws {
      let state = try SharedStateDirectory()
      let tmux = try await TmuxSession.startScoreboard(
        arguments: state.arguments + ["--sport", "futsal", "--home", "Benfica", "--away", "Sporting"],
        home: "Benfica", away: "Sporting")
      try tmux.type("fffff")
      try await tmux.waitFor(text: "fouls 5  DFK")
      try tmux.type("M")
      try await tmux.waitFor(text: "short 2:00")
      try tmux.type("t")
      try await tmux.waitFor(text: "timeouts 0")
      let sentOff = try AppCommand.statusJSON(state.arguments)
      let awayShort = sentOff["away"] as? [String: Any]
      #expect(awayShort?["penalties"] as? [String] == ["2:00"], "\(sentOff)")
      #expect(awayShort?["red_cards"] as? Int == 1, "\(sentOff)")
      try await tmux.typeAndExpect([("h", "Benfica 1 : 0 Sporting, 1st half 20:00")])

      let document = try AppCommand.statusJSON(state.arguments)
      #expect(document["sport"] as? String == "futsal", "\(document)")
      #expect(document["period"] as? String == "1st half", "\(document)")
      let clock = document["clock"] as? [String: Any]
      #expect(clock?["direction"] as? String == "down", "\(document)")
      #expect(clock?["display"] as? String == "20:00", "\(document)")
      let home = document["home"] as? [String: Any]
      let away = document["away"] as? [String: Any]
      #expect(home?["score"] as? Int == 1, "\(document)")
      #expect(home?["fouls"] as? Int == 5, "\(document)")
      #expect(away?["bonus"] as? Bool == true, "the next home foul is a DFK for the away team: \(document)")
      #expect(home?["timeouts_left"] as? Int == 0, "\(document)")
      #expect(away?["penalties"] as? [String] == [], "the home goal ended the short time: \(document)")
      _ = try await tmux.quit()
    }
  }
}
