import Foundation
import Scoreboard
import ScoreboardDesk
import ScoreboardTUI
import Testing

@Suite("the desk screen: each court's keeper and board")
struct DeskScreenWatchTests {
  private typealias F = DeskScreenFixtures

  private static func report(_ home: String, _ away: String, points: (Int, Int), games: (Int, Int)? = nil)
    -> GameReport
  {
    var report = GameReport(Game())
    report.home.name = home
    report.away.name = away
    report.home.score = points.0
    report.away.score = points.1
    report.home.games = games?.0
    report.away.games = games?.1
    return report
  }

  private static func frame(_ state: DeskScreenState, at now: Double) -> Frame {
    DeskScreenView.frame(
      for: state, size: TerminalSize(columns: 120, lines: 30), now: now, options: ViewOptions())
  }

  private static func text(_ state: DeskScreenState, at now: Double) -> String {
    frame(state, at: now).textLines.joined(separator: "\n")
  }

  @Test("a board reads as its names and its score, games before points; a point, game or set means begun")
  func watchFromReport() {
    let fresh = DeskCourtWatch(isKept: true, report: Self.report("Ann", "Di", points: (0, 0)))
    #expect(fresh.names == ["Ann", "Di"] && fresh.score == "0-0" && !fresh.hasBegun)
    let playing = DeskCourtWatch(
      isKept: true, report: Self.report("Ann", "Di", points: (11, 7), games: (1, 0)))
    #expect(playing.score == "1-0, 11-7" && playing.hasBegun)
    let gameOnly = DeskCourtWatch(
      isKept: false, report: Self.report("Ann", "Di", points: (0, 0), games: (0, 1)))
    #expect(gameOnly.hasBegun && !gameOnly.isKept)
    let none = DeskCourtWatch(isKept: true, report: nil)
    #expect(none.names.isEmpty && none.score == nil && !none.hasBegun)
  }

  @Test("no second call for a match that has begun on its court; one for a match whose court shows another")
  func secondCallOnlyWhenNotBegun() throws {
    let called = try F.deskWithCall()
    let begun = DeskCourtWatch(isKept: true, report: Self.report("Ann", "Di", points: (3, 1)))
    let otherMatch = DeskCourtWatch(isKept: true, report: Self.report("Cy", "Bob", points: (3, 1)))
    for (watch, kinds) in [(begun, [DeskCall.Kind.first]), (otherMatch, [.first, .second])] {
      let state = F.after(
        [.courtsWatched(["C1": watch]), .deskRead(called, at: F.callTime + 301)],
        F.screen(reading: [(try F.desk(), F.callTime - 5), (called, F.callTime + 1)]))
      #expect(state.calls.map(\.kind) == kinds)
    }
  }

  @Test("a court shows its board's score while the board shows its match, and NO KEEPER when none holds it")
  func scoreAndNoKeeper() throws {
    let watches = [
      "C1": DeskCourtWatch(isKept: true, report: Self.report("Ann", "Di", points: (7, 4), games: (1, 0)))
    ]
    let state = F.after([.courtsWatched(watches)], F.screen(reading: [(try F.deskWithCall(), F.callTime)]))
    let text = Self.text(state, at: F.callTime + 600)
    #expect(text.contains("C1  match 1  Open, Semi-final: Ann v Di  10 min  score 1-0, 7-4"), "\(text)")
    #expect(text.contains("C2  free  NO KEEPER"))
    #expect(!text.contains("C1  match 1  Open, Semi-final: Ann v Di  10 min  score 1-0, 7-4  NO KEEPER"))
    let unread = Self.text(F.screen(reading: [(try F.deskWithCall(), F.callTime)]), at: F.callTime + 600)
    #expect(!unread.contains("NO KEEPER"), "nothing is said of keepers before the venue's courts are read")
  }

  @Test("a keeper's records waiting show bold on its court; a court without a keeper shows its last count")
  func recordsWaiting() throws {
    let board = Self.report("Ann", "Di", points: (7, 4), games: (1, 0))
    let watches = [
      "C1": DeskCourtWatch(isKept: false, report: board, waiting: 12),
      "C2": DeskCourtWatch(isKept: true, report: nil, waiting: 1),
    ]
    let state = F.after([.courtsWatched(watches)], F.screen(reading: [(try F.deskWithCall(), F.callTime)]))
    let frame = Self.frame(state, at: F.callTime + 600)
    let lines = frame.textLines.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(
      lines.contains(
        "▸ C1  match 1  Open, Semi-final: Ann v Di  10 min  score 1-0, 7-4  NO KEEPER (12 records waiting at last contact)"
      ), "\(lines)")
    let c2 = try #require(lines.firstIndex { $0.hasPrefix("C2") }, "\(lines)")
    #expect(lines[c2] == "C2  free  1 record waiting")
    #expect(frame[line: c2, column: 2].style.isBold)

    let drained = F.after(
      [.courtsWatched(["C2": DeskCourtWatch(isKept: true, report: nil, waiting: 0)])], state)
    let after = Self.frame(drained, at: F.callTime + 600)
    #expect(after.textLines[c2].trimmingCharacters(in: .whitespaces) == "C2  free")
    #expect(!after[line: c2, column: 2].style.isBold)
  }
}
