import StateStore
import Testing

struct Pitch: Identifiable, Equatable, Sendable {
  var id: String
  var points = 0
}

struct Ground: Equatable, Sendable {
  var pitches: [Pitch] = [Pitch(id: "A"), Pitch(id: "B")]
  var editor: String?
}

enum GroundAction: Equatable, Sendable {
  case pitch(id: String, PitchAction)
  case editor(EditorAction)
}

enum PitchAction: Equatable, Sendable {
  case point
}

enum EditorAction: Equatable, Sendable {
  case type(String)
}

extension ActionPath where Parent == GroundAction, Child == (id: String, action: PitchAction) {
  static let pitch = ActionPath(
    embed: { GroundAction.pitch(id: $0.id, $0.action) },
    extract: { action in
      guard case .pitch(let id, let courtAction) = action else { return nil }
      return (id, courtAction)
    })
}

extension ActionPath where Parent == GroundAction, Child == EditorAction {
  static let editor = ActionPath(
    embed: { GroundAction.editor($0) },
    extract: { action in
      guard case .editor(let editorAction) = action else { return nil }
      return editorAction
    })
}

@Suite("issue 16: ifLet and forEach")
struct CollectionReducerTests {
  static let reducer = Reducer<Ground, GroundAction>.combine(
    .forEach(state: \.pitches, action: .pitch, .plain { court, _ in court.points += 1 }),
    .ifLet(
      state: \.editor, action: .editor,
      .plain { text, action in
        if case .type(let more) = action { text += more }
      }))

  @Test("forEach runs the element's reducer on the element the action names, and drops an unknown id")
  func forEach() {
    var venue = Ground()
    _ = Self.reducer.reduce(&venue, .pitch(id: "B", .point))
    _ = Self.reducer.reduce(&venue, .pitch(id: "B", .point))
    _ = Self.reducer.reduce(&venue, .pitch(id: "Z", .point))
    #expect(venue.pitches == [Pitch(id: "A", points: 0), Pitch(id: "B", points: 2)])
  }

  @Test("ifLet runs the child while its state is there, and drops its actions when it is not")
  func ifLet() {
    var venue = Ground()
    _ = Self.reducer.reduce(&venue, .editor(.type("x")))
    #expect(venue.editor == nil)
    venue.editor = "Lions"
    _ = Self.reducer.reduce(&venue, .editor(.type(" B")))
    #expect(venue.editor == "Lions B")
  }
}
