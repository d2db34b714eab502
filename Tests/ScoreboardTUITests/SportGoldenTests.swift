import Scoreboard
import ScoreboardTUI
import Testing

@Suite("each sport's scoreboard matches its golden text files")
struct SportGoldenTests {
  static let sports = SportFixtures.bySport.filter { $0.name != "generic" }.map(\.name)

  @Test("each sport mid-match at 80x24 and 40x12", arguments: sports)
  func sportMidMatch(name: String) throws {
    let state = try #require(SportFixtures.bySport.first { $0.name == name }?.state)
    for size in [Fixtures.standard, Fixtures.small] {
      let frame = AppView.frame(for: state, size: size, options: ViewOptions())
      try GoldenFile.check(frame, named: "sport-\(name)-\(size.columns)x\(size.lines)")
    }
  }

  @Test("a won match: the winner's banner at 80x24, 40x12 and 20x6")
  func wonMatch() throws {
    for size in [Fixtures.standard, Fixtures.small, Fixtures.smallest] {
      let frame = AppView.frame(for: SportFixtures.won, size: size, options: ViewOptions())
      try GoldenFile.check(frame, named: "sport-won-\(size.columns)x\(size.lines)")
    }
  }

  @Test("issue 25 item 19: a won tennis match shows the sets won in big digits, not - : -")
  func wonTennis() throws {
    for size in [Fixtures.standard, Fixtures.small] {
      let frame = AppView.frame(for: SportFixtures.wonTennis, size: size, options: ViewOptions())
      #expect(!GoldenFile.text(of: frame).contains("- : -"))
      try GoldenFile.check(frame, named: "sport-won-tennis-\(size.columns)x\(size.lines)")
    }
  }

  @Test("a timed sport in ASCII: the big clock of #, the server marker as *")
  func asciiSports() throws {
    let options = ViewOptions(useASCII: true, useColor: false)
    try GoldenFile.check(
      AppView.frame(for: SportFixtures.basketball, size: Fixtures.standard, options: options),
      named: "sport-basketball-ascii-80x24")
    try GoldenFile.check(
      AppView.frame(for: SportFixtures.badminton, size: Fixtures.standard, options: options),
      named: "sport-badminton-ascii-80x24")
  }

  @Test("help over basketball at 80x24: two columns")
  func helpOverBasketball() throws {
    let state = Fixtures.state([.ui(.showHelp)], from: SportFixtures.basketball)
    try GoldenFile.check(
      AppView.frame(for: state, size: Fixtures.standard, options: ViewOptions()),
      named: "help-basketball-80x24")
  }
}
