import Foundation
import Scoreboard
import ScoreboardServe
import Testing

@Suite("/board: the countdown, its last 10 seconds and the buzzer's sound")
struct BoardCountdownTests {
  /// Badminton at 11 : 0 with its interval begun at 100 s and ticked to `seconds`.
  static func game(at seconds: Int64) -> Game {
    var board = ScoreboardState(rules: .defaults(for: .badminton))
    for action: ScoreboardAction in [
      .add(.home, points: 11), .countdown(.begin(at: .seconds(100))), .timed(.tick(at: .seconds(seconds))),
    ] {
      _ = ScoreboardState.reducer.reduce(&board, action)
    }
    return Game(scoreboard: board)
  }

  @Test("the state carries the countdown ({kind, display, seconds, running, warning}) and the buzzer count")
  func reported() throws {
    let running = GameReport(Self.game(at: 152))
    let countdown = try #require(running.countdown)
    #expect(countdown.kind == "interval" && countdown.display == "0:08")
    #expect(countdown.seconds == 8 && countdown.running && countdown.warning)
    #expect(running.buzzerCount == nil)
    let json = String(decoding: running.jsonData(), as: UTF8.self)
    #expect(json.contains("\"countdown\" : {") && !json.contains("buzzer_count"))
    let ended = GameReport(Self.game(at: 161))
    #expect(ended.countdown == nil && ended.buzzerCount == 1)
    #expect(String(decoding: ended.jsonData(), as: UTF8.self).contains("\"buzzer_count\" : 1"))
  }

  @Test("the page shows the countdown, marks its last 10 seconds, and beeps when buzzer_count goes up")
  func pageHooks() {
    let page = Pages.board
    #expect(page.contains("<span id=\"countdown\"></span>"))
    #expect(page.contains("#countdown.warning"))
    #expect(page.contains("left <= 10"))
    #expect(page.contains("buzzer(message.state.buzzer_count || 0)"))
    #expect(page.contains("if (heard !== null && count > heard) beep();"))
    #expect(page.contains("document.body.dataset.buzzes"))
    #expect(page.contains("createOscillator()"))
  }
}
