import Foundation
import PostgresTestServer
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// Issue 15: keepers copying to a venue on a real, private PostgreSQL; the venue board in tmux.
  @Suite("venue", .serialized)
  struct VenueTests {
    /// A private server with the venue's tables, made by `venue init` as a user would.
    private static func venue() throws -> PrivatePostgres {
      let server = try PrivatePostgres.start()
      let made = try CommandRunner.run(AppBinary.path, ["venue", "init", "--venue", server.url])
      #expect(made.status == 0, "\(made.standardError)")
      #expect(made.standardOutput.contains("schema version 5 (was empty)"))
      return server
    }

    private static func keeper(
      _ server: PrivatePostgres, court: String, home: String, away: String, extra: [String] = [],
      stateDirectory: URL? = nil
    ) throws -> TmuxSession {
      let state = try TemporaryDirectory(prefix: "e2e-venue-\(court)")
      return try TmuxSession(
        arguments: [
          "--state-dir", (stateDirectory ?? state.url).path, "--home", home, "--away", away, "--no-confirm",
          "--venue",
          server.url,
          "--court", court,
        ] + extra)
    }

    private static func stored(_ server: PrivatePostgres, court: String) throws -> (
      count: Int, distinct: Int, last: Int
    ) {
      let row = try server.psql(
        "SELECT count(*), count(DISTINCT seq), coalesce(max(seq), 0) FROM records WHERE court = '\(court)' AND kind = 'record'"
      )
      let numbers = row.split(separator: "|").compactMap { Int($0) }
      return (numbers[0], numbers[1], numbers[2])
    }

    /// Waits until the database holds `count` records of `court`.
    private static func waitUntilStored(_ count: Int, in server: PrivatePostgres, court: String) async throws
    {
      let deadline = ContinuousClock.now + .seconds(30)
      while try stored(server, court: court).count < count {
        guard ContinuousClock.now < deadline else {
          throw HarnessError(message: "court \(court) never had \(count) records in the database")
        }
        try await Task.sleep(for: .milliseconds(50))
      }
    }

    @Test("two keepers on two courts and the venue board showing both live; Enter follows one full screen")
    func twoCourtsOnTheBoard() async throws {
      let server = try Self.venue()
      defer { server.destroy() }
      let first = try Self.keeper(server, court: "1", home: "Lions", away: "Bears")
      let second = try Self.keeper(server, court: "2", home: "Owls", away: "Foxes")
      try await first.waitForScore("Lions 0 : 0 Bears")
      try await second.waitForScore("Owls 0 : 0 Foxes")
      try await first.waitFor(text: "keeping court 1 of the venue postgres://venue@/venue")
      let board = try TmuxSession(arguments: ["venue", "--venue", server.url], width: 100, height: 30)
      try await board.waitFor(text: "Owls")
      try first.type("hh")
      try second.type("a")
      try await first.waitForScore("Lions 2 : 0 Bears")
      try await board.waitUntil("court 1 shows 2 : 0 and court 2 shows 0 : 1") { screen in
        let lines = screen.split(separator: "\n")
        return lines.contains { $0.contains("Lions") && $0.contains(" 2 ") }
          && lines.contains { $0.contains("Foxes") && $0.contains(" 1 ") }
      }
      #expect(try board.screen().contains("live"))
      try board.press("Enter")
      try await board.waitForScore("Lions 2 : 0 Bears")
      try first.type("a")
      try await board.waitForScore("Lions 2 : 1 Bears")
      try board.type("h")
      try await board.waitForScore("Lions 2 : 1 Bears")
      try board.press("Escape")
      try await board.waitFor(text: "Owls")
      let exit = try await board.quit()
      #expect(exit.status == 0 && exit.terminalRestored, "\(exit)")
      _ = try await first.quit()
      _ = try await second.quit()
      #expect(try Self.stored(server, court: "1") == (3, 3, 3))
      #expect(try Self.stored(server, court: "2") == (1, 1, 1))
    }

    @Test(
      "fault: the server stops at once mid-game; scoring goes on, the status line counts what waits, and all of it arrives once"
    )
    func serverStopsMidGame() async throws {
      let server = try Self.venue()
      defer { server.destroy() }
      let keeper = try Self.keeper(server, court: "5", home: "Lions", away: "Bears")
      try await keeper.waitForScore("Lions 0 : 0 Bears")
      try keeper.type("hha")
      try await keeper.waitForScore("Lions 2 : 1 Bears")
      try await Self.waitUntilStored(3, in: server, court: "5")
      try server.stop(immediately: true)
      try keeper.type("hhh")
      try await keeper.waitForScore("Lions 5 : 1 Bears")
      try await keeper.waitFor(text: "venue offline, 3 records waiting", timeout: .seconds(20))
      try server.startServer()
      try await keeper.waitUntil("the status line no longer says offline", timeout: .seconds(20)) {
        !$0.contains("venue offline")
      }
      let exit = try await keeper.quit()
      #expect(exit.status == 0, "\(exit)")
      #expect(try Self.stored(server, court: "5") == (6, 6, 6))
    }

    @Test(
      "fault: kill -9 a keeper; a second one is refused naming the holder, then --take-over works once the lease ran out"
    )
    func killedKeeperAndTakeOver() async throws {
      let server = try Self.venue()
      defer { server.destroy() }
      let first = try Self.keeper(server, court: "9", home: "Lions", away: "Bears", extra: ["--lease", "2"])
      try await first.waitForScore("Lions 0 : 0 Bears")
      try first.type("h")
      try await first.waitForScore("Lions 1 : 0 Bears")
      try first.sendSignal(SIGKILL)
      _ = try await first.waitForExit()

      let scratch = try TemporaryDirectory(prefix: "e2e-venue-refused")
      let refusedState = scratch.url.appendingPathComponent("game")
      let refused = try Self.keeper(
        server, court: "9", home: "Owls", away: "Foxes", stateDirectory: refusedState)
      let refusal = try await refused.waitForExit()
      #expect(refusal.status == 3)
      #expect(refusal.screen.contains("court 9 is kept by keeper on"), "\(refusal.screen)")
      #expect(
        !FileManager.default.fileExists(atPath: refusedState.path),
        "issue 25 item 29: the refused keeper left \(SharedStateDirectory.files(under: refusedState))")

      try await Task.sleep(for: .seconds(3))
      let withoutTakeOver = try Self.keeper(server, court: "9", home: "Owls", away: "Foxes")
      let second = try await withoutTakeOver.waitForExit()
      #expect(second.status == 3)
      #expect(second.screen.contains("--take-over"), "\(second.screen)")

      let takingOver = try Self.keeper(
        server, court: "9", home: "Owls", away: "Foxes", extra: ["--take-over"])
      try await takingOver.waitForScore("Owls 0 : 0 Foxes")
      try takingOver.type("aa")
      try await takingOver.waitForScore("Owls 0 : 2 Foxes")
      let exit = try await takingOver.quit()
      #expect(exit.status == 0, "\(exit)")
      #expect(try server.psql("SELECT count(DISTINCT journal) FROM records WHERE court = '9'") == "2")
    }

    @Test("a match won on a court is a result: venue results --csv and the board's R screen list it")
    func results() async throws {
      let server = try Self.venue()
      defer { server.destroy() }
      let keeper = try Self.keeper(
        server, court: "3", home: "Lions", away: "Bears",
        extra: ["--sport", "generic", "--points-to-win", "3"])
      try await keeper.waitForScore("Lions 0 : 0 Bears")
      try keeper.type("hah")
      try await keeper.waitForScore("Lions 2 : 1 Bears")
      try keeper.type("h")
      try await Self.waitUntilStored(4, in: server, court: "3")
      _ = try await keeper.quit()
      let csv = try CommandRunner.run(AppBinary.path, ["venue", "results", "--csv", "--venue", server.url])
      #expect(csv.status == 0, "\(csv.standardError)")
      let lines = csv.standardOutput.split(separator: "\n")
      #expect(lines.first == "court,started,ended,sport,home,away,winner,score,sets")
      #expect(
        lines.count == 2 && lines[1].hasPrefix("3,") && lines[1].contains(",Lions,Bears,Lions,3-1"),
        "\(lines)")
      let board = try TmuxSession(arguments: ["venue", "--venue", server.url], width: 100, height: 30)
      try await board.waitFor(text: "final")
      try board.type("R")
      try await board.waitFor(text: "won by Lions")
      try board.press("Escape")
      try await board.waitFor(text: "Enter follow")
      let exit = try await board.quit()
      #expect(exit.status == 0 && exit.terminalRestored, "\(exit)")
    }

    @Test("bad input: a password on the command line, a court without a venue, a database without tables")
    func badInput() throws {
      let withPassword = try CommandRunner.run(
        AppBinary.path, ["venue", "results", "--venue", "postgres://desk:secret@localhost/club"])
      #expect(withPassword.status != 0)
      #expect(withPassword.standardError.contains("visible to everyone in `ps`"))
      #expect(!withPassword.standardError.contains("secret"))
      let server = try PrivatePostgres.start()
      defer { server.destroy() }
      let empty = try CommandRunner.run(AppBinary.path, ["venue", "results", "--venue", server.url])
      #expect(empty.status == 2)
      #expect(empty.standardError.contains("run `scoreboard-tui venue init` first"))
      #expect(empty.standardError.split(separator: "\n").count == 1)
    }
  }
}
