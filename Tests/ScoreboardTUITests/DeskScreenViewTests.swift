import Foundation
import ScoreboardDesk
import ScoreboardTUI
import Testing

@Suite("the desk screen's frames")
struct DeskScreenViewTests {
  private typealias F = DeskScreenFixtures
  private static let size = TerminalSize(columns: 100, lines: 30)

  private static func frame(
    _ state: DeskScreenState, at now: Double, size: TerminalSize = size,
    options: ViewOptions = ViewOptions()
  ) -> Frame {
    DeskScreenView.frame(for: state, size: size, now: now, options: options)
  }

  private static func line(containing text: String, in frame: Frame) -> Int? {
    frame.textLines.firstIndex { $0.contains(text) }
  }

  @Test("a court shows its warm-up counting down from the call: 19 s after a 3-minute call, 2:41 left")
  func warmUp() throws {
    let state = F.screen(reading: [(try F.deskWithCall(), F.callTime + 19)])
    let text = Self.frame(state, at: F.callTime + 19).textLines.joined(separator: "\n")
    #expect(text.contains("C1  match 1  Open, Semi-final: Ann v Di  warm-up 2:41"), "\(text)")
  }

  @Test("past the format's expected length the minutes say so in words and stand out bold and reversed")
  func overLength() throws {
    let state = F.screen(reading: [(try F.deskWithCall(), F.callTime)])
    let onTime = Self.frame(state, at: F.callTime + 44 * 60 + 59)
    let onTimeLine = try #require(Self.line(containing: "C1  match 1", in: onTime))
    #expect(onTime.textLines[onTimeLine].contains("44 min"))
    #expect(!onTime.textLines[onTimeLine].contains("over"))
    #expect(!onTime[line: onTimeLine, column: 2].style.isReverse)

    let late = Self.frame(state, at: F.callTime + 52 * 60)
    let lateLine = try #require(Self.line(containing: "C1  match 1", in: late))
    #expect(late.textLines[lateLine].contains("52 min, over 45"))
    #expect(late[line: lateLine, column: 2].style.isBold && late[line: lateLine, column: 2].style.isReverse)
  }

  @Test("the queue says which matches are ready, held, or waiting for whom")
  func queue() throws {
    var desk = try F.deskWithCall()
    try desk.apply(.held(match: desk.queue[0], true))
    let text = Self.frame(F.screen(reading: [(desk, F.callTime)]), at: F.callTime).textLines.joined(
      separator: "\n")
    #expect(text.contains("match 2  Open, Semi-final: Cy v Bob  held"), "\(text)")
    #expect(
      text.contains(
        "match 3  Open, Final: winner of match 1 v winner of match 2  waiting for winner of match 1"))
  }

  @Test("a blocked court says so; a free court says free; on deck 1 and 2 follow each open court")
  func courts() throws {
    var desk = try F.desk()
    try desk.apply(.courtBlocked("C2", true))
    let text = Self.frame(F.screen(reading: [(desk, F.callTime)]), at: F.callTime).textLines.joined(
      separator: "\n")
    #expect(text.contains("C2  BLOCKED  free"), "\(text)")
    #expect(text.contains("C1  free"))
    #expect(text.contains("on deck 1: match 1  Open, Semi-final: Ann v Di"))
    #expect(text.contains("on deck 2: match 2  Open, Semi-final: Cy v Bob"))
  }

  @Test("a refusal is shown on its own line above the key help")
  func refusal() throws {
    let state = F.after(
      [.noticeChanged("court C1 already has match 1")],
      F.screen(reading: [(try F.deskWithCall(), F.callTime)]))
    let frame = Self.frame(state, at: F.callTime)
    #expect(frame.textLines[Self.size.lines - 2].hasPrefix("! court C1 already has match 1"))
    #expect(
      frame.textLines[Self.size.lines - 1].trimmingCharacters(in: .whitespaces)
        == "↑↓←→ pick  h hold  m M move  b block  c call  a auto  u d draws  ? help  q quit")
  }

  @Test("the help line names every key: with its own hint where the terminal is wide enough")
  func wideHelpLine() throws {
    let state = F.screen(reading: [(try F.desk(), F.callTime)])
    let frame = Self.frame(state, at: F.callTime, size: TerminalSize(columns: 120, lines: 30))
    #expect(
      frame.textLines[29].trimmingCharacters(in: .whitespaces)
        == "↑↓ pick · ←→ courts/queue · h hold · m M move · b block · c call · a auto · u d draws · ? help · q quit"
    )
  }

  @Test("the draws scroll with the keys, the header saying which lines are shown, no further than their end")
  func drawsScroll() throws {
    let names = (1...16).map { "P\($0)" }
    let state = F.screen(reading: [(try F.desk(entries: names), F.callTime)])
    let small = TerminalSize(columns: 100, lines: 24)
    let top = Self.frame(state, at: F.callTime, size: small).textLines.joined(separator: "\n")
    #expect(top.contains("Draws and results  (u d scroll)  (1-"), "\(top)")
    let scrolled = F.after([.drawsScrolled(5)], state)
    let lower = Self.frame(scrolled, at: F.callTime, size: small).textLines.joined(separator: "\n")
    #expect(lower.contains("Draws and results  (u d scroll)  (6-"), "\(lower)")
    let far = F.after(Array(repeating: .drawsScrolled(5), count: 40), state)
    let back = F.after([.drawsScrolled(-5)], far)
    #expect(back.drawsOffset < far.drawsOffset && far.drawsOffset == DeskText.draws(state.desk).count - 1)
  }

  @Test(
    "golden frames: the desk at 100x30, at 80x24 with a refusal, at 40x12, in two columns at 180x20, in ASCII, and its help"
  )
  func golden() throws {
    var desk = try F.deskWithCall()
    try desk.apply(.held(match: desk.queue[1], true))
    let state = F.screen(reading: [(try F.desk(), F.callTime - 5), (desk, F.callTime + 19)])
    try GoldenFile.check(Self.frame(state, at: F.callTime + 19), named: "desk-100x30")
    let refused = F.after(
      [.noticeChanged("match 3 is not ready: Open, Final: winner of match 1 v winner of match 2")], state)
    try GoldenFile.check(
      Self.frame(refused, at: F.callTime + 19, size: TerminalSize(columns: 80, lines: 24)),
      named: "desk-80x24")
    try GoldenFile.check(
      Self.frame(state, at: F.callTime + 19, size: TerminalSize(columns: 40, lines: 12)), named: "desk-40x12")
    try GoldenFile.check(
      Self.frame(state, at: F.callTime + 19, size: TerminalSize(columns: 180, lines: 20)),
      named: "desk-180x20")
    let ascii = F.after([.paneChanged(.courts)], state)
    try GoldenFile.check(
      Self.frame(ascii, at: F.callTime + 60 * 50, options: ViewOptions(useASCII: true, useColor: false)),
      named: "desk-ascii-100x30")
    try GoldenFile.check(
      Self.frame(
        F.after([.helpShown(true)], state), at: F.callTime + 19, size: TerminalSize(columns: 80, lines: 24)),
      named: "desk-help-80x24")
  }
}
