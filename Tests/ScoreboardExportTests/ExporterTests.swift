import Foundation
import Scoreboard
import StateStore
import Testing

@testable import ScoreboardExport

@Suite("Exporter: overlay files kept in step with the game")
struct ExporterTests {
  private typealias Script = ExportScript

  @Test("after a game scored through the store, every file holds the game's text")
  func scriptedGame() throws {
    let folder = ExportFolder()
    defer { folder.remove() }
    let store = Script.store(.basketball)
    let exporter = Exporter(directory: folder.overlay)
    let subscription = exporter.subscribe(to: store)
    defer { subscription.cancel() }
    for action in [
      .scoreboard(.rename(.home, to: "Red Lions")), Script.add(.home, 2), Script.add(.away, 3),
      Script.startClock,
      Script.tick(.milliseconds(2_500)), Script.add(.home, 1), .ui(.showHelp),
    ] as [AppAction] {
      store.dispatch(action)
    }
    exporter.flush()
    #expect(exporter.status == .ok)
    #expect(folder.text(ExportFiles.homeName) == "Red Lions" && folder.text(ExportFiles.awayName) == "Away")
    #expect(folder.text(ExportFiles.homeScore) == "3" && folder.text(ExportFiles.awayScore) == "3")
    #expect(folder.text(ExportFiles.period) == "Q1" && folder.text(ExportFiles.clock) == "9:58")
    #expect(folder.text(ExportFiles.report) == ExportFiles(store.state)[ExportFiles.report])
    #expect(
      folder.names()
        == [
          "away_fouls.txt", "away_name.txt", "away_score.txt", "away_timeouts.txt", "callout.txt",
          "clock.txt",
          "home_fouls.txt", "home_name.txt", "home_score.txt", "home_timeouts.txt", "period.txt",
          "scoreboard.json",
        ])
  }

  @Test("a sport with a server gets serving.txt; a new match without one removes it")
  func servingFile() {
    let folder = ExportFolder()
    defer { folder.remove() }
    let store = Script.store(.badminton)
    let exporter = Exporter(directory: folder.overlay)
    let subscription = exporter.subscribe(to: store)
    defer { subscription.cancel() }
    store.dispatch(Script.add(.away))
    exporter.flush()
    #expect(folder.text(ExportFiles.serving) == "Away")
    store.dispatch(.scoreboard(.newMatch(.defaults(for: .hockey))))
    exporter.flush()
    #expect(folder.text(ExportFiles.serving) == nil)
    #expect(folder.text(ExportFiles.period) == "P1" && folder.text(ExportFiles.clock) == "20:00")
  }

  @Test("a stale serving.txt from an earlier run is removed by the first export of a sport without a server")
  func staleServingFile() throws {
    let folder = ExportFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(at: folder.overlay, withIntermediateDirectories: true)
    try Data("Old".utf8).write(to: folder.overlay.appendingPathComponent(ExportFiles.serving))
    let exporter = Exporter(directory: folder.overlay)
    exporter.export(Script.state(.generic, []))
    exporter.flush()
    #expect(folder.text(ExportFiles.serving) == nil)
  }

  @Test("the game clock ticks every 100 ms, so clock text changes at most ten times a second")
  func tickInterval() {
    #expect(GameClockEnvironment.tickInterval == .milliseconds(100))
  }

  @Test("clock.txt is rewritten only when its text changes, the JSON on every change")
  func clockOnlyWhenItsTextChanges() {
    let folder = ExportFolder()
    defer { folder.remove() }
    let exporter = Exporter(directory: folder.overlay)
    var state = Script.state(.basketball, [Script.startClock])
    var texts: [String] = []
    // Ten seconds of play, a tick every 100 ms: the clock reads 10:00, 9:59 … 9:50.
    for tick in 0...100 {
      _ = Script.reducer.reduce(&state, Script.tick(.milliseconds(100 * tick)))
      texts.append(ExportFiles(state)[ExportFiles.clock] ?? "")
      exporter.export(state)
      exporter.flush()
    }
    let changes = zip(texts, texts.dropFirst()).filter { $0 != $1 }.count
    #expect(changes == 10)
    #expect(exporter.writeCounts[ExportFiles.clock] == changes + 1)
    #expect(exporter.writeCounts[ExportFiles.homeScore] == 1)
    #expect(exporter.writeCounts[ExportFiles.report] == 101)
    #expect(folder.text(ExportFiles.clock) == "9:50")
  }

  @Test("in the last minute clock.txt is written at most once per 100 ms, however fast the ticks come")
  func clockThrottled() {
    let reading = ExportManualReading()
    let folder = ExportFolder()
    defer { folder.remove() }
    let writer = ExportWriter(directory: folder.overlay, now: { reading.now })
    var state = Script.state(.basketball, [Script.startClock])
    func tick(_ milliseconds: Int) -> ExportWriter.Outcome {
      _ = Script.reducer.reduce(&state, Script.tick(.milliseconds(milliseconds)))
      return writer.sync(ExportFiles(state))
    }
    #expect(tick(540_000).retryAt == nil)
    #expect(folder.text(ExportFiles.clock) == "1:00")
    // A burst of late ticks, 1 ms apart on the machine: the text changes, the file waits.
    reading.advance(by: .milliseconds(1))
    #expect(tick(540_100).retryAt == .milliseconds(100))
    reading.advance(by: .milliseconds(1))
    #expect(tick(540_200).retryAt == .milliseconds(100))
    #expect(folder.text(ExportFiles.clock) == "1:00" && writer.writeCounts[ExportFiles.clock] == 1)
    #expect(writer.writeCounts[ExportFiles.report] == 3)
    // Once the interval is over, the latest text is written.
    reading.advance(by: .milliseconds(98))
    #expect(writer.sync().retryAt == nil)
    #expect(folder.text(ExportFiles.clock) == "59.8" && writer.writeCounts[ExportFiles.clock] == 2)
  }

  @Test(
    "a fast burst of clock changes through the exporter ends with the latest text, at most ten writes a second"
  )
  func clockBurstThroughExporter() {
    let folder = ExportFolder()
    defer { folder.remove() }
    let exporter = Exporter(directory: folder.overlay)
    var state = Script.state(.basketball, [Script.startClock, Script.tick(.seconds(550))])
    exporter.export(state)
    exporter.flush()
    let start = ContinuousClock.now
    for tick in 1...300 {
      _ = Script.reducer.reduce(&state, Script.tick(.seconds(550) + .milliseconds(100 * tick)))
      exporter.export(state)
    }
    // Wait for the trailing write to land without flush, then check the count against the time taken.
    waitUntil { folder.text(ExportFiles.clock) == "20.0" }
    let elapsed = ContinuousClock.now - start
    let allowed = Int(elapsed / .milliseconds(100)) + 2
    #expect(folder.text(ExportFiles.clock) == "20.0")
    #expect((exporter.writeCounts[ExportFiles.clock] ?? 0) <= allowed)
  }

  @Test("a reader beside 2,000 exports never sees a partial or empty file")
  func atomicReplacement() throws {
    let folder = ExportFolder()
    defer { folder.remove() }
    let exporter = Exporter(directory: folder.overlay)
    func game(_ number: Int) -> Game {
      // Names of exactly 24 characters, so a partial one shows by its length.
      let padded = String(String(number).reversed()).padding(toLength: 24, withPad: "x", startingAt: 0)
      var board = ScoreboardState(homeName: padded, awayName: padded, rules: .defaults(for: .basketball))
      board.home.score = number
      board.away.score = 10_000 - number
      return Game(scoreboard: board)
    }
    exporter.export(game(0))
    exporter.flush()

    let isDone = ExportSharedValue(false)
    let problems = ExportSharedValue<[String]>([])
    let reads = ExportSharedValue(0)
    let reader = Thread {
      let names = [ExportFiles.homeName, ExportFiles.awayName, ExportFiles.homeScore, ExportFiles.awayScore]
      while !isDone.get() && reads.get() < 2_000_000 {
        for name in names {
          let text = folder.text(name) ?? ""
          let isWhole = name.hasSuffix("name.txt") ? text.count == 24 : Int(text) != nil
          if !isWhole { problems.update { $0.append("\(name): \"\(text)\"") } }
        }
        if let json = folder.text(ExportFiles.report),
          (try? JSONSerialization.jsonObject(with: Data(json.utf8))) == nil || !json.hasSuffix("}\n")
        {
          problems.update { $0.append("scoreboard.json: \(json.count) characters") }
        }
        reads.update { $0 += 1 }
      }
    }
    reader.start()
    for number in 1...2_000 {
      exporter.export(game(number))
      exporter.flush()
    }
    isDone.update { $0 = true }
    while !reader.isFinished { Thread.sleep(forTimeInterval: 0.001) }

    #expect(problems.get().isEmpty)
    #expect(reads.get() > 10)
    #expect(exporter.writeCounts[ExportFiles.homeScore] == 2_001)
    #expect(folder.text(ExportFiles.homeScore) == "2000")
    #expect(!folder.names().contains { $0.hasSuffix(".tmp") })
  }

  @Test("a failing export never stops scoring, reports failing, and recovers with every file")
  func failingAndRecovering() throws {
    let folder = ExportFolder()
    defer { folder.remove() }
    let statuses = ExportSharedValue<[ExportStatus]>([])
    let exporter = Exporter(directory: folder.overlay) { status in statuses.update { $0.append(status) } }
    let store = Script.store(.generic)
    let subscription = exporter.subscribe(to: store)
    defer { subscription.cancel() }
    exporter.flush()
    #expect(exporter.status == .ok && folder.text(ExportFiles.homeScore) == "0")

    try folder.blockOverlay()
    store.dispatch(Script.add(.home, 2))
    exporter.flush()
    #expect(store.state.scoreboard.home.score == 2)
    let message = try #require(exporter.status.message)
    #expect(message == "export failing: Not a directory (\(folder.overlay.path))")

    store.dispatch(Script.add(.away, 1))
    exporter.flush()
    #expect(store.state.scoreboard.away.score == 1 && exporter.status.message == message)

    try FileManager.default.removeItem(at: folder.overlay)
    store.dispatch(Script.add(.home, 1))
    exporter.flush()
    #expect(exporter.status == .ok)
    #expect(folder.text(ExportFiles.homeScore) == "3" && folder.text(ExportFiles.awayScore) == "1")
    #expect(folder.text(ExportFiles.homeName) == "Home" && folder.text(ExportFiles.period) == "")
    #expect(folder.text(ExportFiles.report) == ExportFiles(store.state)[ExportFiles.report])
    #expect(statuses.get() == [.failing(message), .ok])
  }

  @Test("a removed export directory is made again, parents included, with every file")
  func removedDirectory() throws {
    let folder = ExportFolder()
    defer { folder.remove() }
    let exporter = Exporter(directory: folder.overlay)
    exporter.export(Script.state(.generic, [Script.add(.home)]))
    exporter.flush()
    try FileManager.default.removeItem(at: folder.root)
    exporter.export(Script.state(.generic, [Script.add(.home), Script.add(.away)]))
    exporter.flush()
    #expect(exporter.status == .ok)
    #expect(folder.text(ExportFiles.homeScore) == "1" && folder.text(ExportFiles.awayScore) == "1")
    #expect(folder.text(ExportFiles.homeName) == "Home")
  }

  @Test("a failure is retried on its own, without a new change, until it works")
  func retriedWithoutChange() throws {
    let folder = ExportFolder()
    defer { folder.remove() }
    try folder.blockOverlay()
    let exporter = Exporter(
      directory: folder.overlay, minimumClockInterval: .milliseconds(100), retryInterval: .milliseconds(20),
      onStatusChange: nil)
    exporter.export(Script.state(.generic, [Script.add(.home, 7)]))
    exporter.flush()
    #expect(exporter.status.message != nil)
    try FileManager.default.removeItem(at: folder.overlay)
    waitUntil { exporter.status == .ok }
    #expect(exporter.status == .ok)
    #expect(folder.text(ExportFiles.homeScore) == "7")
  }
}

@Suite("Exporter: planted links")
struct ExportLinkTests {
  @Test(
    "issue 25 item 13: a link planted at a temporary file's name is not followed; the file it names stays")
  func plantedTemporaryLink() throws {
    let folder = ExportFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(at: folder.overlay, withIntermediateDirectories: true)
    let victim = folder.root.appendingPathComponent("victim.txt")
    try Data("precious".utf8).write(to: victim)
    let planted = folder.overlay.appendingPathComponent(".\(ExportFiles.homeScore).tmp")
    try FileManager.default.createSymbolicLink(atPath: planted.path, withDestinationPath: victim.path)
    let store = ExportScript.store(.basketball)
    let exporter = Exporter(directory: folder.overlay)
    let subscription = exporter.subscribe(to: store)
    defer { subscription.cancel() }
    store.dispatch(ExportScript.add(.home, 2))
    exporter.flush()
    #expect(exporter.status == .ok)
    #expect(folder.text(ExportFiles.homeScore) == "2")
    #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
  }
}
