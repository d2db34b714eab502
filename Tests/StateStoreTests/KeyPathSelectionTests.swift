import StateStore
import Testing

/// A state whose parts are stored inline at different depths, some reference-counted, plus a
/// computed property: key paths to stored parts are read at their offset, the others through the
/// key path itself.
private struct Roster: Equatable, Sendable {
  struct Team: Equatable, Sendable {
    var name: String
    var players: [String]
    var score = 0
  }

  var flag: Bool = false
  var home = Team(name: "Home", players: ["Ann"])
  var away = Team(name: "Away", players: ["Bob"])

  var total: Int { home.score + away.score }
}

private enum RosterAction: Sendable {
  case score(home: Int)
  case sign(String)
  case rename(String)
  case toggle
}

private let rosterReducer = Reducer<Roster, RosterAction>.plain { roster, action in
  switch action {
  case .score(let points): roster.home.score += points
  case .sign(let player): roster.home.players.append(player)
  case .rename(let name): roster.home.name = name
  case .toggle: roster.flag.toggle()
  }
}

/// A state held by reference: its properties are not stored inline, so no offset exists.
private final class Ledger: Sendable {
  let entries: [String]

  init(entries: [String]) { self.entries = entries }
}

@Suite("Store: selecting by key path")
struct KeyPathSelectionTests {
  @Test("nested, reference-counted stored values are selected, compared and kept correctly")
  func nestedReferenceCountedValues() {
    let store = Store(initialState: Roster(), reducer: rosterReducer)
    let names = Recorder<String>()
    let players = Recorder<[String]>()
    let flags = Recorder<Bool>()
    let tokens = [
      store.subscribe(select: \.home.name) { names.record($0) },
      store.subscribe(select: \.home.players) { players.record($0) },
      store.subscribe(select: \.flag) { flags.record($0) },
    ]
    store.dispatch(.score(home: 1))
    store.dispatch(.rename(String(repeating: "Rovers ", count: 8)))
    store.dispatch(.sign("Cid"))
    store.dispatch(.toggle)
    store.dispatch(.rename(String(repeating: "Rovers ", count: 8)))
    store.dispatch(.sign("Dee"))
    #expect(names.values == ["Home", String(repeating: "Rovers ", count: 8)])
    #expect(players.values == [["Ann"], ["Ann", "Cid"], ["Ann", "Cid", "Dee"]])
    #expect(flags.values == [false, true])
    withExtendedLifetime(tokens) {}
  }

  @Test("a computed property is selected through its key path")
  func computedProperty() {
    let store = Store(initialState: Roster(), reducer: rosterReducer)
    let totals = Recorder<Int>()
    let token = store.subscribe(select: \.total) { totals.record($0) }
    store.dispatch(.score(home: 2))
    store.dispatch(.toggle)
    store.dispatch(.score(home: 1))
    #expect(totals.values == [0, 2, 3])
    withExtendedLifetime(token) {}
  }

  @Test("a property of a class state is selected through its key path")
  func classState() {
    let store = Store(
      initialState: Ledger(entries: []),
      reducer: .plain { ledger, entry in ledger = Ledger(entries: ledger.entries + [entry]) }
    )
    let counts = Recorder<Int>()
    let token = store.subscribe(select: \.entries.count) { counts.record($0) }
    store.dispatch("a")
    store.dispatch("b")
    #expect(counts.values == [0, 1, 2])
    withExtendedLifetime(token) {}
  }
}
