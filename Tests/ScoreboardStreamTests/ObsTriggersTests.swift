import ScoreboardStream
import Testing

@Suite("--obs-scene and --obs-text: which events change what in OBS")
struct ObsTriggersTests {
  private static let events: Set<String> = ["point", "game_won", "match_won"]

  @Test("a scene per event, several text sources per event; texts are set before the scene switches")
  func requests() throws {
    let triggers = try ObsTriggers.parse(
      scenes: ["match_won=Winner"], texts: ["point=Score", "match_won=Score", "match_won=Lower"],
      events: Self.events)
    #expect(
      triggers.requests(for: "match_won", scoreLine: "Ann 6-4 6-3 Bob") == [
        .setText(input: "Score", text: "Ann 6-4 6-3 Bob"), .setText(input: "Lower", text: "Ann 6-4 6-3 Bob"),
        .setProgramScene("Winner"),
      ])
    #expect(
      triggers.requests(for: "point", scoreLine: "Ann 15 : 0 Bob") == [
        .setText(input: "Score", text: "Ann 15 : 0 Bob")
      ])
    #expect(triggers.requests(for: "game_won", scoreLine: "x").isEmpty)
  }

  @Test(
    "a bad value is one line naming it",
    arguments: [
      (["match_won"], [String](), "--obs-scene match_won: write EVENT=NAME, such as match_won=Winner"),
      (["won=Winner"], [], "--obs-scene won=Winner: won is not an event (game_won, match_won, point)"),
      (["match_won="], [], "--obs-scene match_won=: the name after = is empty"),
      (["match_won=A", "match_won=B"], [], "--obs-scene match_won=B: match_won already switches to A"),
      ([], ["goal=Score"], "--obs-text goal=Score: goal is not an event (game_won, match_won, point)"),
    ])
  func refusals(scenes: [String], texts: [String], line: String) {
    #expect(throws: ObsTriggerError(line)) {
      try ObsTriggers.parse(scenes: scenes, texts: texts, events: Self.events)
    }
  }
}
