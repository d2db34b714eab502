import Foundation
import Scoreboard
import ScoreboardPersistence
import ScoreboardResults
import Testing

/// Issue 27 item 4: the court's own report says which desk match a match was, and its correction.
@Suite("the report of a match played for the venue's desk")
struct DeskReportTests {
  /// 2026-05-28 20:26:40 UTC.
  private static let start = Date(timeIntervalSince1970: 1_780_000_000)

  private static func match(_ home: String, _ away: String, started: Date = start) -> PlayedMatch {
    let game = Game(
      scoreboard: ScoreboardState(homeName: home, awayName: away, rules: .defaults(for: .badminton)))
    return PlayedMatch(source: "current", start: game, steps: [], started: started)
  }

  private static func entry(
    id: Int, _ home: String, _ away: String, called: Double, corrections: [String] = []
  )
    -> DeskMatchEntry
  {
    DeskMatchEntry(
      id: id, event: "Open", round: id == 3 ? "Final" : "Semi-final", home: home, away: away,
      result: "21-15,18-21,21-19", corrections: corrections, called: called)
  }

  @Test(
    "a corrected desk match: its tournament line, then one line per reason with the result the desk holds")
  func correctedLines() {
    let desk = Self.entry(
      id: 2, "Ann", "Di", called: 1_780_000_000 - 120, corrections: ["scoresheet misread", "wrong side"])
    let report = MatchReport(Self.match("Ann", "Di"), utc: true, desk: desk)
    #expect(
      report.deskLines == [
        "Tournament: Open, Semi-final (desk match 2)",
        "Result corrected at the desk to 21-15, 18-21, 21-19: scoresheet misread",
        "Result corrected at the desk to 21-15, 18-21, 21-19: wrong side",
      ])
    let lines = report.textLines
    #expect(lines[3].hasPrefix("Started "), "\(lines)")
    #expect(Array(lines[4...6]) == report.deskLines)
    #expect(lines[7] == "")
    #expect(
      report.html.contains(
        "<p class=\"desk\">Result corrected at the desk to 21-15, 18-21, 21-19: wrong side</p>"))
  }

  @Test("an uncorrected desk match has the tournament line only; a match of no desk, no line")
  func plainLines() {
    let desk = Self.entry(id: 1, "Ann", "Di", called: 1_780_000_000)
    #expect(
      MatchReport(Self.match("Ann", "Di"), desk: desk).deskLines == [
        "Tournament: Open, Semi-final (desk match 1)"
      ])
    let none = MatchReport(Self.match("Ann", "Di"))
    #expect(none.deskLines.isEmpty)
    #expect(!none.textLines.contains { $0.hasPrefix("Tournament") })
  }

  @Test("the entry is the one of the same names called last no later than 5 minutes after the start")
  func entryChoice() {
    let t = 1_780_000_000.0
    let entries = [
      Self.entry(id: 1, "Ann", "Di", called: t - 3600),
      Self.entry(id: 2, "Ann", "Di", called: t - 60),
      Self.entry(id: 3, "Ann", "Di", called: t + 301),
      Self.entry(id: 4, "Di", "Ann", called: t),
    ]
    #expect(DeskMatchEntry.entry(for: Self.match("Ann", "Di"), in: entries)?.id == 2)
    #expect(DeskMatchEntry.entry(for: Self.match("Ann", "Di", started: Self.start + 2), in: entries)?.id == 3)
    #expect(DeskMatchEntry.entry(for: Self.match("Di", "Ann"), in: entries)?.id == 4)
    #expect(DeskMatchEntry.entry(for: Self.match("Ann", "Cy"), in: entries) == nil)
    #expect(
      DeskMatchEntry.entry(for: Self.match("Ann", "Di", started: Self.start - 3600 - 301), in: entries) == nil
    )
  }
}
