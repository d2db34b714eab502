import Scoreboard
import Testing

@testable import ScoreboardTUI

@Suite("countdowns and the last 10 seconds on the scoreboard")
struct CountdownViewTests {
  static func add(_ side: Side, _ points: Int) -> AppAction { .scoreboard(.add(side, points: points)) }
  static func tick(_ seconds: Int64) -> AppAction { .scoreboard(.timed(.tick(at: .seconds(seconds)))) }

  /// Badminton at 11 : 0, its interval begun at reading 100 s and ticked to `seconds`.
  static func interval(at seconds: Int64) -> AppState {
    Fixtures.state([
      .scoreboard(.newMatch(.defaults(for: .badminton))), add(.home, 11),
      .scoreboard(.countdown(.begin(at: .seconds(100)))), tick(seconds),
    ])
  }

  static func frame(_ state: AppState, _ size: TerminalSize = Fixtures.standard) -> Frame {
    AppView.frame(for: state, size: size, options: ViewOptions())
  }

  /// The line holding `text` and the cells of `text` on it.
  static func cells(of text: String, in frame: Frame) -> [Cell]? {
    for line in 0..<frame.size.lines {
      let shown = frame.textLines[line]
      guard let range = shown.range(of: text) else { continue }
      let start = shown.distance(from: shown.startIndex, to: range.lowerBound)
      return Array(frame.cells(ofLine: line)[start..<(start + text.count)])
    }
    return nil
  }

  @Test("badminton at 11: the interval's countdown shows at the top, in the usual bold, not reversed")
  func intervalShown() throws {
    let frame = Self.frame(Self.interval(at: 101))
    let cells = try #require(Self.cells(of: "interval 0:59", in: frame))
    #expect(cells.allSatisfy { $0.style.isBold && !$0.style.isReverse })
    #expect(!frame.textLines.contains { $0.contains("!interval") })
    try GoldenFile.check(frame, named: "sport-badminton-interval-80x24")
  }

  @Test("the last 10 seconds of a countdown: the ! marker before it and reverse video, at every size")
  func countdownWarns() throws {
    for size in [Fixtures.smallest, Fixtures.small, Fixtures.standard, Fixtures.large] {
      let frame = Self.frame(Self.interval(at: 152), size)
      let cells = try #require(Self.cells(of: "!interval 0:08", in: frame), "\(size)")
      #expect(cells.allSatisfy { $0.style.isReverse && $0.style.isBold }, "\(size)")
    }
    let calm = Self.frame(Self.interval(at: 149)).textLines
    #expect(calm.contains { $0.contains("interval 0:11") && !$0.contains("!") })
    #expect(Self.frame(Self.interval(at: 150)).textLines.contains { $0.contains("!interval 0:10") })
  }

  @Test("the countdown ends at zero: the header goes and the bell is due (the buzzer count rises)")
  func endsAtZero() {
    let ended = Self.interval(at: 160)
    #expect(ended.scoreboard.countdown == nil)
    #expect(ended.scoreboard.buzzerCount == 1)
    #expect(!Self.frame(ended).textLines.contains { $0.contains("interval") })
  }

  @Test("the period clock's last 10 seconds: the big clock reversed, and !5.0 marked on the header line")
  func periodClockWarns() throws {
    let state = Fixtures.state([
      .scoreboard(.newMatch(.defaults(for: .basketball))), .scoreboard(.timed(.adjustClock(seconds: -595))),
    ])
    let frame = Self.frame(state)
    let marked = try #require(Self.cells(of: "!5.0", in: frame))
    #expect(marked.allSatisfy { $0.style.isReverse })
    let reversedLines = (0..<frame.size.lines).filter { line in
      frame.cells(ofLine: line).contains { $0.style.isReverse && $0.text != " " }
    }
    #expect(reversedLines.count > 2)
    let calm = Fixtures.state([.scoreboard(.newMatch(.defaults(for: .basketball)))])
    let calmFrame = Self.frame(calm)
    #expect(
      !(0..<calmFrame.size.lines).contains { calmFrame.cells(ofLine: $0).contains { $0.style.isReverse } })
  }

  @Test("the shot clock's last 10 seconds are marked: !shot 8")
  func shotClockWarns() throws {
    var rules = SportRules.defaults(for: .basketball)
    rules.shotClock = 24
    let state = Fixtures.state([
      .scoreboard(.newMatch(rules)), .scoreboard(.timed(.startStop(at: .seconds(0)))), Self.tick(16),
    ])
    let cells = try #require(Self.cells(of: "!shot 8", in: Self.frame(state, Fixtures.small)))
    #expect(cells.allSatisfy { $0.style.isReverse })
  }

  @Test("w and i are in the help, and w starts the warm-up's countdown in any sport")
  func keys() {
    let help = KeyMap.standard.bindings.filter { $0.screens.contains(.scoreboard) }.map(\.help)
    #expect(help.contains("warm-up countdown; again ends it"))
    let state = Fixtures.pressing([.character("w")], in: SportFixtures.tennis)
    #expect(state.scoreboard.countdown?.kind == .warmUp)
    #expect(Self.frame(state).textLines.contains { $0.contains("warm-up 5:00") })
  }
}
