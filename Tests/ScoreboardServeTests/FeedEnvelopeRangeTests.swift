import Foundation
import Scoreboard
import ScoreboardServe
import Testing

@Suite("follow --url: an event with a number no keeper sends is refused, naming it")
struct FeedEnvelopeRangeTests {
  /// The data of a `/events` event of a basketball game, with `change` made to its JSON.
  private func event(_ change: (inout [String: Any]) -> Void = { _ in }) throws -> String {
    var state = AppState()
    state.game = Timeline(Game(scoreboard: ScoreboardState(rules: .defaults(for: .basketball))))
    let reading = FeedReading(
      state: state, sequence: 1, isKeeperRunning: true, hasSavedGame: true,
      clock: GameClockEnvironment(now: { .seconds(5) }, ticks: { .none }))
    let data = Data(reading.eventData().utf8)
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    change(&object)
    return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
  }

  /// The reason the event changed by `change` is refused, or `nil` when it is read.
  private func refusal(_ change: (inout [String: Any]) -> Void) throws -> String? {
    guard case .failure(let refusal) = FeedEnvelope.read(try event(change)) else { return nil }
    return refusal.reason
  }

  @Test("the event as a keeper sends it is read")
  func keepersEvent() throws {
    let envelope = try FeedEnvelope.read(try event()).get()
    #expect(envelope.game.scoreboard.timed.period == 1)
    #expect(envelope.reading == .seconds(5))
  }

  @Test("a period of Int64.min")
  func period() throws {
    let reason = try refusal { $0.changeGame("timed", "period", to: Int64.min) }
    #expect(reason == "period -9223372036854775808 is outside 1...999")
  }

  @Test("a period length of Int64.max seconds")
  func periodSeconds() throws {
    let reason = try refusal { $0.changeGame("rules", "periodSeconds", to: Int64.max) }
    #expect(reason == "period seconds 9223372036854775807 is outside 0...14400")
  }

  @Test("a clock of Int64.max seconds and more")
  func clockLength() throws {
    let reason = try refusal { event in
      var timed = event.game["timed"] as? [String: Any] ?? [:]
      var clock = timed["clock"] as? [String: Any] ?? [:]
      clock["length"] = [Int64.max, UInt64.max] as [Any]
      timed["clock"] = clock
      event.changeGame("timed", to: timed)
    }
    #expect(reason?.hasPrefix("clock length ") == true, "\(reason ?? "read")")
  }

  @Test("a clock reading of Int64.min nanoseconds")
  func reading() throws {
    let reason = try refusal { $0["reading_ns"] = Int64.min }
    #expect(reason?.hasPrefix("clock reading ") == true, "\(reason ?? "read")")
  }

  @Test("a score above the maximum")
  func score() throws {
    let reason = try refusal { $0.changeGame("home", "score", to: Int64.max) }
    #expect(reason == "home score 9223372036854775807 is outside 0...9999")
  }
}

extension Dictionary where Key == String, Value == Any {
  /// The saved scoreboard of an event's `game`.
  fileprivate var game: [String: Any] {
    (self["game"] as? [String: Any])?["scoreboard"] as? [String: Any] ?? [:]
  }

  /// Sets `part` of the event's saved scoreboard to `value`.
  fileprivate mutating func changeGame(_ part: String, to value: Any) {
    var saved = self["game"] as? [String: Any] ?? [:]
    var scoreboard = game
    scoreboard[part] = value
    saved["scoreboard"] = scoreboard
    self["game"] = saved
  }

  /// Sets `key` of `part` of the event's saved scoreboard to `value`.
  fileprivate mutating func changeGame(_ part: String, _ key: String, to value: Any) {
    var inner = game[part] as? [String: Any] ?? [:]
    inner[key] = value
    changeGame(part, to: inner)
  }
}
