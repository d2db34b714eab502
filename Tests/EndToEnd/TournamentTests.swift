import Foundation
import PostgresTestServer
import Testing

extension EndToEnd {
  /// Issue 27: a tournament run from the venue's desk: courts fill themselves on a real, private
  /// PostgreSQL, keepers in tmux with no names typed.
  @Suite("tournament", .serialized)
  struct TournamentTests {
    private static func keeper(_ server: PrivatePostgres, court: String) throws -> TmuxSession {
      let state = try TemporaryDirectory(prefix: "e2e-desk-\(court)")
      return try TmuxSession(
        arguments: ["--state-dir", state.url.path, "--no-confirm", "--venue", server.url, "--court", court],
        width: 100, height: 30)
    }

    @Test(
      "import 4 entries: two keepers with no names get the semi-finals, sign them off, and the final follows")
    func knockoutOfFour() async throws {
      let server = try TournamentVenue.start()
      defer { server.destroy() }
      let folder = try TemporaryDirectory(prefix: "e2e-draw")
      let imported = try TournamentVenue.importDraw(into: server, folder: folder).result
      #expect(imported.status == 0, "\(imported.standardError)")
      #expect(imported.standardOutput.contains("imported 1 event with 3 matches"))

      let first = try Self.keeper(server, court: "C1")
      try await first.waitFor(text: "call: Open, Semi-final: Ann v Di", timeout: .seconds(20))
      try await first.waitForScore("Ann 0 : 0 Di")
      // Issue 29 item 2: a match called to a court starts its warm-up countdown there.
      try await first.waitFor(text: "warm-up")
      let second = try Self.keeper(server, court: "C2")
      try await second.waitFor(text: "call: Open, Semi-final: Cy v Bob", timeout: .seconds(20))
      try await second.waitForScore("Cy 0 : 0 Bob")

      try first.type("hhh")
      let played = try await first.waitForScore("Ann 3 : 0 Di")
      #expect(!played.contains("warm-up"), "the first point ends the warm-up")
      try first.press("Enter")
      try await first.waitFor(text: "court C1: waiting for a match", timeout: .seconds(20))

      try second.type("aaa")
      try await second.waitForScore("Cy 0 : 3 Bob")
      try second.press("Enter")
      let finalCourt = try await Self.firstShowing("call: Open, Final: Ann v Bob", among: [first, second])
      try await finalCourt.waitForScore("Ann 0 : 0 Bob")
      try finalCourt.type("hhh")
      try await finalCourt.waitForScore("Ann 3 : 0 Bob")
      try finalCourt.press("Enter")

      let desk = try await Self.waitForOutput(
        ["venue", "desk", "--venue", server.url], containing: "Final: Ann beat Bob 3-0")
      #expect(desk.contains("Semi-final: Ann beat Di 3-0 (C1)"))
      #expect(desk.contains("Semi-final: Bob beat Cy 3-0 (C2)"))
      let results = try await Self.waitForOutput(
        ["venue", "results", "--csv", "--venue", server.url], lines: 4)
      let rows = results.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
      #expect(rows.count == 3)
      #expect(
        Set(rows.map { [$0[4], $0[5], $0[6]] }) == [
          ["Ann", "Di", "Ann"], ["Cy", "Bob", "Bob"], ["Ann", "Bob", "Ann"],
        ])
    }

    @Test(
      "G hands the match back and the court takes the next one; D refuses it, and the desk never offers it to that court again"
    )
    func handBackAndRefuseFromTheKeys() async throws {
      let server = try TournamentVenue.start()
      defer { server.destroy() }
      let folder = try TemporaryDirectory(prefix: "e2e-draw")
      #expect(try TournamentVenue.importDraw(into: server, folder: folder).result.status == 0)
      let keeper = try Self.keeper(server, court: "C1")
      try await keeper.waitFor(text: "call: Open, Semi-final: Ann v Di", timeout: .seconds(20))
      try keeper.type("G")
      try await keeper.waitFor(text: "Hand this match back to the desk")
      try keeper.type("y")
      try await keeper.waitFor(text: "call: Open, Semi-final: Cy v Bob", timeout: .seconds(20))
      try await keeper.waitForScore("Cy 0 : 0 Bob")
      let queued = try await Self.waitForOutput(
        ["venue", "desk", "--once", "--venue", server.url],
        containing: "match 1  Open, Semi-final: Ann v Di  ready")
      #expect(queued.contains("C1  match 2  Open, Semi-final: Cy v Bob"))

      try keeper.type("D")
      try await keeper.waitFor(text: "Refuse this match on this court")
      try keeper.type("y")
      try await keeper.waitFor(text: "call: Open, Semi-final: Ann v Di", timeout: .seconds(20))
      let refused = try await Self.waitForOutput(
        ["venue", "desk", "--once", "--venue", server.url], containing: "refused by C1")
      #expect(refused.contains("match 2  Open, Semi-final: Cy v Bob  ready, refused by C1"))
      #expect(refused.contains("C1  match 1  Open, Semi-final: Ann v Di"))
    }

    @Test("a bad row of the draw file is one line naming its line, and nothing is imported")
    func badRow() throws {
      let server = try TournamentVenue.start()
      defer { server.destroy() }
      let folder = try TemporaryDirectory(prefix: "e2e-draw")
      let (file, refused) = try TournamentVenue.importDraw(
        TournamentVenue.knockoutOfFour + "\nOpen,generic,knockout,Ed,x,--points-to-win 3\n", into: server,
        folder: folder)
      #expect(refused.status != 0)
      #expect(
        refused.standardError
          == "scoreboard-tui: \(file.path): line 6: the seed \"x\" is not a whole number from 1\n")
      let rows = try server.psql("SELECT count(*) FROM desk_actions")
      #expect(rows.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
    }

    @Test(
      "lots: an import prints the number its lots were drawn with, and --lots with it draws the same again")
    func lotsRepeat() throws {
      let draw = (1...8).map { "Open,generic,knockout,P\($0),\($0 <= 4 ? String($0) : "")," }
      let file = "event,sport,draw,entry,seed,format\n" + draw.joined(separator: "\n") + "\n"
      let folder = try TemporaryDirectory(prefix: "e2e-lots")
      var draws: [String] = []
      var number: String?
      for _ in 0..<2 {
        let server = try TournamentVenue.start()
        defer { server.destroy() }
        let options = number.map { ["--lots", $0] } ?? []
        let imported = try TournamentVenue.importDraw(file, into: server, folder: folder, options: options)
          .result
        #expect(imported.status == 0, "\(imported.standardError)")
        let said = imported.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
        let drawn = said.split(separator: " ").dropFirst(4).first.map(String.init)
        #expect(said == "lots drawn with --lots \(drawn ?? "?") (give it to draw the same again)")
        number = number ?? drawn
        let desk = try CommandRunner.run(AppBinary.path, ["venue", "desk", "--once", "--venue", server.url])
        draws.append(
          String(desk.standardOutput.split(separator: "\n").drop { !$0.hasPrefix("Open") }.joined()))
      }
      #expect(!draws[0].isEmpty)
      #expect(draws[0] == draws[1])
      let both = try CommandRunner.run(
        AppBinary.path,
        ["venue", "import", "x.csv", "--lots", "3", "--in-order", "--venue", "postgres://h/v"])
      #expect(both.status != 0)
      #expect(both.standardError.contains("--lots and --in-order cannot be used together"))
    }

    @Test("venue results --point-by-point: a won tennis match in the public data sets' notation")
    func tennisPointByPoint() async throws {
      let server = try TournamentVenue.start()
      defer { server.destroy() }
      let state = try TemporaryDirectory(prefix: "e2e-pbp")
      let keeper = try TmuxSession(
        arguments: [
          "--state-dir", state.url.path, "--no-confirm", "--venue", server.url, "--court", "C1", "--home",
          "Nadal",
          "--away", "Federer", "--sport", "tennis", "--best-of", "1", "--format", "fast4",
        ], width: 100, height: 30)
      try await keeper.waitFor(text: "Nadal")
      try keeper.type(String(repeating: "h", count: 16))
      let csv = try await Self.waitForOutput(
        ["venue", "results", "--point-by-point", "--venue", server.url], lines: 2)
      #expect(csv == "court,home,away,winner,points\nC1,Nadal,Federer,Nadal,SSSS;RRRR;SSSS;RRRR\n")
    }

    /// The first of `sessions` whose screen shows `text`.
    private static func firstShowing(_ text: String, among sessions: [TmuxSession]) async throws
      -> TmuxSession
    {
      let deadline = ContinuousClock.now + .seconds(20)
      while ContinuousClock.now < deadline {
        for session in sessions where try session.screen().contains(text) { return session }
        try await Task.sleep(for: .milliseconds(50))
      }
      throw HarnessError(message: "no court showed \"\(text)\"", screen: try sessions[0].screen())
    }

    /// The output of the app run with `arguments` once it contains `text` (or has `lines` lines).
    private static func waitForOutput(
      _ arguments: [String], containing text: String? = nil, lines: Int? = nil
    ) async throws -> String {
      let deadline = ContinuousClock.now + .seconds(20)
      while true {
        let run = try CommandRunner.run(AppBinary.path, arguments)
        let output = run.standardOutput
        let done = text.map(output.contains) ?? (output.split(separator: "\n").count >= lines ?? 0)
        if run.status == 0 && done { return output }
        guard ContinuousClock.now < deadline else {
          throw HarnessError(
            message: "\(arguments) never printed what was awaited: \(output) \(run.standardError)")
        }
        try await Task.sleep(for: .milliseconds(200))
      }
    }
  }
}
