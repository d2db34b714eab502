import Foundation
import PropertyBased
import StateStore
import Testing

@testable import Scoreboard

/// Generators of keeper sessions in the sports played point by point, with games short enough that
/// a few dozen actions cross games, sets and the end of the match.
private enum PointSessionGen {
  /// Short matches of every point-by-point engine, singles and doubles.
  static let catalog: [SportRules] = {
    var tableTennis = SportRules.defaults(for: .tableTennis)
    tableTennis.pointsToWin = 3
    tableTennis.bestOf = 3
    var tableTennisDoubles = tableTennis
    tableTennisDoubles.doubles = true
    var badminton = SportRules.defaults(for: .badminton)
    badminton.pointsToWin = 3
    badminton.cap = 5
    badminton.doubles = true
    var volleyball = SportRules.defaults(for: .volleyball)
    volleyball.pointsToWin = 4
    volleyball.decidingGamePoints = 3
    volleyball.bestOf = 3
    var beach = SportRules.defaults(for: .beachVolleyball)
    beach.pointsToWin = 4
    beach.decidingGamePoints = 3
    var squash = SportRules.defaults(for: .squash)
    squash.pointsToWin = 3
    squash.bestOf = 3
    var tennis = SportRules.defaults(for: .tennis)
    tennis.gamesPerSet = 2
    var tennisDoubles = tennis
    tennisDoubles.doubles = true
    tennisDoubles.tennis.noAd = true
    var pickleball = SportRules.defaults(for: .pickleball)
    pickleball.pointsToWin = 3
    pickleball.bestOf = 3
    var pickleballSingles = pickleball
    pickleballSingles.singles = true
    var genericGames = SportRules.defaults(for: .generic)
    genericGames.pointsToWin = 3
    genericGames.bestOf = 3
    var genericSets = genericGames
    genericSets.gamesPerSet = 2
    return [
      tableTennis, tableTennisDoubles, badminton, volleyball, beach, squash, tennis, tennisDoubles,
      pickleball,
      pickleballSingles, genericGames, genericSets,
    ]
  }()

  static let rules = Gen.int(in: 0...(catalog.count - 1)).map { catalog[$0] }

  /// Any answer to a choice, made or not, valid now or not.
  static let choice = Gen<MatchChoice>.oneOf(
    Gen<Side>.case.map { MatchChoice.servingSide($0) },
    zip(Gen<Side>.case, Gen.int(in: 0...1)).map { MatchChoice.server($0, player: $1) },
    zip(Gen<Side>.case, Gen.int(in: 0...1)).map { MatchChoice.receiver($0, player: $1) },
  )

  /// A name with two players or one, so a rename can switch doubles on and off.
  static let name = Gen.oneOf(Gen.always("Ann/Bob"), Gen.always("Lee"))

  /// A keeper's action: mostly points, with take-backs, choices, renames, new matches, undo,
  /// redo and rewinds among them.
  static let action = Gen<AppAction>.frequency(
    (12, zip(Gen<Side>.case, Gen.int(in: 1...3)).map { .scoreboard(.add($0, points: $1)) }),
    (3, zip(Gen<Side>.case, Gen.int(in: 1...2)).map { .scoreboard(.subtract($0, points: $1)) }),
    (3, choice.map { .scoreboard(.choose($0)) }),
    (1, Gen<Side>.case.map { .scoreboard(.setFirstServer($0)) }),
    (1, zip(Gen<Side>.case, name).map { .scoreboard(.rename($0, to: $1)) }),
    (1, rules.map { .scoreboard(.newMatch($0)) }),
    (1, Gen.always(.scoreboard(.reset))),
    (2, Gen.always(.undo)),
    (1, Gen.always(.redo)),
    (1, Gen.int(in: 0...6).map { .rewind(toStep: $0) }),
  )

  static let session = action.array(of: 1...60)
}

@Suite("The engine kept beside the points equals a fresh replay")
struct EngineReplayPropertyTests {
  let reducer = AppState.reducer(environment: GameClockEnvironment(now: { .zero }, ticks: { .none }))

  @Test("after each action, in every point-by-point sport, the board reads as a fresh replay of its points")
  func keptEqualsReplayed() async throws {
    await propertyCheck(input: PointSessionGen.rules, PointSessionGen.session) { rules, actions in
      var app = AppState(
        game: Game(scoreboard: ScoreboardState(homeName: "Ann", awayName: "Bob", rules: rules)))
      for action in actions {
        _ = reducer.reduce(&app, action)
        try Self.expectReadsAsReplayed(app.scoreboard, after: action)
      }
    }
  }

  @Test(
    "after each action, in every point-by-point sport, the outline a step's facts read equals what the match view says (issue 24)"
  )
  func outlineEqualsTheMatchView() async throws {
    await propertyCheck(input: PointSessionGen.rules, PointSessionGen.session) { rules, actions in
      var app = AppState(
        game: Game(scoreboard: ScoreboardState(homeName: "Ann", awayName: "Bob", rules: rules)))
      for action in actions {
        _ = reducer.reduce(&app, action)
        #expect(app.scoreboard.outline == MatchOutline(app.scoreboard.match), "after \(action)")
      }
    }
  }

  /// Checks `board` against the public fresh replays of its sport and against a copy decoded from
  /// its saved form (whose engine is built from the points on first read).
  private static func expectReadsAsReplayed(_ board: ScoreboardState, after action: AppAction) throws {
    let doubles = board.playersPerSide == 2
    switch board.rules.sport.scoring {
    case .rallies:
      let replayed = RallyScoring.summary(
        of: board.rallies, rules: board.rules, firstServer: board.firstServer, doubles: doubles,
        choices: board.choices)
      #expect(board.rallySummary == replayed, "after \(action)")
    case .gamesAndSets:
      let replayed = TennisScoring.summary(
        of: board.rallies, rules: board.rules, firstServer: board.firstServer, doubles: doubles,
        choices: board.choices)
      #expect(board.tennisSummary == replayed, "after \(action)")
    case .sideOut:
      let replayed = PickleballScoring.summary(
        of: board.rallies, rules: board.rules, firstServer: board.firstServer, choices: board.choices)
      #expect(board.pickleballSummary == replayed, "after \(action)")
    case .points:
      break
    }
    let decoded = try JSONDecoder().decode(ScoreboardState.self, from: JSONEncoder().encode(board))
    #expect(decoded == board)
    #expect(decoded.hashValue == board.hashValue)
    #expect(board.match == decoded.match, "after \(action)")
    #expect(board.winner == decoded.winner, "after \(action)")
    #expect(board.pendingChoice == decoded.pendingChoice, "after \(action)")
  }
}
