import Scoreboard
import Testing

@Suite("Tennis doubles (ITF Rules of Tennis, rules 14 and 15)")
struct TennisDoublesTests {
  typealias F = TennisFixture

  /// Who serves and who receives after `script`, Ann/Bob against Cy/Di: `"Ann>Cy"`.
  static func pair(_ script: String) -> String {
    let start = ScoreboardState(homeName: "Ann/Bob", awayName: "Cy/Di", rules: .defaults(for: .tennis))
    let board = ScoreboardState.reducer.reduced(start, F.points(script).map { .add($0, points: 1) })
    let match = board.match
    return "\(match.serverPlayer?.player ?? "-")>\(match.receiverPlayer?.player ?? "-")"
  }

  @Test("ITF rule 14: each pair's players serve its games in turn: Ann, Cy, Bob, Di, Ann")
  func orderOfService() {
    let servers = ["", "H", "HA", "HAH", "HAHA"].map { Self.pair(F.loveGames($0)).prefix { $0 != ">" } }
    #expect(servers == ["Ann", "Cy", "Bob", "Di", "Ann"])
  }

  @Test(
    "ITF rule 15: each receiver keeps a court for the set: the first point to the right (Cy), the next to the left (Di)"
  )
  func orderOfReceiving() {
    #expect(Self.pair("") == "Ann>Cy")
    #expect(Self.pair("H") == "Ann>Di")
    #expect(Self.pair("HH") == "Ann>Cy")
  }

  @Test(
    "ITF rules 5b and 14: in the tiebreak the turns go on point by point: Ann, Cy, Cy, Bob, Bob, Di, Di, Ann")
  func tiebreak() {
    let sixAll = F.loveGames("HAHAHAHAHAHA")
    let servers = (0...7).map { Self.pair(sixAll + String("HAHAHAH".prefix($0))).prefix { $0 != ">" } }
    #expect(servers == ["Ann", "Cy", "Cy", "Bob", "Bob", "Di", "Di", "Ann"])
  }

  @Test("singles tennis names no players")
  func singles() {
    let board = ScoreboardState(rules: .defaults(for: .tennis))
    #expect(board.match.serverPlayer == nil && board.match.server == .home)
  }
}
