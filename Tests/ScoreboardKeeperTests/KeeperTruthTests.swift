import Foundation
import Scoreboard
import ScoreboardServe
import ScoreboardTUI
import Synchronization
import Testing

@testable import ScoreboardKeeper

/// Issue 25 item 2: an answer from the keeper is the truth, and a retried action is applied once.
@Suite("the keeper's answers tell the truth")
struct KeeperTruthTests {
  @Test("an action answered busy is never applied, even when the loop runs later")
  func busyIsNeverApplied() async throws {
    let program = try Program(initialState: AppState(), reducer: AppState.reducer)
    let busy = await offTheLoop {
      KeeperControl.answer(.addPoints(.left), in: program, now: { .zero }, timeout: .milliseconds(50))
    }
    #expect(busy == KeeperControl.busy)
    let running = RunningApp(TerminalApp(program: program, options: ViewOptions(), now: { .zero }))
    defer { program.deliver(signal: SIGTERM) }
    // Jobs run in the order sent: had the busy one been kept, it would come first.
    let later = await offTheLoop { KeeperControl.answer(.addPoints(.right), in: program, now: { .zero }) }
    #expect(later == .done("Home 0 : 1 Away"))
    _ = try #require(await running.frame(showing: "Home 0 : 1 Away"))
  }

  @Test("an action sent twice with one id is applied once; the second answer says it was")
  func idempotencyKey() async throws {
    let program = try Program(initialState: AppState(), reducer: AppState.reducer)
    let running = RunningApp(TerminalApp(program: program, options: ViewOptions(), now: { .zero }))
    defer { program.deliver(signal: SIGTERM) }
    _ = try #require(await running.frame(showing: "Home 0 : 0 Away"))
    let delivery = KeeperControl.delivery(to: program, ids: RemoteActionIDs(), now: { .zero })
    let homeScores = try #require(GameCommand(actionName: "home +1"))
    #expect(await delivery.deliver(homeScores, id: "press-1") == .success(.done("Home 1 : 0 Away")))
    #expect(
      await delivery.deliver(homeScores, id: "press-1")
        == .success(.done("already applied (id press-1); Home 1 : 0 Away")))
    #expect(await delivery.deliver(homeScores, id: "press-2") == .success(.done("Home 2 : 0 Away")))
    #expect(await delivery.deliver(homeScores) == .success(.done("Home 3 : 0 Away")))
  }

  @Test("an action refused with an id keeps no id: sent again once it applies, it is applied")
  func refusedKeepsNoID() async throws {
    let program = try Program(initialState: AppState(), reducer: AppState.reducer)
    let running = RunningApp(TerminalApp(program: program, options: ViewOptions(), now: { .zero }))
    defer { program.deliver(signal: SIGTERM) }
    _ = try #require(await running.frame(showing: "Home 0 : 0 Away"))
    let delivery = KeeperControl.delivery(to: program, ids: RemoteActionIDs(), now: { .zero })
    let homeTakesOne = try #require(GameCommand(actionName: "home -1"))
    let homeScores = try #require(GameCommand(actionName: "home +1"))
    #expect(
      await delivery.deliver(homeTakesOne, id: "minus")
        == .success(.refused("\"home -1\" changes nothing now: Home has no points to take off")))
    #expect(await delivery.deliver(homeScores) == .success(.done("Home 1 : 0 Away")))
    #expect(await delivery.deliver(homeTakesOne, id: "minus") == .success(.done("Home 0 : 0 Away")))
  }

  @Test("the id travels through the control socket with its action")
  func idThroughTheSocket() {
    let line = ControlSocket.line(action: "home +1", id: "A7F3")
    #expect(line == "home +1\tA7F3")
    #expect(ControlSocket.request(inLine: line) == ("home +1", "A7F3"))
    #expect(ControlSocket.request(inLine: "away -1") == ("away -1", nil))
  }

  @Test("a request's id must be short printable ASCII")
  func badIDs() throws {
    #expect(try ActionRequest.parse(Array(#"{"action": "home +1", "id": "k-1"}"#.utf8)).id == "k-1")
    for body in [#"{"action": "home +1", "id": ""}"#, #"{"action": "home +1", "id": "a b"}"#] {
      #expect(throws: ActionRejected.self) { try ActionRequest.parse(Array(body.utf8)) }
    }
  }
}
