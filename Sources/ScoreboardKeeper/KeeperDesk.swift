import FoundationEssentials
import Scoreboard
import ScoreboardDesk
import ScoreboardTUI
import ScoreboardVenue
import StateStore
import Synchronization

/// `play --venue URL --court C1` without names: the court takes its matches from the venue's
/// desk. While the court is free it takes the next ready match (under the desk's lock, so that no
/// other court takes it too), shows the call, and starts the match with its sport, format and
/// names; Enter after the match is won signs the result off, and the court takes the next one.
/// `G` hands the match back (`D` refuses it for this court): it goes to the head of the queue.
/// Without a tournament in the venue (nothing imported), the keeper is left as it is.
final class KeeperDesk: Sendable {
  /// How often the desk is read while the venue runs a tournament.
  static let interval = Duration.milliseconds(250)
  /// How often it is read while the venue has none (nothing imported yet).
  static let idleInterval = Duration.seconds(1)

  private let court: KeeperSettings.Court
  /// Reads the game clock.
  private let now: @Sendable () -> Duration
  private let program: Program<AppState, AppAction>
  /// What the keeper's state says to the desk: the newest sign-off asked for, with the result.
  private let board = Mutex(BoardWord())
  private let task = Mutex<Task<Void, Never>?>(nil)
  private let subscription = Mutex<Subscription?>(nil)
  /// The desk's notice on the status line now.
  private let notice = Mutex<String?>(nil)

  /// What the desk loop reads off the keeper's state.
  private struct BoardWord: Equatable, Sendable {
    /// The result of the won match, or `nil` while it goes on.
    var result: DeskScore?
    /// How many sign-offs the keeper asked for.
    var signOffRequests = 0
    /// The sign-offs the desk has sent.
    var signOffsSent = 0
    /// Whether a point has been played in the match on the board.
    var hasBegun = false
    /// The keeper's newest request to hand the match back.
    var handBack: HandBackRequest?
    /// The number of the newest hand-back request the desk has been sent.
    var handBacksSent = 0
  }

  private init(
    court: KeeperSettings.Court, program: Program<AppState, AppAction>,
    now: @escaping @Sendable () -> Duration
  ) {
    self.court = court
    self.program = program
    self.now = now
  }

  /// Starts taking `court`'s matches from the desk, on a task of its own; `now` reads the game
  /// clock (a match called starts its warm-up at that reading).
  static func start(
    _ court: KeeperSettings.Court, program: Program<AppState, AppAction>,
    now: @escaping @Sendable () -> Duration
  ) -> KeeperDesk {
    let desk = KeeperDesk(court: court, program: program, now: now)
    let subscription = program.observe(Self.word) { [weak desk] word in
      desk?.board.withLock { board in
        board.result = word.result
        board.signOffRequests = word.signOffRequests
        board.hasBegun = word.hasBegun
        board.handBack = word.handBack
      }
    }
    desk.subscription.withLock { $0 = subscription }
    program.send(.ui(.deskCourtLinked(court.name)))
    desk.task.withLock { $0 = Task.detached { await desk.run() } }
    return desk
  }

  /// Stops reading the desk.
  func stop() {
    task.withLock { $0?.cancel() }
    subscription.withLock { $0?.cancel() }
  }

  /// What the desk needs of the keeper's state.
  private static func word(_ state: AppState) -> BoardWord {
    let board = state.scoreboard
    var word = BoardWord(
      signOffRequests: state.ui.signOffRequests, hasBegun: board.home.score + board.away.score > 0,
      handBack: state.ui.handBackRequest)
    word.hasBegun = word.hasBegun || !board.rallies.isEmpty
    if let winner = board.winner {
      let parts = board.match.history.map(\.scores)
      word.result = DeskScore(
        winner: winner,
        parts: parts.isEmpty ? [SidePair(home: board.home.score, away: board.away.score)] : parts)
    }
    return word
  }

  private func run() async {
    var ledger: DeskLedger?
    var current: Int?
    while !Task.isCancelled {
      var pause = Self.idleInterval
      do {
        if ledger == nil { ledger = try await DeskLedger.open(court.address) }
        if let ledger {
          current = try await tick(ledger, current: current)
          if await !ledger.desk.events.isEmpty { pause = Self.interval }
        }
      } catch {
        await ledger?.close()
        ledger = nil
        say("desk unreachable: \(error)")
      }
      try? await Task.sleep(for: pause)
    }
    await ledger?.close()
  }

  /// One look at the desk: sign off what the keeper asked to, take a match when free, begin the
  /// match called. Returns the match on this court.
  private func tick(_ ledger: DeskLedger, current: Int?) async throws -> Int? {
    let name = court.name
    var desk = try await ledger.refresh()
    guard !desk.events.isEmpty else { return nil }
    if desk.court(name) == nil {
      desk = try await ledger.record(court: name) { $0.court(name) == nil ? .courtOpened(name) : nil }.desk
    }
    let word = board.withLock { $0 }
    if word.signOffRequests > word.signOffsSent, let result = word.result, let id = desk.court(name)?.match {
      let now = Self.now
      desk = try await ledger.record(court: name) { desk in
        desk.court(name)?.match == id ? .signedOff(match: id, result, at: now) : nil
      }.desk
      board.withLock { $0.signOffsSent = word.signOffRequests }
    } else if word.signOffRequests > word.signOffsSent {
      board.withLock { $0.signOffsSent = word.signOffRequests }
    }
    desk = try await handBack(word, in: desk, on: ledger)
    // The desk's lock is taken only when the desk as last read has a match for the court.
    if desk.court(name)?.match == nil, desk.assignment(for: name, at: Self.now) != nil {
      let now = Self.now
      desk = try await ledger.record(court: name) { desk in
        desk.assignment(for: name, at: now).map { .assigned(match: $0.id, court: name, at: now) }
      }.desk
    }
    court.deskMatches?.update(from: desk, court: name)
    guard let id = desk.court(name)?.match, let match = desk.match(id) else {
      say("court \(name): waiting for a match")
      return nil
    }
    if id != current { begin(match, on: desk) }
    say(word.hasBegun && id == current ? nil : "call: \(desk.call(match))")
    return id
  }

  /// Sends the keeper's new request to hand the court's match back, if there is one: the match
  /// goes to the head of the queue (refused: never to this court again). Returns the desk after it.
  private func handBack(_ word: BoardWord, in desk: DeskState, on ledger: DeskLedger) async throws
    -> DeskState
  {
    guard let request = word.handBack, request.number > word.handBacksSent else { return desk }
    let name = court.name
    var desk = desk
    if let id = desk.court(name)?.match {
      desk = try await ledger.record(court: name) { desk in
        desk.court(name)?.match == id ? .handedBack(match: id, refused: request.refuses) : nil
      }.desk
    }
    board.withLock { $0.handBacksSent = request.number }
    return desk
  }

  /// Puts `match` on the board: its rules and names, and starts its warm-up (issue 29: the
  /// sport's, or `--warm-up`'s), unless the board already holds it (the keeper restarted mid-match).
  private func begin(_ match: DeskMatch, on desk: DeskState) {
    guard let rules = desk.event(match.event)?.rules else { return }
    let names = desk.entries(of: match)
    let home = names.home ?? ""
    let away = names.away ?? ""
    let now = now
    program.send { context in
      let board = context.state.scoreboard
      guard board.home.name != home || board.away.name != away || board.rules != rules else { return }
      context.dispatch(.scoreboard(.newMatch(rules)))
      context.dispatch(.scoreboard(.rename(.home, to: home)))
      context.dispatch(.scoreboard(.rename(.away, to: away)))
      let state = context.state
      let seconds =
        state.ui.warmUpSeconds ?? Int(state.scoreboard.countdownLengths.warmUp.components.seconds)
      context.dispatch(.scoreboard(.countdown(.start(.warmUp, seconds: seconds, at: now()))))
    }
  }

  /// Puts `new` on the status line (`nil` clears it), when it changed.
  private func say(_ new: String?) {
    let changed = notice.withLock { said in
      defer { said = new }
      return said != new
    }
    if changed { program.send(.ui(.noticeChanged(.desk, new))) }
  }

  private static var now: Double { Date().timeIntervalSince1970 }
}
