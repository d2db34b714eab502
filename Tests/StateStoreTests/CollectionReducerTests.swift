import StateStore
import Testing

struct Court: Identifiable, Equatable, Sendable {
  var id: String
  var points = 0
}

struct Venue: Equatable, Sendable {
  var courts: [Court] = [Court(id: "A"), Court(id: "B")]
  var editor: String?
}

enum VenueAction: Equatable, Sendable {
  case court(id: String, CourtAction)
  case editor(EditorAction)
}

enum CourtAction: Equatable, Sendable {
  case point
}

enum EditorAction: Equatable, Sendable {
  case type(String)
}

extension ActionPath where Parent == VenueAction, Child == (id: String, action: CourtAction) {
  static let court = ActionPath(
    embed: { VenueAction.court(id: $0.id, $0.action) },
    extract: { action in
      guard case .court(let id, let courtAction) = action else { return nil }
      return (id, courtAction)
    })
}

extension ActionPath where Parent == VenueAction, Child == EditorAction {
  static let editor = ActionPath(
    embed: { VenueAction.editor($0) },
    extract: { action in
      guard case .editor(let editorAction) = action else { return nil }
      return editorAction
    })
}

@Suite("issue 16: ifLet and forEach")
struct CollectionReducerTests {
  static let reducer = Reducer<Venue, VenueAction>.combine(
    .forEach(state: \.courts, action: .court, .plain { court, _ in court.points += 1 }),
    .ifLet(
      state: \.editor, action: .editor,
      .plain { text, action in
        if case .type(let more) = action { text += more }
      }))

  @Test("forEach runs the element's reducer on the element the action names, and drops an unknown id")
  func forEach() {
    var venue = Venue()
    _ = Self.reducer.reduce(&venue, .court(id: "B", .point))
    _ = Self.reducer.reduce(&venue, .court(id: "B", .point))
    _ = Self.reducer.reduce(&venue, .court(id: "Z", .point))
    #expect(venue.courts == [Court(id: "A", points: 0), Court(id: "B", points: 2)])
  }

  @Test("ifLet runs the child while its state is there, and drops its actions when it is not")
  func ifLet() {
    var venue = Venue()
    _ = Self.reducer.reduce(&venue, .editor(.type("x")))
    #expect(venue.editor == nil)
    venue.editor = "Lions"
    _ = Self.reducer.reduce(&venue, .editor(.type(" B")))
    #expect(venue.editor == "Lions B")
  }
}
