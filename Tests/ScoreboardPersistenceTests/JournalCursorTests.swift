import Foundation
import Scoreboard
import StateStore
import Synchronization
import Testing

@testable import ScoreboardPersistence

@Suite("The journal cursor: a copier's reading of a game that is being kept")
struct JournalCursorTests {
  @Test(
    "a reader beside a keeper that compacts every 3 records sees every record once, in order, none skipped")
  func readsEveryRecordThroughCompactions() async throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let (game, store) = try Fixture.open(directory, snapshotEvery: 3)
    let points = 1_500
    let scoring = Self.score(points, on: store, saving: game)
    var cursor = JournalCursor(directory: directory.state)
    var read: [UInt64] = []
    var lastGame = Game()
    while !scoring.isDone || read.count < points {
      // Whether the keeper was done before this reading: only then does an empty reading mean
      // that nothing more will come (a keeper finishing during the reading may have added more).
      let wasDone = scoring.isDone
      let steps = try cursor.advance()
      read += steps.map(\.record.sequence)
      if let last = steps.last { lastGame = last.game }
      if wasDone, steps.isEmpty, read.count < points { break }
    }
    game.close(finalState: store.state)
    #expect(directory.state.segments().count > 100, "the keeper compacted while the cursor read")
    let everyRecordInOrder = read == Array(1...UInt64(points))
    let firstMissing = (1...UInt64(points)).first { !read.contains($0) }
    #expect(
      everyRecordInOrder,
      "\(read.count) of \(points) read; the first missing is \(String(describing: firstMissing))")
    #expect(lastGame.scoreboard.home.score == points)
  }

  @Test(
    "status beside a keeper that compacts every 3 records: every reading is whole, never 'actions missing'")
  func readOnlyLoadsThroughCompactions() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let (game, store) = try Fixture.open(directory, snapshotEvery: 3)
    let points = 1_500
    let scoring = Self.score(points, on: store, saving: game)
    var readings = 0
    var partial: [String] = []
    var lastScore = 0
    while !scoring.isDone {
      let loaded = try GameLoader.loadReadOnly(directory: directory.url)
      readings += 1
      partial += loaded.notices.filter { $0.contains("missing") }
      #expect(loaded.state.scoreboard.home.score >= lastScore, "a reading went back in time")
      lastScore = loaded.state.scoreboard.home.score
    }
    game.close(finalState: store.state)
    #expect(readings > 20, "the readings overlapped the scoring")
    #expect(
      partial.isEmpty, "\(partial.count) of \(readings) readings saw actions missing: \(partial.first ?? "")")
  }

  @Test("log beside a keeper that compacts every 3 records: every listing is whole, numbered without a gap")
  func logThroughCompactions() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let (game, store) = try Fixture.open(directory, snapshotEvery: 3)
    let scoring = Self.score(1_500, on: store, saving: game)
    var listings = 0
    var broken: [String] = []
    while !scoring.isDone {
      let log = try EventLog.entries(directory: directory.url)
      listings += 1
      let numbers = log.entries.map(\.sequence)
      if numbers != (0..<numbers.count).map({ UInt64($0) + 1 }) || !log.notices.isEmpty {
        broken.append("listing \(listings): \(log.notices.first ?? "numbers not 1...\(numbers.count)")")
      }
    }
    game.close(finalState: store.state)
    #expect(listings > 5, "the listings overlapped the scoring")
    #expect(broken.isEmpty, "\(broken.count) of \(listings) listings were not whole: \(broken.first ?? "")")
  }

  @Test(
    "a segment lost from the directory: the records before it are read, then one line says what is missing")
  func lostSegment() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    do {
      let (game, store) = try Fixture.open(directory, snapshotEvery: 4)
      for _ in 0..<12 {
        store.dispatch(.scoreboard(.add(.home, points: 1)))
        game.sync()
        game.writer.waitForSnapshots()
      }
      game.close(finalState: store.state)
    }
    let segments = directory.state.segments()
    try #require(segments.count >= 2)
    try FileManager.default.removeItem(at: segments[1].url)
    var cursor = JournalCursor(directory: directory.state)
    let before = try cursor.advance().map(\.record.sequence)
    #expect(before == Array(1...segments[0].end))
    #expect(
      throws: PersistenceError.unreplayable(
        path: directory.state.url.path,
        reason: "records \(segments[0].end + 1)...\(segments[1].end) of its journal are missing")
    ) {
      try cursor.advance()
    }
  }
}

extension JournalCursorTests {
  /// Scores `points` for home on a thread of its own, each made durable as a key press is.
  @Test(
    "visiting hands each record once, in order, with the game after it, and names a new game before its records"
  )
  func visitingMatchesTheReturnedSteps() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let (game, store) = try Fixture.open(directory, snapshotEvery: 1_000)
    for _ in 0..<7 {
      store.dispatch(.scoreboard(.add(.home, points: 1)))
    }
    game.sync()
    var visiting = JournalCursor(directory: directory.state)
    var seen: [String] = []
    try visiting.advance(
      visiting: { step in seen.append("record \(step.record.sequence): \(step.game.scoreboard.home.score)") },
      newGame: { start in seen.append("new game after record \(start.sequence)") })
    #expect(
      seen == ["new game after record 0"] + (1...7).map { "record \($0): \($0)" },
      "each record once, with the score it left, after the game's start")
    var returning = JournalCursor(directory: directory.state)
    #expect(try returning.advance().map(\.record.sequence) == Array(1...7))
    seen.removeAll()
    store.dispatch(.scoreboard(.add(.home, points: 1)))
    game.sync()
    try visiting.advance(
      visiting: { seen.append("record \($0.record.sequence)") }, newGame: { _ in seen.append("new") })
    #expect(seen == ["record 8"], "the same game goes on: no new game, only the record written since")
    game.close(finalState: store.state)
  }

  static func score(_ points: Int, on store: Store<AppState, AppAction>, saving game: PersistentGame)
    -> FinishFlag
  {
    Thread.detachedTask {
      for _ in 0..<points {
        store.dispatch(.scoreboard(.add(.home, points: 1)))
        game.sync()
      }
    }
  }
}

extension Thread {
  /// Runs `body` on a thread of its own; the handle says when it has returned.
  static func detachedTask(_ body: @escaping @Sendable () -> Void) -> FinishFlag {
    let flag = FinishFlag()
    Thread.detachNewThread {
      body()
      flag.finish()
    }
    return flag
  }
}

/// Whether a thread's work is done.
final class FinishFlag: Sendable {
  private let done = Mutex(false)
  var isDone: Bool { done.withLock { $0 } }
  func finish() { done.withLock { $0 = true } }
}
