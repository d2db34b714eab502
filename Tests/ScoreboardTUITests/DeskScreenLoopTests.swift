import Dispatch
import Foundation
import ScoreboardDesk
import Synchronization
import Testing

@testable import ScoreboardTUI

/// The desk's screen as a ``Program`` on the event loop, through the in-memory screen: the desk
/// its feed reads arrives by `send` from another thread; keys ask the feed to record changes, and
/// a refusal sent back is shown.
@Suite("the desk screen's program on the event loop")
struct DeskScreenLoopTests {
  /// The changes of the desk the keys asked for, in order.
  final class RequestLog: Sendable {
    private let requests = Mutex<[DeskAction]>([])

    func add(_ request: DeskAction) { requests.withLock { $0.append(request) } }

    var all: [DeskAction] { requests.withLock { $0 } }
  }

  final class Running: @unchecked Sendable {
    let screen = MemoryScreen(size: TerminalSize(columns: 100, lines: 30))
    let program: Program<DeskScreenState, DeskScreenAction>
    let requests = RequestLog()
    let app: DeskScreenApp
    private let ended = Mutex<TerminalApp.Ending?>(nil)

    init() throws {
      program = try Program(initialState: DeskScreenState(title: "test"), reducer: DeskScreenState.reducer)
      app = DeskScreenApp(program: program, options: ViewOptions(), tick: .seconds(60)) { [requests] in
        requests.add($0)
      }
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

  @Test(
    "a desk sent from another thread is painted; h asks to hold the picked match; a refusal is shown until the next key"
  )
  func holdAndRefusal() async throws {
    let running = try Running()
    _ = try #require(await running.frame(showing: "reading the desk"))
    let desk = try DeskScreenFixtures.deskWithCall()
    DispatchQueue.global().async {
      running.program.send(.deskRead(desk, at: Date().timeIntervalSince1970))
    }
    _ = try #require(await running.frame(showing: "Semi-final: Cy v Bob  ready"))
    running.screen.type("h")
    let asked = await eventually { running.requests.all.isEmpty ? nil : running.requests.all }
    #expect(asked == [.held(match: desk.queue[0], true)])
    running.program.send(.noticeChanged("match 2 is not queued"))
    _ = try #require(await running.frame(showing: "! match 2 is not queued"))
    running.screen.type("\t")
    _ = try #require(await running.frame(showing: "Courts  (b block)"))
    #expect(running.screen.frames.last?.textLines.joined().contains("match 2 is not queued") == false)
    running.screen.type("a")
    #expect(await eventually { running.requests.all.count == 2 ? true : nil } == true)
    #expect(running.requests.all.last == .autoAssign(false))
    running.screen.type("q")
    #expect(await running.ending() == .quit)
  }

  @Test("c then Tab and Enter ask to call the picked match to the next free court; ? shows the keys")
  func callByHand() async throws {
    let running = try Running()
    let desk = try DeskScreenFixtures.desk()
    running.program.send(.deskRead(desk, at: Date().timeIntervalSince1970))
    _ = try #require(await running.frame(showing: "Semi-final: Ann v Di  ready"))
    running.screen.type("c")
    _ = try #require(await running.frame(showing: "call match \(desk.queue[0]) to C1?"))
    running.screen.type("\t")
    _ = try #require(await running.frame(showing: "call match \(desk.queue[0]) to C2?"))
    running.screen.type("\r")
    let asked = await eventually { running.requests.all.isEmpty ? nil : running.requests.all }
    guard case .assigned(let match, let court, _) = asked?.first else {
      Issue.record("no call asked for: \(String(describing: asked))")
      return
    }
    #expect(match == desk.queue[0] && court == "C2")
    running.screen.type("?")
    _ = try #require(await running.frame(showing: "Keys: desk"))
    running.program.deliver(signal: SIGTERM)
    #expect(await running.ending() == .signal(SIGTERM))
  }
}
