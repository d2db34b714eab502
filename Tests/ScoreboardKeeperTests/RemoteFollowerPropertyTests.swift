import Foundation
import Scoreboard
import ScoreboardFollow
import ScoreboardPersistence
import ScoreboardServe
import StateStore
import Testing

/// Numbers for random play that are the same on every run of a seed (SplitMix64).
struct SeededNumbers: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

/// A keeper played at random, its records sent as `serve` sends them (event data, parsed again)
/// to a follow view that knows only what the events carry.
struct RemotePlay {
  let rules: SportRules
  var keeper: AppState
  var follower = FollowState()
  var place = RemoteJournalPlace()
  var sequence: UInt64 = 0
  var sentEvents: [String] = []
  private let reducer = FollowState.reducer(
    environment: GameClockEnvironment(now: { .zero }, ticks: { .none }))

  init(sport: Sport) {
    rules = SportRules.defaults(for: sport)
    keeper = AppState(game: Game(scoreboard: ScoreboardState(rules: rules)))
  }

  /// A random action of a keeper: mostly points, then undo, redo, rewind, a point taken off,
  /// ends swapped and a new match.
  func randomAction(using numbers: inout SeededNumbers) -> AppAction {
    let side: Side = Bool.random(using: &numbers) ? .home : .away
    switch Int.random(in: 0..<20, using: &numbers) {
    case 0..<10: return .scoreboard(.add(side, points: 1))
    case 10..<12: return .undo
    case 12..<14: return .redo
    case 14, 15:
      return .rewind(toStep: Int.random(in: 0..<max(keeper.game.steps.count - 1, 1), using: &numbers))
    case 16: return .scoreboard(.subtract(side, points: 1))
    case 17: return .scoreboard(.swapEnds)
    default: return .scoreboard(.newMatch(rules))
    }
  }

  /// The keeper takes `action`, and a record of it goes out as the event `serve` makes.
  mutating func keep(_ action: AppAction) {
    _ = GameLoader.replayReducer.reduce(&keeper, action)
    sequence += 1
    let stamp = ClockStamp(time: 1_764_000_000 + Double(sequence), boot: "test", reading: 0, offset: 0)
    let record = JournalRecord(sequence: sequence, stamp: stamp, action: action)
    send(reading(records: [record]))
  }

  /// A start, as a (re)connecting follower gets it: the keeper's whole timeline.
  mutating func sendStart() {
    send(reading(records: []).asStart)
  }

  /// The last `count` events again, as a resumption from an older id sends them.
  mutating func resend(last count: Int) {
    for data in sentEvents.suffix(count) { deliver(data) }
  }

  private func reading(records: [JournalRecord]) -> FeedReading {
    FeedReading(
      state: keeper, sequence: sequence, isKeeperRunning: true, hasSavedGame: true,
      clock: GameClockEnvironment(now: { .zero }, ticks: { .none }), records: records)
  }

  private mutating func send(_ reading: FeedReading) {
    let data = reading.eventData()
    sentEvents.append(data)
    deliver(data)
  }

  private mutating func deliver(_ data: String) {
    guard let envelope = FeedEnvelope.parse(data) else {
      Issue.record("an event that does not parse: \(data.prefix(200))")
      return
    }
    switch place.take(envelope, readAt: .zero) {
    case .follow(let action): _ = reducer.reduce(&follower, action)
    case .missing: Issue.record("records went missing at \(sequence)")
    }
  }
}

@Suite("a remote follower's timeline is the keeper's, record by record")
struct RemoteFollowerPropertyTests {
  @Test(
    "random play with undo, redo, rewind and new match: after every record the follower's timeline, history and statistics are the keeper's",
    arguments: Sport.allCases)
  func followerEqualsKeeper(sport: Sport) {
    for seed in UInt64(1)...3 {
      let sportNumber = UInt64(Sport.allCases.firstIndex(of: sport) ?? 0)
      var numbers = SeededNumbers(seed: seed &* 7919 &+ sportNumber)
      var play = RemotePlay(sport: sport)
      play.sendStart()
      for index in 0..<80 {
        play.keep(play.randomAction(using: &numbers))
        if index % 29 == 28 { play.sendStart() }
        if index % 23 == 22 { play.resend(last: 3) }
        guard play.follower.app.game == play.keeper.game else {
          Issue.record(
            "\(sport) seed \(seed): the follower differs from the keeper after record \(play.sequence)")
          return
        }
        // The newest row after every record; every row now and then (each costs the whole history).
        let rows = index % 20 == 19 ? Array(0..<play.keeper.historyCount) : [play.keeper.historyCount - 1]
        let keeperRows = rows.map(play.keeper.historyRow(step:))
        let followerRows = rows.map(play.follower.app.historyRow(step:))
        guard play.follower.app.historyCount == play.keeper.historyCount, keeperRows == followerRows else {
          Issue.record("\(sport) seed \(seed): history rows differ after record \(play.sequence)")
          return
        }
        guard play.follower.app.matchStatistics == play.keeper.matchStatistics,
          play.follower.app.momentum == play.keeper.momentum
        else {
          Issue.record("\(sport) seed \(seed): statistics or momentum differ after record \(play.sequence)")
          return
        }
      }
      #expect(play.follower.app.game.steps.count == play.keeper.game.steps.count)
    }
  }

  @Test("a start event gives the whole history: the first row is the start, the last the present score")
  func startCarriesHistory() {
    var play = RemotePlay(sport: .generic)
    for action: AppAction in [.scoreboard(.add(.home, points: 1)), .scoreboard(.add(.home, points: 1))] {
      _ = GameLoader.replayReducer.reduce(&play.keeper, action)
    }
    play.sendStart()
    let app = play.follower.app
    #expect(app.historyCount == 3)
    #expect(app.historyRow(step: 0).change == "start")
    #expect(app.historyRow(step: 0).scoreLine == app.historyGame(atStep: 0).scoreboard.scoreLine)
    #expect(app.historyRow(step: 2).change != "start")
    #expect(app.historyGame(atStep: 2).scoreboard.home.score == 2)
  }
}

@Suite("a remote follower's place in the journal")
struct RemoteJournalPlaceTests {
  private static let clock = GameClockEnvironment(now: { .zero }, ticks: { .none })

  private static func record(_ sequence: UInt64) -> JournalRecord {
    JournalRecord(
      sequence: sequence, stamp: ClockStamp(time: 1_764_000_000, boot: "test", reading: 0, offset: 0),
      action: .scoreboard(.add(.home, points: 1)))
  }

  private static func envelope(_ reading: FeedReading) throws -> FeedEnvelope {
    try #require(FeedEnvelope.parse(reading.eventData()))
  }

  private static func reading(sequence: UInt64, records: [JournalRecord]?) -> FeedReading {
    FeedReading(
      state: AppState(), sequence: sequence, isKeeperRunning: true, hasSavedGame: true, clock: clock,
      records: records)
  }

  @Test("records seen already are passed over; records after a gap ask for a start; none before a start")
  func gapsAndRepeats() throws {
    var place = RemoteJournalPlace()
    #expect(
      place.take(try Self.envelope(Self.reading(sequence: 1, records: [Self.record(1)])), readAt: .zero)
        == .missing)
    guard
      case .follow(.loaded) = place.take(
        try Self.envelope(Self.reading(sequence: 2, records: []).asStart), readAt: .zero)
    else {
      Issue.record("a start is not taken as the game")
      return
    }
    #expect(place.sequence == 2)
    let repeated = place.take(
      try Self.envelope(Self.reading(sequence: 2, records: [Self.record(2)])), readAt: .zero)
    #expect(
      repeated == .follow(.advanced(FollowedRecords(records: [], isKeeperRunning: true, readAt: .zero))))
    let next = place.take(
      try Self.envelope(Self.reading(sequence: 3, records: [Self.record(3)])), readAt: .zero)
    #expect(
      next
        == .follow(
          .advanced(FollowedRecords(records: [Self.record(3)], isKeeperRunning: true, readAt: .zero))))
    #expect(
      place.take(try Self.envelope(Self.reading(sequence: 5, records: [Self.record(5)])), readAt: .zero)
        == .missing)
    #expect(place.sequence == 3, "the place stays where the records stopped following on")
  }

  @Test("a server that sends no records (a venue's court): each event replaces the game with its present")
  func withoutRecords() throws {
    var place = RemoteJournalPlace()
    let step = place.take(try Self.envelope(Self.reading(sequence: 4, records: nil)), readAt: .zero)
    guard case .follow(.loaded(let loaded)) = step else {
      Issue.record("not taken as the game: \(step)")
      return
    }
    #expect(loaded.game.steps.count == 1)
    #expect(place.sequence == nil)
  }
}
