import Foundation
import Scoreboard
import StateStore
import Testing

@Suite("Saving and loading")
struct CodableTests {
  @Test("the app state survives encoding and decoding with its undo history")
  func appStateRoundTrip() throws {
    let app = AppState.reducer.reduced(
      AppState(), .scoreboard(.add(.home, points: 2)), .counters(.add(name: "Laps", allowsNegative: true)),
      .counters(.remove), .undo, .ui(.typeCountDigit(3)))
    let data = try JSONEncoder().encode(app)
    let decoded = try JSONDecoder().decode(AppState.self, from: data)
    #expect(decoded == app)
    let next: AppAction = .counters(.add(name: "", allowsNegative: false))
    #expect(AppState.reducer.reduced(decoded, next) == AppState.reducer.reduced(app, next))
  }

  @Test(
    "a saved counters list that breaks the rules is refused, not crashed on",
    arguments: [
      #"{"counters":[],"selectedIndex":0,"nextID":1}"#,
      #"{"counters":[{"id":0,"name":"A","value":0,"allowsNegative":false}],"selectedIndex":1,"nextID":1}"#,
      #"{"counters":[{"id":0,"name":"A","value":0,"allowsNegative":false}],"selectedIndex":-1,"nextID":1}"#,
      #"{"counters":[{"id":3,"name":"A","value":0,"allowsNegative":false},"#
        + #"{"id":3,"name":"B","value":0,"allowsNegative":false}],"selectedIndex":0,"nextID":4}"#,
    ])
  func invalidCountersRefused(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(CountersState.self, from: Data(json.utf8))
    }
  }

  @Test("a loaded counters list never hands out an id that is already taken")
  func loadedIDsStayUnique() throws {
    let json =
      #"{"counters":[{"id":7,"name":"A","value":2,"allowsNegative":false}],"selectedIndex":0,"nextID":1}"#
    let loaded = try JSONDecoder().decode(CountersState.self, from: Data(json.utf8))
    #expect(loaded.selected.value == 2)
    let grown = CountersState.reducer.reduced(loaded, .add(name: "B", allowsNegative: false))
    #expect(Set(grown.counters.map(\.id)).count == 2)
  }
}
