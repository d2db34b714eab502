import Foundation
import PropertyBased
import Scoreboard
import StateStore
import Testing

/// Issue 24: the points of a match kept in shared chunks behave as an array of them, whatever is
/// done to a copy.
@Suite("the point list: an array of sides that copies share (issue 24)")
struct PointListTests {
  /// What a session does to a list: append a point, take one back, or keep a copy and go on
  /// from it (as the timeline's steps do).
  enum Edit: Sendable, CustomStringConvertible {
    case append(Side, times: Int)
    case removeLast(times: Int)
    case branch

    var description: String {
      switch self {
      case .append(let side, let times): "append \(side) x\(times)"
      case .removeLast(let times): "removeLast x\(times)"
      case .branch: "branch"
      }
    }
  }

  /// Runs of appends long enough to fill several chunks, take-backs across chunk edges, branches.
  static let edits = Gen<Edit>.frequency(
    (6, zip(Gen<Side>.case, Gen.int(in: 1...300)).map { Edit.append($0, times: $1) }),
    (3, Gen.int(in: 1...300).map { Edit.removeLast(times: $0) }),
    (2, Gen.always(Edit.branch)),
  )

  @Test("property: a list and every copy kept along the way read as the arrays they were built like")
  func behavesAsAnArray() async {
    await propertyCheck(input: Self.edits.array(of: 0...40)) { edits in
      var list = PointList()
      var array: [Side] = []
      var kept: [(PointList, [Side])] = []
      for edit in edits {
        switch edit {
        case .append(let side, let times):
          for _ in 0..<times {
            list.append(side)
            array.append(side)
          }
        case .removeLast(let times):
          for _ in 0..<min(times, array.count) {
            #expect(list.removeLast() == array.removeLast())
          }
        case .branch:
          kept.append((list, array))
        }
        #expect(Array(list) == array, "after \(edit)")
      }
      for (copy, expected) in kept {
        #expect(Array(copy) == expected)
        #expect(copy.count == expected.count)
        #expect((copy == list) == (expected == array))
        #expect((copy.hashValue == PointList(expected).hashValue))
      }
      #expect(list == PointList(array))
      #expect(list.last == array.last)
    }
  }

  @Test("a list of 600 points is saved as the array of its sides and read back equal")
  func codable() throws {
    let sides = (0..<600).map { $0 % 3 == 0 ? Side.away : .home }
    let list = PointList(sides)
    let data = try JSONEncoder().encode(list)
    #expect(try JSONDecoder().decode([Side].self, from: data) == sides)
    #expect(try JSONDecoder().decode(PointList.self, from: data) == list)
  }

  @Test("two lists built apart with the same 700 points are equal; one more point makes them differ")
  func equality() {
    let sides = (0..<700).map { $0.isMultiple(of: 2) ? Side.home : .away }
    var left = PointList(sides)
    let right = PointList(sides)
    #expect(left == right)
    #expect(left.hashValue == right.hashValue)
    left.append(.home)
    #expect(left != right)
    left.removeLast()
    left.removeLast()
    left.append(.home)
    #expect(left != right)
  }

  /// A long plain match played in games, so sessions of hundreds of points never end it and the
  /// points fill several chunks.
  static let longGames: AppState = {
    var rules = SportRules.defaults(for: .generic)
    rules.pointsToWin = 99_999
    rules.bestOf = 3
    return AppState(game: Game(scoreboard: ScoreboardState(homeName: "Ann", awayName: "Bob", rules: rules)))
  }()

  /// Long sessions: runs of points, take-backs, undo, redo, rewinds to any step, new matches.
  static let longSession = Gen<[AppAction]>.frequency(
    (
      8,
      zip(Gen<Side>.case, Gen.int(in: 1...120)).map { side, run in
        [AppAction](repeating: .scoreboard(.add(side, points: 1)), count: run)
      }
    ),
    (1, Gen<Side>.case.map { [AppAction.scoreboard(.subtract($0, points: 1))] }),
    (2, Gen.int(in: 1...5).map { [AppAction](repeating: .undo, count: $0) }),
    (2, Gen.int(in: 1...5).map { [AppAction](repeating: .redo, count: $0) }),
    (1, Gen.int(in: 0...900).map { [AppAction.rewind(toStep: $0)] }),
    (1, Gen.always([AppAction.scoreboard(.newMatch(Self.longGames.scoreboard.rules))])),
  )

  @Test(
    "property: over hundreds of points with undo, redo, rewind and new matches, every step is a fresh replay")
  func longTimelineIsAFreshReplay() async {
    let reducer = AppState.reducer(environment: GameClockEnvironment(now: { .zero }, ticks: { .none }))
    await propertyCheck(count: 30, input: Self.longSession.array(of: 0...25)) { runs in
      let state = reducer.reduced(Self.longGames, runs.flatMap { $0 })
      let steps = state.game.steps
      var game = steps[0].game
      for (index, step) in steps.enumerated().dropFirst() {
        guard let action = step.action else {
          Issue.record("step \(index) has no action")
          return
        }
        _ = TimelineTests.plain.reduce(&game, action)
        #expect(game == step.game, "step \(index): \(action)")
        #expect(Array(game.scoreboard.rallies) == Array(step.game.scoreboard.rallies))
      }
      #expect(game == state.game.present)
    }
  }
}
