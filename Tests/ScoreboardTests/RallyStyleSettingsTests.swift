import Testing

@testable import Scoreboard

/// The settings of ``RallyStyle`` that a rally sport may turn on, each tried on volleyball's
/// numbers (sets to 25, a deciding set to 15) with best of 3, so that no sport's own rules are
/// needed to prove them.
@Suite("Rally style settings that a sport may turn on")
struct RallyStyleSettingsTests {
  /// Volleyball's numbers, best of 3.
  static let rules = SportRules.volleyball.bestOf(3)

  /// One set each: the deciding third set about to start.
  static let oneAll = Rallies.game(25, 10) + Rallies.game(10, 25)

  /// Volleyball's style with `change` made to it.
  static func style(_ change: (inout RallyStyle) -> Void) -> RallyStyle {
    var style =
      Sport.volleyball.profile.rally
      ?? RallyStyle(
        serveOrder: .rallyWinnerServes, opener: .alternating, hasServiceCourts: false,
        hasMidGameInterval: false, roundsHalfwayUp: true, gameName: "Set")
    change(&style)
    return style
  }

  /// The summary after `rallies` under ``rules`` played in `style`, home serving first.
  static func summary(
    _ rallies: [Side], _ style: RallyStyle, doubles: Bool = false, choices: MatchChoices = MatchChoices()
  ) -> RallySummary {
    var progress = RallyProgress(
      rules: RallyMatchRules(rules, style: style), firstServer: .home, choices: choices, doubles: doubles)
    for side in rallies { progress.record(side) }
    return progress.summary
  }

  /// Ends every 3 points played, every 2 in the deciding set.
  static let everyThree = style { $0.endsChangeEvery = EndsChangeInterval(points: 3, decidingPoints: 2) }

  @Test("ends change after every 3 points played in a set, whoever scored them")
  func endsEveryThreePoints() {
    let rallies = Rallies.decode("HAHHAAHHAA")
    let changes = (0...9).map { Self.summary(Array(rallies.prefix($0)), Self.everyThree).changeEnds }
    #expect(changes == [false, false, false, true, false, false, true, false, false, true])
  }

  @Test("in the deciding set ends change after every 2 points played instead")
  func endsEveryTwoInDecidingSet() {
    let deciding = (1...5).map { Self.summary(Self.oneAll + Rallies.won(by: .away, $0), Self.everyThree) }
    #expect(deciding.map(\.changeEnds) == [false, true, false, true, false])
    #expect(deciding.allSatisfy { $0.isDecidingGame })
  }

  @Test(
    "with ends every so many points, no change is called between sets, nor at halfway of the deciding set")
  func noChangeBetweenSets() {
    #expect(!Self.summary(Rallies.game(25, 10), Self.everyThree).changeEnds)
    #expect(Self.summary(Rallies.game(25, 10), Self.style { _ in }).changeEnds, "volleyball's own style does")
    let eightFive = Self.summary(Self.oneAll + Rallies.game(5, 8), Self.everyThree)
    #expect(!eightFive.changeEnds, "13 points played: not a multiple of 2")
  }

  @Test("a change of ends that falls on a set point is called first: Change ends, set point")
  func changeOnSetPoint() {
    let summary = Self.summary(Rallies.game(24, 3), Self.everyThree)
    #expect(summary.changeEnds && summary.gamePoint == .home)
    let view = MatchView(summary, style: Self.everyThree)
    #expect(view.callout == "Change ends, set point" && view.calloutSide == .home)
    let plain = MatchView(summary, style: Self.style { _ in })
    #expect(plain.callout == "Set point", "a style without the setting keeps the point's call")
  }

  /// A technical timeout when the points add up to 21, with ends every 7 (every 5 in the deciding set).
  static let timeoutAt21 = style {
    $0.technicalTimeoutAt = 21
    $0.endsChangeEvery = EndsChangeInterval(points: 7, decidingPoints: 5)
  }

  @Test("a technical timeout when the points of a set other than the deciding one add up to 21")
  func technicalTimeout() {
    let at21 = Self.summary(Rallies.game(11, 10), Self.timeoutAt21)
    #expect(at21.isTechnicalTimeout && at21.changeEnds)
    #expect(MatchView(at21, style: Self.timeoutAt21).callout == "Technical timeout, change ends")
    #expect(!Self.summary(Rallies.game(11, 9), Self.timeoutAt21).isTechnicalTimeout)
    #expect(!Self.summary(Rallies.game(11, 10) + [.home], Self.timeoutAt21).isTechnicalTimeout)
    let secondSet = Self.summary(Rallies.game(25, 10) + Rallies.game(3, 18), Self.timeoutAt21)
    #expect(secondSet.isTechnicalTimeout && secondSet.gameNumber == 2)
    #expect(!Self.summary(Self.oneAll + Rallies.game(11, 10), Self.timeoutAt21).isTechnicalTimeout)
    #expect(!Self.summary(Rallies.game(11, 10), Self.everyThree).isTechnicalTimeout, "none unless set")
  }

  @Test("a technical timeout alone, where ends do not change with it")
  func technicalTimeoutAlone() {
    let style = Self.style { $0.technicalTimeoutAt = 20 }
    let summary = Self.summary(Rallies.game(10, 10), style)
    #expect(summary.isTechnicalTimeout && !summary.changeEnds)
    #expect(MatchView(summary, style: style).callout == "Technical timeout")
  }

  /// Each doubles side's players take turns to serve.
  static let turns = style { $0.teamServersTakeTurns = true }

  /// Who serves after each rally of `text`, as side and player (`H0`, `A1`).
  static func servers(_ text: String, choices: MatchChoices = MatchChoices()) -> [String] {
    let rallies = Rallies.decode(text)
    return (0...rallies.count).map { count in
      let summary = Self.summary(Array(rallies.prefix(count)), Self.turns, doubles: true, choices: choices)
      return "\(summary.server == .home ? "H" : "A")\(summary.serverIndex.map(String.init) ?? "-")"
    }
  }

  @Test("a side that regains the serve sends in the player who did not serve its last turn")
  func serversTakeTurns() {
    #expect(Self.servers("HAHAHA") == ["H0", "H0", "A0", "H1", "A1", "H0", "A0"])
    #expect(Self.servers("AAHH") == ["H0", "A0", "A0", "H1", "H1"], "winning a rally keeps the server")
  }

  @Test("each side chooses its first server before the set; the order holds for the set")
  func firstServersChosen() {
    var choices = MatchChoices()
    choices.record(.server(.home, player: 1), inPart: 1)
    choices.record(.server(.away, player: 1), inPart: 1)
    #expect(Self.servers("HAHA", choices: choices) == ["H1", "H1", "A1", "H0", "A0"])
    let open = Self.summary([], Self.turns, doubles: true).openChoices
    #expect(
      open == [OpenChoice(.servingSide, .home), OpenChoice(.server, .home), OpenChoice(.server, .away)])
    #expect(Self.summary([], Self.turns).serverIndex == nil, "singles name no player")
  }

  @Test("a new set starts the turns again from the servers chosen for it")
  func turnsRestartEachSet() {
    var choices = MatchChoices()
    choices.record(.server(.away, player: 1), inPart: 2)
    let second = Self.summary(Rallies.game(25, 10), Self.turns, doubles: true, choices: choices)
    #expect(second.server == .away && second.serverIndex == 1)
    #expect(second.openChoices == [OpenChoice(.server, .away), OpenChoice(.server, .home)])
  }

  @Test("where each set's serving side is chosen, the choice opens it; else the sides alternate")
  func servingSideEachSet() {
    let style = Self.style { $0.choosesServingSideEachGame = true }
    let alternate = Self.summary(Rallies.game(25, 10), style)
    #expect(alternate.server == .away && alternate.openChoices == [OpenChoice(.servingSide, .away)])
    var choices = MatchChoices()
    choices.record(.servingSide(.home), inPart: 2)
    #expect(Self.summary(Rallies.game(25, 10), style, choices: choices).server == .home)
    #expect(Self.summary(Rallies.game(25, 10), Self.style { _ in }, choices: choices).server == .away)
  }
}
