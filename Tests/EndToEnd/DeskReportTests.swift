import Foundation
import PostgresTestServer
import Testing

extension EndToEnd {
  /// Issue 27 item 4: a result corrected at the venue's desk shows in the court's own `report`.
  @Suite("desk report", .serialized)
  struct DeskReportTests {
    @Test("a desk match corrected by venue desk --correct: its keeper keeps the correction, report prints it")
    func correctionInReport() async throws {
      let server = try TournamentVenue.start()
      defer { server.destroy() }
      let folder = try TemporaryDirectory(prefix: "e2e-draw")
      let imported = try TournamentVenue.importDraw(into: server, folder: folder).result
      #expect(imported.status == 0, "\(imported.standardError)")
      let state = try TemporaryDirectory(prefix: "e2e-desk-report")
      let keeper = try TmuxSession(
        arguments: ["--state-dir", state.url.path, "--no-confirm", "--venue", server.url, "--court", "C1"],
        width: 100, height: 30)
      try await keeper.waitFor(text: "call: Open, Semi-final: Ann v Di", timeout: .seconds(20))
      try await keeper.waitForScore("Ann 0 : 0 Di")
      try keeper.type("hhh")
      try await keeper.waitForScore("Ann 3 : 0 Di")
      try keeper.press("Enter")
      try await keeper.waitFor(text: "call: Open, Semi-final: Cy v Bob", timeout: .seconds(20))

      let corrected = try CommandRunner.run(
        AppBinary.path, ["venue", "desk", "--venue", server.url, "--correct", "1:3-1:scoresheet misread"])
      #expect(corrected.status == 0, "\(corrected.standardError)")
      let file = state.url.appendingPathComponent("desk-matches.json")
      let deadline = ContinuousClock.now + .seconds(20)
      while (try? String(contentsOf: file, encoding: .utf8))?.contains("scoresheet misread") != true {
        guard ContinuousClock.now < deadline else {
          throw HarnessError(message: "the keeper never kept the correction", screen: try keeper.screen())
        }
        try await Task.sleep(for: .milliseconds(50))
      }

      let report = try CommandRunner.run(
        AppBinary.path, ["report", "--state-dir", state.url.path, "--match", "1"])
      #expect(report.status == 0, "\(report.standardError)")
      #expect(
        report.standardOutput.contains(
          "Tournament: Open, Semi-final (desk match 1)\nResult corrected at the desk to 3-1: scoresheet misread\n"
        ),
        "\(report.standardOutput)")
      let results = try CommandRunner.run(AppBinary.path, ["results", "--state-dir", state.url.path])
      let first = results.standardOutput.split(separator: "\n").first ?? ""
      #expect(first.contains("Ann v Di") && first.hasSuffix("  (corrected)"), "\(results.standardOutput)")
    }
  }
}
