import Foundation
import Testing

extension EndToEnd {
  /// `results` and `report` read the matches kept in the state directory.
  @Suite("results and report")
  struct ResultsCommandTests {
    @Test(
      "issue 13: a match played in tmux shows in results (text, CSV, JSON) and in its report (text, HTML)")
    func resultsAndReport() async throws {
      let state = try SharedStateDirectory()
      let tmux = try await TmuxSession.startScoreboard(
        arguments: state.arguments + [
          "--sport", "generic", "--points-to-win", "3", "--home", "Lions", "--away", "Tigers",
        ],
        home: "Lions", away: "Tigers")
      try await tmux.typeAndExpect([
        ("2h", "Lions 2 : 0 Tigers"), ("a", "Lions 2 : 1 Tigers"), ("h", "Lions 3 : 1 Tigers"),
      ])
      try await tmux.waitFor(text: "Match summary")
      try tmux.press("Escape")
      try tmux.type("N")
      try await tmux.waitFor(text: "R: results")
      try tmux.type("R")
      try await tmux.waitFor(text: "generic  Lions v Tigers  Lions won 3-1")
      try tmux.press("Escape")
      try await tmux.waitForScore("Lions 3 : 1 Tigers")
      _ = try await tmux.quit()

      let text = try AppCommand.run(["results"] + state.arguments)
      #expect(text.status == 0, "\(text)")
      #expect(text.standardOutput.contains("generic  Lions v Tigers  Lions won 3-1"), "\(text)")
      let csv = try AppCommand.run(["results", "--csv"] + state.arguments)
      let rows = csv.standardOutput.split(whereSeparator: \.isNewline)
      #expect(
        rows.first == "started,sport,home,away,winner,result,score,sets,duration_seconds,source,match",
        "\(csv)")
      #expect(rows.count == 2 && rows[1].contains(",generic,Lions,Tigers,home,Lions won 3-1,"), "\(csv)")
      let json = try AppCommand.run(["results", "--json"] + state.arguments)
      let decoded = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]]
      #expect(decoded?.first?["winner"] as? String == "home", "\(json)")

      let report = try AppCommand.run(["report"] + state.arguments)
      #expect(report.standardOutput.hasPrefix("Generic: Lions v Tigers\nLions won 3-1\n"), "\(report)")
      let page = state.url.appendingPathComponent("report.html")
      let html = try AppCommand.run(["report", "--html", page.path] + state.arguments)
      #expect(html.status == 0, "\(html)")
      let written = try String(contentsOf: page, encoding: .utf8)
      #expect(written.contains("<p id=\"result\">Lions won 3-1</p>") && written.contains("<svg"))
    }

    @Test(
      "issue 25 item 25: log, results and report write one local time (--utc: UTC); report --match N reaches every match; a match in progress shows its score"
    )
    func oneTimeEverywhere() async throws {
      let state = try SharedStateDirectory()
      let tmux = try await TmuxSession.startScoreboard(
        arguments: state.arguments + [
          "--sport", "generic", "--points-to-win", "2", "--home", "Lions", "--away", "Tigers",
        ],
        home: "Lions", away: "Tigers")
      try await tmux.typeAndExpect([("2h", "Lions 2 : 0 Tigers")])
      _ = try await tmux.quit()
      let second = try await TmuxSession.startScoreboard(
        arguments: state.arguments + ["--new", "--sport", "badminton", "--home", "Ann", "--away", "Bob"],
        home: "Ann", away: "Bob")
      try await second.typeAndExpect([("3a", "Ann 0 : 3 Bob")])
      _ = try await second.quit()

      let india = ["TZ": "XYZ-5:30"]
      let results = try AppCommand.run(["results"] + state.arguments, environment: india)
      let lines = results.standardOutput.nonBlankLines
      #expect(lines.count == 2, "\(results)")
      #expect(
        lines.first?.hasPrefix("1  ") == true
          && lines.first?.contains("+05:30  generic  Lions v Tigers") == true)
      #expect(lines.last?.hasPrefix("2  ") == true, "\(results)")
      #expect(lines.last?.contains("Ann v Bob  in progress: games 0-0, 0-3") == true, "\(results)")
      let log = try AppCommand.run(["log"] + state.arguments, environment: india)
      #expect(log.standardOutput.contains("+05:30"), "\(log)")
      let report = try AppCommand.run(["report", "--match", "1"] + state.arguments, environment: india)
      #expect(report.standardOutput.hasPrefix("Generic: Lions v Tigers\nLions won 2-0\n"), "\(report)")
      #expect(report.standardOutput.contains("+05:30, lasted"), "\(report)")
      let utc = try AppCommand.run(["report", "--match", "1", "--utc"] + state.arguments, environment: india)
      #expect(utc.standardOutput.contains("Z, lasted"), "\(utc)")
      let utcResults = try AppCommand.run(["results", "--utc"] + state.arguments, environment: india)
      #expect(utcResults.standardOutput.contains("Z  generic"), "\(utcResults)")
      let current = try AppCommand.run(["report", "--match", "2"] + state.arguments)
      #expect(
        current.standardOutput.hasPrefix("Badminton: Ann v Bob\nin progress: games 0-0, 0-3\n"), "\(current)")
      let missing = try AppCommand.run(["report", "--match", "3"] + state.arguments)
      #expect(missing.status == 3 && missing.standardError.contains("no match 3: the evening has 2 matches"))
      #expect(missing.standardError.nonBlankLines.count == 1, "\(missing)")
    }

    @Test(
      "issue 13: the HTML report in headless Chromium: it loads alone, shows the result and the chart, no console error",
      .enabled(if: BrowserDriver.python != nil, "set SCOREBOARD_BROWSER_PYTHON (make e2e does)"))
    func reportInBrowser() async throws {
      let state = try SharedStateDirectory()
      let tmux = try await TmuxSession.startScoreboard(
        arguments: state.arguments + ["--sport", "badminton", "--home", "Lions", "--away", "Tigers"],
        home: "Lions", away: "Tigers")
      try await tmux.typeAndExpect([
        ("9h", "Lions 9 : 0 Tigers, games 0 : 0"), ("4a", "Lions 9 : 4 Tigers, games 0 : 0"),
      ])
      _ = try await tmux.quit()
      let page = state.url.appendingPathComponent("report.html")
      let written = try AppCommand.run(["report", "--html", page.path] + state.arguments)
      #expect(written.status == 0, "\(written)")
      let script = AppBinary.packageRoot.appendingPathComponent("Tests/EndToEnd/Browser/check_report.py").path
      let screenshot = AppBinary.packageRoot.appendingPathComponent(".build/report-screenshots/report.png")
        .path
      let checked = try CommandRunner.run(
        BrowserDriver.python ?? "python3",
        [
          script, "--report", page.path, "--result", "in progress: games 0-0, 9-4", "--screenshot",
          screenshot,
        ],
        environment: AppBinary.environment)
      #expect(checked.status == 0 && checked.standardOutput.contains("PASS"), "\(checked)")
    }

    @Test(
      "issue 13: report refuses an unknown archive, a bad --stream-start, --stream-start without --chapters, in one line"
    )
    func badInput() throws {
      let state = try SharedStateDirectory()
      for (arguments, expected) in [
        (["report", "--archive", "nope"], "no archived game named nope"),
        (["report", "--chapters", "--stream-start", "25:00"], "--stream-start must be HH:MM"),
        (["report", "--stream-start", "19:00"], "--stream-start needs --chapters"),
        (["report", "--archive", "../x"], "--archive takes the name of a folder"),
      ] {
        let result = try AppCommand.run(arguments + state.arguments)
        #expect(result.status != 0, "\(arguments) \(result)")
        #expect(result.standardError.contains(expected), "\(arguments) \(result)")
        #expect(result.standardError.nonBlankLines.count == 1, "\(arguments) \(result)")
      }
    }

    @Test(
      "issue 13: the history screen in tmux: preview a step, rewind to it, redo, rewind again; a restart keeps it"
    )
    func historyRewind() async throws {
      let state = try SharedStateDirectory()
      let arguments = state.arguments + ["--home", "Lions", "--away", "Tigers"]
      let tmux = try await TmuxSession.startScoreboard(arguments: arguments, home: "Lions", away: "Tigers")
      try await tmux.typeAndExpect([
        ("h", "Lions 1 : 0 Tigers"), ("a", "Lions 1 : 1 Tigers"), ("h", "Lions 2 : 1 Tigers"),
      ])
      try tmux.type("L")
      try await tmux.waitFor(text: "History: step 3 (now)")
      try await tmux.waitFor(text: " +0:00  Lions 0 -> 1")
      try tmux.type("jj")
      let preview = try await tmux.waitFor(text: "History: preview of step 1 of 3")
      #expect(preview.contains("Lions 2 : 1 Tigers"), "the score line still says the present:\n\(preview)")
      try tmux.press("Enter")
      try await tmux.waitForScore("Lions 1 : 0 Tigers")
      try await tmux.typeAndExpect([("U", "Lions 2 : 1 Tigers")])
      try tmux.type("L")
      try await tmux.waitFor(text: "History: step")
      try tmux.type("G")
      try await tmux.waitFor(text: "History: preview of step 0")
      try tmux.press("Enter")
      try await tmux.waitForScore("Lions 0 : 0 Tigers")
      _ = try await tmux.quit()
      let again = try await TmuxSession.startScoreboard(
        arguments: state.arguments, home: "Lions", away: "Tigers")
      try await again.waitForScore("Lions 0 : 0 Tigers")
      try await again.typeAndExpect([("U", "Lions 2 : 1 Tigers")])
      _ = try await again.quit()
    }
  }
}
