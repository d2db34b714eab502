import Foundation
import PropertyBased
import Scoreboard
import StateStore
import Testing

@testable import ScoreboardPersistence

@Suite("A follower's reading of a kept game, record by record")
struct FollowedJournalTests {
  /// What the keeper does next: an action, or a new game begun with `--new` (the old one archived).
  enum KeeperStep: Sendable, CustomStringConvertible {
    case action(AppAction)
    case newGame

    var description: String {
      switch self {
      case .action(let action): "\(action)"
      case .newGame: "--new"
      }
    }
  }

  /// Points, undo, redo, rewind, new match and the rest, and now and then a new game.
  static let step = Gen<KeeperStep>.frequency(
    (
      6, zip(Gen<Side>.case, Gen.int(in: -1...3)).map { KeeperStep.action(.scoreboard(.add($0, points: $1))) }
    ),
    (1, Gen<Side>.case.map { KeeperStep.action(.scoreboard(.subtract($0, points: 1))) }),
    (3, Gen.always(KeeperStep.action(.undo))),
    (2, Gen.always(KeeperStep.action(.redo))),
    (2, Gen.int(in: 0...12).map { KeeperStep.action(.rewind(toStep: $0)) }),
    (
      1,
      Gen.element(of: [Sport.tableTennis, .basketball, .tennis]).map {
        KeeperStep.action(.scoreboard(.newMatch(SportRules.defaults(for: $0 ?? .generic))))
      }
    ),
    (1, Gen.int(in: 1...3).map { KeeperStep.action(.counters(.increment(by: $0))) }),
    (1, Gen.always(KeeperStep.action(.scoreboard(.swapEnds)))),
    (1, Gen.always(KeeperStep.action(.ui(.showHelp)))),
    (1, Gen.always(KeeperStep.newGame)),
  )

  @Test(
    "property: after every record the follower's game equals the keeper's, through compactions and new games")
  func followerEqualsKeeper() async {
    await propertyCheck(count: 40, input: Self.step.array(of: 1...80), Gen.int(in: 1...5)) { steps, every in
      let directory = TemporaryDirectory()
      defer { directory.remove() }
      do {
        var keeper: (game: PersistentGame, store: Store<AppState, AppAction>)? = try Fixture.open(
          directory, snapshotEvery: every)
        var followed = try FollowedJournal(directory: directory.state)
        #expect(followed.state.game == keeper?.store.state.game)
        for (index, step) in steps.enumerated() {
          switch step {
          case .action(let action):
            keeper?.store.dispatch(action)
            keeper?.game.sync()
          case .newGame:
            if let state = keeper?.store.state { keeper?.game.close(finalState: state) }
            keeper = nil  // its lock goes with it
            keeper = try Fixture.open(directory, snapshotEvery: every, startNew: true)
          }
          let kept = keeper?.store.state.game
          var afterEach: [AppState] = []
          try followed.read { _, state in afterEach.append(state) }
          #expect(followed.state.game == kept, "after step \(index + 1) of \(steps): \(step)")
          #expect(afterEach.last.map { $0.game == kept } ?? true, "the state given with the last record")
        }
        if let (game, store) = keeper { game.close(finalState: store.state) }
      } catch {
        Issue.record("\(error)")
      }
    }
  }

  @Test("a follower beside a keeper that compacts every 3 records reads each record once, in order")
  func readsEveryRecordOnce() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let (game, store) = try Fixture.open(directory, snapshotEvery: 3)
    var followed = try FollowedJournal(directory: directory.state)
    let points = 1_500
    let scoring = JournalCursorTests.score(points, on: store, saving: game)
    var read: [UInt64] = []
    var reloads = 0
    var quiet = false
    while read.count < points {
      let change = try followed.read { record, _ in read.append(record.sequence) }
      if change == .reloaded { reloads += 1 }
      guard scoring.isDone, change == .none else {
        quiet = false
        continue
      }
      // The keeper compacts in the background: an empty read while it renames the journal proves
      // nothing. Once its snapshots are written, a second empty read in a row means nothing is left.
      if quiet { break }
      game.writer.waitForSnapshots()
      quiet = true
    }
    game.close(finalState: store.state)
    #expect(directory.state.segments().count > 100, "the keeper compacted while the follower read")
    #expect(reloads == 0, "the game was read whole again \(reloads) times")
    #expect(read == Array(1...UInt64(points)), "\(read.count) of \(points) records read")
    #expect(followed.state.scoreboard.home.score == points)
  }

  @Test("a follower reads on from where it was: records read before are not read again")
  func readsOnlyTheNewRecords() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let (game, store) = try Fixture.open(directory)
    for _ in 0..<5 { store.dispatch(.scoreboard(.add(.home, points: 1))) }
    game.sync()
    var followed = try FollowedJournal(directory: directory.state)
    #expect(followed.sequence == 5)
    #expect(try followed.read() == .none)
    store.dispatch(.scoreboard(.add(.away, points: 2)))
    store.dispatch(.undo)
    game.sync()
    var sequences: [UInt64] = []
    #expect(try followed.read { record, _ in sequences.append(record.sequence) } == .records(2))
    #expect(sequences == [6, 7])
    #expect(followed.state.game == store.state.game)
    game.close(finalState: store.state)
  }

  @Test("a new game begun in the directory is read whole, from its start")
  func newGameIsReadWhole() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    var followed: FollowedJournal
    do {
      let (game, store) = try Fixture.open(directory)
      store.dispatch(.scoreboard(.add(.home, points: 7)))
      game.sync()
      followed = try FollowedJournal(directory: directory.state)
      game.close(finalState: store.state)
    }
    let (game, store) = try Fixture.open(directory, startNew: true, newGame: Fixture.basketball)
    store.dispatch(.scoreboard(.add(.away, points: 3)))
    game.sync()
    #expect(try followed.read() == .reloaded)
    #expect(followed.state.scoreboard.home.score == 0)
    #expect(followed.state.scoreboard.away.score == 3)
    #expect(followed.state.game == store.state.game)
    game.close(finalState: store.state)
  }
}
