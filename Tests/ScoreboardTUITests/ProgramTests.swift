import Dispatch
import Foundation
import Scoreboard
import StateStore
import Synchronization
import Testing

@testable import ScoreboardTUI

/// A ``Program`` driven through its event loop on an in-memory screen: `send` from other threads,
/// answers after the save, the venue board on the same loop.
@Suite("a program owns its store; send is the way in")
struct ProgramTests {
  /// The threads each action was reduced on, recorded by a middleware.
  final class ReducingThreads: Sendable {
    private let seen = Mutex<[pthread_t]>([])

    var middleware: Middleware<AppState, AppAction> {
      Middleware { _, action, next in
        self.seen.withLock { $0.append(pthread_self()) }
        next(action)
      }
    }

    var threads: [pthread_t] { seen.withLock { $0 } }
  }

  /// A keeper-like program with `hooks`, its loop running on a thread of its own.
  final class Running: @unchecked Sendable {
    let screen = MemoryScreen(size: TerminalSize(columns: 80, lines: 24))
    let program: Program<AppState, AppAction>
    let reducing = ReducingThreads()
    let app: TerminalApp
    private let ended = Mutex<TerminalApp.Ending?>(nil)
    private let loop = Mutex<pthread_t?>(nil)

    init(hooks: TerminalApp.Hooks = TerminalApp.Hooks()) throws {
      program = try Program(
        initialState: AppState(), reducer: AppState.reducer, middleware: [reducing.middleware])
      app = TerminalApp(program: program, options: ViewOptions(), now: { .zero }, hooks: hooks)
      Thread { [self] in
        loop.withLock { $0 = pthread_self() }
        let ending = app.run(on: screen)
        ended.withLock { $0 = ending }
      }.start()
    }

    var loopThread: pthread_t? { loop.withLock { $0 } }

    func frame(showing text: String) async -> Frame? {
      await eventually { screen.frames.last.flatMap { $0.textLines.joined().contains(text) ? $0 : nil } }
    }

    func stop() async {
      program.deliver(signal: SIGTERM)
      _ = await eventually { ended.withLock { $0 } }
    }
  }

  @Test("actions sent from many threads at once are all reduced, every one on the loop's thread")
  func sendFromManyThreads() async throws {
    let running = try Running()
    defer { Task { await running.stop() } }
    _ = try #require(await running.frame(showing: "Home 0 : 0 Away"))
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for _ in 0..<25 {
        running.program.send(.scoreboard(.add(thread.isMultiple(of: 2) ? .home : .away, points: 1)))
      }
    }
    _ = try #require(await running.frame(showing: "Home 100 : 100 Away"))
    let loop = try #require(running.loopThread)
    let threads = running.reducing.threads
    #expect(threads.count == 200)
    #expect(threads.allSatisfy { pthread_equal($0, loop) != 0 })
  }

  @Test("a job sent from another thread reads the state as the actions sent before it left it")
  func jobReadsStateInOrder() async throws {
    let running = try Running()
    defer { Task { await running.stop() } }
    let seen = Mutex<Int?>(nil)
    DispatchQueue.global().async {
      running.program.send(.scoreboard(.add(.home, points: 4)))
      running.program.send { loop in seen.withLock { $0 = loop.state.scoreboard.home.score } }
    }
    #expect(await eventually { seen.withLock { $0 } } == 4)
  }

  @Test("an answer waits for the batch's save: it goes out after the after-batch hook that saved its change")
  func answerAfterSave() async throws {
    let savedScore = Mutex(-1)
    let hooks = TerminalApp.Hooks(afterBatch: { loop in
      // A slow fdatasync: an answer written meanwhile would come before the change is durable.
      Thread.sleep(forTimeInterval: 0.2)
      savedScore.withLock { $0 = loop.state.scoreboard.home.score }
    })
    let running = try Running(hooks: hooks)
    defer { Task { await running.stop() } }
    _ = try #require(await running.frame(showing: "Home 0 : 0 Away"))
    let savedWhenAnswered = Mutex<Int?>(nil)
    DispatchQueue.global().async {
      running.program.send { loop in
        loop.dispatch(.scoreboard(.add(.home, points: 3)))
        loop.whenSaved { savedWhenAnswered.withLock { $0 = savedScore.withLock { $0 } } }
      }
    }
    #expect(await eventually { savedWhenAnswered.withLock { $0 } } == 3)
  }

  @Test("an answer for a job that changed nothing still goes out, after a save")
  func answerWithoutChange() async throws {
    let saves = Mutex(0)
    let running = try Running(hooks: TerminalApp.Hooks(afterBatch: { _ in saves.withLock { $0 += 1 } }))
    defer { Task { await running.stop() } }
    _ = try #require(await running.frame(showing: "Home 0 : 0 Away"))
    let savesBefore = saves.withLock { $0 }
    let savesWhenAnswered = Mutex<Int?>(nil)
    running.program.send { loop in
      loop.whenSaved { savesWhenAnswered.withLock { $0 = saves.withLock { $0 } } }
    }
    let answeredAfter = try #require(await eventually { savesWhenAnswered.withLock { $0 } })
    #expect(answeredAfter == savesBefore + 1)
  }

  @Test("observe tells the loop's changes to a part of the state, each change once")
  func observe() async throws {
    let running = try Running()
    defer { Task { await running.stop() } }
    let scores = Mutex<[Int]>([])
    let homeScore: @Sendable (AppState) -> Int = { $0.scoreboard.home.score }
    let observing = running.program.observe(homeScore) { score in
      scores.withLock { $0.append(score) }
    }
    defer { observing.cancel() }
    running.program.send(.scoreboard(.add(.home, points: 2)))
    running.program.send(.scoreboard(.add(.away, points: 1)))
    running.program.send(.scoreboard(.add(.home, points: 1)))
    _ = try #require(await running.frame(showing: "Home 3 : 1 Away"))
    #expect(scores.withLock { $0 } == [0, 2, 3])
  }
}
