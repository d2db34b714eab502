import Crypto
import Foundation
import Scoreboard
import ScoreboardPersistence
import ScoreboardWebhooks
import Synchronization
import Testing
import WebhookTestReceiver

/// Issue 28 item 2: the match's events POSTed to webhooks from the journal as the outbox, signed,
/// in order, again after a failure with the same id, and never lost across a restart.
@Suite("the webhooks' outbox (issue 28 item 2)")
struct WebhookOutboxTests {
  static let key = "0123456789abcdef0123456789abcdef"
  static let names = Set(MatchEvent.Name.allCases.map(\.rawValue))

  /// Lines the outbox said.
  final class Said: Sendable {
    let lines = Mutex<[String]>([])
    var all: [String] { lines.withLock { $0 } }
    func say(_ line: String, _: Bool) { lines.withLock { $0.append(line) } }
  }

  func outbox(_ directory: StateDirectory, _ urls: [String], said: Said = Said()) throws -> WebhookOutbox {
    let hooks = try urls.map { try Webhook(parsing: $0, eventNames: Self.names) }
    let outbox = try WebhookOutbox(directory: directory, webhooks: hooks, key: Self.key) { said.say($0, $1) }
    outbox.start()
    return outbox
  }

  func hexHMAC(_ body: String) -> String {
    let code = HMAC<SHA256>.authenticationCode(
      for: Data(body.utf8), using: SymmetricKey(data: Data(Self.key.utf8)))
    return "sha256=" + code.map { String(format: "%02x", $0) }.joined()
  }

  /// The first delivery of each id, in order.
  static func firstOfEachID(_ deliveries: [WebhookReceiver.Delivery]) -> [WebhookReceiver.Delivery] {
    deliveries.reduce(into: []) { kept, delivery in
      if !kept.contains(where: { $0.id == delivery.id }) { kept.append(delivery) }
    }
  }

  @Test("each event is POSTed once, in order, as {event, game}, signed with HMAC-SHA256 under the key")
  func deliversInOrderSigned() async throws {
    let scratch = Scratch()
    let keeper = try Keeper(in: scratch.state)
    defer { keeper.close() }
    let receiver = WebhookReceiver()
    try await receiver.run { url in
      let outbox = try outbox(scratch.state, [url + "/hook"])
      defer { outbox.stop() }
      keeper.play(.scoreboard(.add(.home, points: 1)), .scoreboard(.add(.away, points: 1)), .undo)
      #expect(try await receiver.waitUntil { $0.count >= 3 })
      let got = receiver.deliveries
      #expect(got.map(\.event) == ["point", "point", "undo"])
      #expect(got.map { $0.eventJSON["id"] as? String } == ["1:point", "2:point", "3:undo"])
      #expect(got.map(\.path) == ["/hook", "/hook", "/hook"])
      #expect(got[2].eventJSON["retracts"] as? [String] == ["2:point"])
      for delivery in got {
        #expect(delivery.signature == hexHMAC(delivery.body), "the signature is the body's")
        let game = try #require(delivery.json["game"] as? String)
        #expect(delivery.id == "\(game)/\(delivery.eventJSON["id"] as? String ?? "")")
      }
    }
  }

  @Test("a receiver that answers 503 is sent the same event again, with the same id, before the next")
  func retriesWithTheSameID() async throws {
    let scratch = Scratch()
    let keeper = try Keeper(in: scratch.state)
    defer { keeper.close() }
    let receiver = WebhookReceiver(plan: [503, 503])
    let said = Said()
    try await receiver.run { url in
      let outbox = try outbox(scratch.state, [url], said: said)
      defer { outbox.stop() }
      keeper.play(.scoreboard(.add(.home, points: 1)), .scoreboard(.add(.home, points: 1)))
      #expect(try await receiver.waitUntil { $0.filter { $0.status == 204 }.count >= 2 })
      let got = receiver.deliveries
      #expect(got.map(\.status) == [503, 503, 204, 204])
      #expect(Set(got.prefix(3).map(\.id)).count == 1, "three tries of one event under one id")
      #expect(got.map { $0.eventJSON["id"] as? String } == ["1:point", "1:point", "1:point", "2:point"])
      #expect(
        said.all.first?.hasSuffix(
          "answered 503 Service Unavailable; trying again (the events wait in the journal)") == true)
      #expect(said.all.last?.hasSuffix("delivering again") == true)
    }
  }

  @Test("a receiver that refuses an event with 400 is not sent it again; the next ones follow")
  func refusedIsDone() async throws {
    let scratch = Scratch()
    let keeper = try Keeper(in: scratch.state)
    defer { keeper.close() }
    let receiver = WebhookReceiver(plan: [400])
    let said = Said()
    try await receiver.run { url in
      let outbox = try outbox(scratch.state, [url], said: said)
      defer { outbox.stop() }
      keeper.play(.scoreboard(.add(.home, points: 1)), .scoreboard(.add(.away, points: 1)))
      #expect(try await receiver.waitUntil { $0.count >= 2 })
      #expect(receiver.deliveries.map(\.status) == [400, 204])
      #expect(receiver.deliveries.map { $0.eventJSON["id"] as? String } == ["1:point", "2:point"])
      #expect(
        said.all.contains { $0.contains("refused") && $0.contains("/1:point with status 400") }, "\(said.all)"
      )
    }
  }

  @Test("EVENTS=URL is sent only those events; another webhook of the same outbox gets them all")
  func filters() async throws {
    let scratch = Scratch()
    let keeper = try Keeper(in: scratch.state)
    defer { keeper.close() }
    let receiver = WebhookReceiver()
    try await receiver.run { url in
      let outbox = try outbox(scratch.state, ["undo=\(url)/undos", "\(url)/all"])
      defer { outbox.stop() }
      keeper.play(
        .scoreboard(.add(.home, points: 1)), .scoreboard(.add(.home, points: 1)), .undo,
        .scoreboard(.add(.away, points: 1)))
      #expect(try await receiver.waitUntil { $0.filter { $0.path == "/all" }.count >= 4 })
      #expect(receiver.deliveries.filter { $0.path == "/undos" }.map(\.event) == ["undo"])
      #expect(
        receiver.deliveries.filter { $0.path == "/all" }.map(\.event) == ["point", "point", "undo", "point"])
    }
  }

  @Test("an outbox started again sends what came after the last acceptance: every id, none under two bodies")
  func restartCarriesOn() async throws {
    let scratch = Scratch()
    let keeper = try Keeper(in: scratch.state)
    defer { keeper.close() }
    let receiver = WebhookReceiver()
    try await receiver.run { url in
      let first = try outbox(scratch.state, [url])
      keeper.play(.scoreboard(.add(.home, points: 1)), .scoreboard(.add(.away, points: 1)))
      #expect(try await receiver.waitUntil { $0.count >= 2 })
      first.stop()
      keeper.play(.scoreboard(.add(.home, points: 1)), .scoreboard(.add(.home, points: 1)))
      let second = try outbox(scratch.state, [url])
      defer { second.stop() }
      #expect(try await receiver.waitUntil { Set($0.map(\.id)).count >= 4 })
      let firsts = Self.firstOfEachID(receiver.deliveries)
      #expect(firsts.map { $0.eventJSON["id"] as? String } == ["1:point", "2:point", "3:point", "4:point"])
      let bodies = Dictionary(grouping: receiver.deliveries, by: \.id).mapValues { Set($0.map(\.body)) }
      #expect(bodies.values.allSatisfy { $0.count == 1 }, "a repeat carries the same body")
    }
  }

  @Test("a webhook new to the directory starts at the game's present, not its start")
  func newWebhookStartsNow() async throws {
    let scratch = Scratch()
    let keeper = try Keeper(in: scratch.state)
    defer { keeper.close() }
    keeper.play(.scoreboard(.add(.home, points: 1)), .scoreboard(.add(.home, points: 1)))
    let receiver = WebhookReceiver()
    try await receiver.run { url in
      let outbox = try outbox(scratch.state, [url])
      defer { outbox.stop() }
      keeper.play(.scoreboard(.add(.away, points: 1)))
      #expect(try await receiver.waitUntil { !$0.isEmpty })
      keeper.play(.scoreboard(.add(.away, points: 1)))
      #expect(try await receiver.waitUntil { $0.count >= 2 })
      #expect(receiver.deliveries.map { $0.eventJSON["id"] as? String } == ["3:point", "4:point"])
    }
  }

  @Test("the rest of a game put away by --new is delivered before the new game's events")
  func archivedGameFirst() async throws {
    let scratch = Scratch()
    let receiver = WebhookReceiver()
    try await receiver.run { url in
      do {
        let old = try Keeper(in: scratch.state)
        let first = try outbox(scratch.state, [url])
        old.play(.scoreboard(.add(.home, points: 1)))
        #expect(try await receiver.waitUntil { $0.count >= 1 })
        first.stop()
        old.play(.scoreboard(.add(.away, points: 1)))
        old.close()
      }
      let new = try Keeper(in: scratch.state, startNew: true)
      defer { new.close() }
      new.play(.scoreboard(.add(.home, points: 1)))
      let second = try outbox(scratch.state, [url])
      defer { second.stop() }
      #expect(try await receiver.waitUntil { Set($0.map(\.id)).count >= 3 })
      let distinct = Self.firstOfEachID(receiver.deliveries)
      #expect(distinct.map { $0.eventJSON["id"] as? String } == ["1:point", "2:point", "1:point"])
      let games = distinct.map { $0.json["game"] as? String }
      try #require(games.count == 3)
      #expect(games[0] == games[1] && games[1] != games[2], "the new game's event names its own game")
    }
  }

  @Test("one deliverer per directory: a second outbox is refused in one line naming the first")
  func oneDeliverer() throws {
    let scratch = Scratch()
    let first = try outbox(scratch.state, ["http://127.0.0.1:9/x"])
    defer { first.stop() }
    #expect(
      throws: WebhookError(
        "the webhooks of \(scratch.url.path) are delivered by another scoreboard-tui already (pid \(getpid()))"
      )
    ) { try outbox(scratch.state, ["http://127.0.0.1:9/y"]) }
  }

  @Test("a damaged webhooks.json is one line that says how to go on")
  func damagedCursor() throws {
    let scratch = Scratch()
    let file = scratch.url.appendingPathComponent("webhooks.json")
    try Data("{\"positions\": [".utf8).write(to: file)
    #expect(
      throws: WebhookError(
        "\(file.path) is damaged: remove it to deliver the game's events again from its start (with their ids)"
      )
    ) { try outbox(scratch.state, ["http://127.0.0.1:9/x"]) }
  }
}
