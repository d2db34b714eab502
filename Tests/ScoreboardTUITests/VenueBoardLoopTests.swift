import Dispatch
import Foundation
import Scoreboard
import Synchronization
import Testing

@testable import ScoreboardTUI

/// The venue board as a ``Program`` on the same event loop as the scoreboard, through the
/// in-memory screen: what its feed reads arrives by `send` from another thread, keys pick and
/// follow courts and ask the feed for what the new screen needs.
@Suite("the venue board's program on the event loop")
struct VenueBoardLoopTests {
  /// What the board asked of its feed, in order.
  final class RequestLog: Sendable {
    private let requests = Mutex<[VenueBoardKeys.Request]>([])

    func add(_ request: VenueBoardKeys.Request) { requests.withLock { $0.append(request) } }

    var all: [VenueBoardKeys.Request] { requests.withLock { $0 } }
  }

  final class Running: @unchecked Sendable {
    let screen = MemoryScreen(size: TerminalSize(columns: 80, lines: 24))
    let program: Program<VenueBoardState, VenueBoardAction>
    let requests: RequestLog
    let app: VenueBoardApp
    private let ended = Mutex<TerminalApp.Ending?>(nil)

    init() throws {
      program = try Program(
        initialState: VenueBoardState(title: "Venue test"), reducer: VenueBoardState.reducer)
      let log = RequestLog()
      requests = log
      app = VenueBoardApp(program: program, options: ViewOptions(), tick: .seconds(60)) { log.add($0) }
      Thread { [self] in
        let ending = app.run(on: screen)
        ended.withLock { $0 = ending }
      }.start()
    }

    func frame(showing text: String) async -> Frame? {
      await eventually {
        screen.frames.last.flatMap { $0.textLines.joined(separator: "\n").contains(text) ? $0 : nil }
      }
    }

    func ending() async -> TerminalApp.Ending? {
      await eventually { ended.withLock { $0 } }
    }
  }

  private static func court(_ name: String, home: Int) -> VenueBoardState.Court {
    var game = Game()
    game.scoreboard.home.name = "Home\(name)"
    var report = GameReport(game)
    report.home.score = home
    return VenueBoardState.Court(name: name, report: report, isKept: true, madeAt: nil)
  }

  @Test(
    "courts sent from another thread are painted; Enter follows the picked court and asks the feed for it")
  func courtsAndFollow() async throws {
    let running = try Running()
    _ = try #require(await running.frame(showing: "no court yet"))
    DispatchQueue.global().async {
      running.program.send(.courtsRead([Self.court("1", home: 3), Self.court("2", home: 5)]))
    }
    _ = try #require(await running.frame(showing: "Home2"))
    running.screen.type("l\r")
    let followed = await eventually { running.requests.all.isEmpty ? nil : running.requests.all }
    #expect(followed == [.follow("2")])
    running.screen.type("q")
    _ = try #require(await running.frame(showing: "Home1"))
    #expect(running.requests.all == [.follow("2"), .follow(nil)])
    running.screen.type("q")
    #expect(await running.ending() == .quit)
  }

  @Test("a notice sent by the feed replaces the key hints; R asks for the results")
  func noticeAndResults() async throws {
    let running = try Running()
    running.program.send(.noticeChanged("venue offline (refused); trying again"))
    _ = try #require(await running.frame(showing: "venue offline"))
    running.screen.type("R")
    let asked = await eventually { running.requests.all.isEmpty ? nil : running.requests.all }
    #expect(asked == [.loadResults])
    running.program.deliver(signal: SIGTERM)
    #expect(await running.ending() == .signal(SIGTERM))
  }
}
