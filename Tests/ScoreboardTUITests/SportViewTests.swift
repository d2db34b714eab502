import Scoreboard
import ScoreboardTUI
import Testing

@testable import ScoreboardTUI

@Suite("what each sport's scoreboard shows")
struct SportViewTests {
  static let sizes = [Fixtures.smallest, Fixtures.small, Fixtures.standard, Fixtures.large]

  func lines(_ state: AppState, _ size: TerminalSize = Fixtures.standard, ascii: Bool = false) -> [String] {
    AppView.frame(for: state, size: size, options: ViewOptions(useASCII: ascii)).textLines
  }

  /// The column where `marker` and a blank are first drawn above the score line.
  func markerColumn(in lines: [String], marker: String) -> Int? {
    for line in lines.dropLast(2) {
      guard let range = line.range(of: marker + " ") else { continue }
      return line.distance(from: line.startIndex, to: range.lowerBound)
    }
    return nil
  }

  @Test("the server is marked on its own side of the screen, and on the other side after a swap")
  func serverMarkerFollowsTheServer() throws {
    let state = SportFixtures.badminton
    #expect(state.scoreboard.match.server == .home)
    for size in Self.sizes {
      let half = size.columns / 2
      let left = try #require(markerColumn(in: lines(state, size), marker: "●"), "\(size)")
      #expect(left < half, "\(size)")
      let swapped = Fixtures.state([.scoreboard(.swapEnds)], from: state)
      let right = try #require(markerColumn(in: lines(swapped, size), marker: "●"), "\(size)")
      #expect(right >= half, "\(size)")
    }
  }

  @Test("the server marker is ● before the name, * in ASCII, and none once the match is won")
  func serverMarkerCharacters() {
    #expect(lines(SportFixtures.badminton).contains { $0.contains("● Home") })
    #expect(lines(SportFixtures.badminton, ascii: true).contains { $0.contains("* Home") })
    #expect(!lines(SportFixtures.won).contains { $0.contains("●") })
    #expect(!lines(Fixtures.midGame).contains { $0.contains("●") })
  }

  @Test("badminton: the server's service court is written under its name")
  func badmintonCourt() {
    let text = lines(SportFixtures.badminton)
    let heading = text.firstIndex { $0.contains("● Home") }
    #expect(heading.map { text[$0 + 1].contains("left court") } == true)
  }

  @Test("a won match shows the banner 'Home wins' at every size, and no callout")
  func winnerBanner() {
    for size in Self.sizes {
      let text = lines(SportFixtures.won, size)
      #expect(text.contains { $0.contains("Home wins") }, "\(size)")
    }
    #expect(!lines(SportFixtures.tableTennis).contains { $0.contains("wins") })
  }

  @Test("a callout names the team it favours")
  func calloutNamesTheTeam() {
    #expect(lines(SportFixtures.volleyball).contains { $0.contains("Set point Home") })
    #expect(lines(SportFixtures.tennis).contains { $0.contains("Break point Home") })
  }

  @Test("tennis: standings per team, sets and games, under the names")
  func tennisStandings() {
    let text = lines(SportFixtures.tennis)
    #expect(text.contains { $0.contains("sets 1  games 1") && $0.contains("sets 0  games 2") })
  }

  @Test("a tennis advantage is drawn big as AD")
  func advantageIsBig() {
    let ad = BigText("AD", size: .blocks(glyphWidth: 3, halfLines: 10), useASCII: true).lines
    #expect(ad == [" #  ## ", "# # # #", "### # #", "# # # #", "# # ## "])
  }

  @Test("basketball: the period and clock at the top, fouls with BONUS and timeouts under the names")
  func basketballDetails() {
    let small = lines(SportFixtures.basketball, Fixtures.small)
    #expect(small[0].contains("Q2  7:30"))
    let text = lines(SportFixtures.basketball)
    #expect(text[0].contains("Q2"))
    #expect(text.contains { $0.contains("fouls 1  BONUS") && $0.contains("fouls 5") })
    #expect(text.contains { $0.contains("timeouts 1") && $0.contains("timeouts 2") })
  }

  @Test("soccer: the half and the clock with added time")
  func soccerAddedTime() {
    #expect(lines(SportFixtures.soccer, Fixtures.small)[0].contains("1st half  45:00 +2:13"))
  }

  @Test("hockey: a running minor penalty's clock under the penalised team")
  func hockeyPenalty() {
    let column = markerColumn(in: lines(SportFixtures.hockey), marker: "penalty")
    #expect(column.map { $0 >= Fixtures.standard.columns / 2 } == true, "Away is drawn on the right")
  }

  @Test("issue 25 item 21, IIHF Rules 16-22: hockey penalty rows name the penalty, not its minutes")
  func hockeyPenaltyKinds() {
    let state = Fixtures.state(
      [.scoreboard(.timed(.penalty(.away, .major))), .scoreboard(.timed(.penalty(.home, .doubleMinor)))],
      from: SportFixtures.hockey)
    let text = lines(state).joined(separator: "\n")
    #expect(text.contains("1:47 minor"), "\(text)")
    #expect(text.contains("5:00 major"), "\(text)")
    #expect(text.contains("penalty 4:00 double minor"), "\(text)")
    #expect(!text.contains("2+2") && !text.contains(":00 5"), "\(text)")
  }

  @Test("issue 25 item 21, IIHF Rule 96: the header says shoot-out, not final, until the shoot-out is won")
  func hockeyShootoutHeader() {
    var rules = SportRules.defaults(for: .hockey)
    rules.shootoutRounds = 3
    let periodEnds: [TimedAction] = [
      .endPeriod, .nextPeriod, .endPeriod, .nextPeriod, .endPeriod, .nextPeriod, .endPeriod,
    ]
    let tied = Fixtures.state([.scoreboard(.newMatch(rules))] + periodEnds.map { .scoreboard(.timed($0)) })
    #expect(tied.scoreboard.timed.isShootout(scores: tied.scoreboard.scores))
    let header = lines(tied)[0]
    #expect(header.contains("shoot-out") && !header.contains("final"), "\(header)")
    let kicks: [AppAction] = [true, false, true, false].enumerated().map { index, scored in
      .scoreboard(.timed(.kick(index.isMultiple(of: 2) ? .home : .away, scored: scored)))
    }
    let won = Fixtures.state(kicks + [.ui(.hideMatchSummary)], from: tied)
    #expect(won.scoreboard.winner == .home)
    #expect(lines(won)[0].contains("final"), "\(lines(won)[0])")
    #expect(
      lines(won).contains { $0.contains("Home wins 2-0 (SO)") }, "\(lines(won).joined(separator: "\n"))")
  }

  @Test("a timed period that has run out says so at the top")
  func periodOver() {
    let state = Fixtures.state(
      [.scoreboard(.timed(.adjustClock(seconds: -450))), .scoreboard(.timed(.endPeriod))],
      from: SportFixtures.basketball)
    #expect(lines(state, Fixtures.small)[0].contains("Q2  0:00  period over"))
  }

  @Test("issue 25 item 23: a period ended by e with time left says it ended early, not that it is over")
  func periodEndedEarly() {
    let state = Fixtures.state([.scoreboard(.timed(.endPeriod))], from: SportFixtures.basketball)
    #expect(lines(state, Fixtures.small)[0].contains("Q2  7:30  period ended early"))
  }

  @Test("the sport's name is shown discreetly at the top left; issue 25 item 28: the generic one's too")
  func sportName() {
    #expect(lines(SportFixtures.tableTennis)[0].hasPrefix(" Table tennis"))
    #expect(lines(SportFixtures.hockey)[0].hasPrefix(" Hockey"))
    #expect(lines(Fixtures.midGame)[0].hasPrefix(" Generic"))
  }

  @Test("issue 25 item 28: each sport has one name: the screen's and the menu's is the command line's")
  func oneNamePerSport() {
    for sport in Sport.allCases {
      #expect(String(sport.displayName.lowercased().map { $0 == " " ? "-" : $0 }) == sport.rawValue)
    }
    #expect(MatchMenu.rows(current: .tennis).first == "1  Generic")
  }

  @Test("padel (tennis --format padel) is called Padel at the top, not Tennis")
  func padelName() {
    var choices = RuleChoices()
    choices[.format] = "padel"
    let rules = (try? SportRules(sport: .tennis, choices: choices)) ?? .defaults(for: .tennis)
    let state = Fixtures.state([.scoreboard(.newMatch(rules))])
    #expect(lines(state)[0].hasPrefix(" Padel"))
    #expect(lines(SportFixtures.tennis)[0].hasPrefix(" Tennis"))
  }

  @Test("a rally sport's score line cut at 20 columns keeps both scores whole")
  func rallyScoreLineCut() {
    let text = lines(SportFixtures.tableTennis, Fixtures.smallest)
    #expect(text[4].contains("Home 5 : 7 Away"))
  }

  @Test("a server with no named receiver (beach volleyball) is named under the team, nothing under the other")
  func serverWithoutReceiver() {
    let actions: [AppAction] = [
      SportFixtures.newMatch(.beachVolleyball), SportFixtures.add(.home, 1), SportFixtures.add(.away, 1),
      SportFixtures.add(.home, 1),
    ]
    let state = Fixtures.state(actions)
    let rows = TeamDetailRow.rows(for: state.scoreboard, match: state.scoreboard.match)
    #expect(rows.first?.texts == SidePair(home: ["Home 2 serves", "Home 2"], away: []))
    let text = lines(state).joined(separator: "\n")
    #expect(text.contains("Home 2 serves") && !text.contains("receives"), "\(text)")
  }
}
