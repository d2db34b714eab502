import Scoreboard
import Testing

/// Issue 29: the screen reader's lines and the umpire's calls, one sport-neutral summary fed by the
/// sports' own words. Home serves first everywhere.
@Suite("match announcements: lines and calls (issue 29)")
struct MatchAnnouncementTests {
  @Test("ITF rule 5a: a game called server first, fifteen-thirty, deuce, advantage Federer, game Federer")
  func tennisGame() {
    var match = AnnouncementRecorder(TennisFixture.rules(), home: "Nadal", away: "Federer")
    let calls = match.play("H A A H H A A A")
    #expect(
      calls == [
        "fifteen-love", "fifteen all", "fifteen-thirty", "thirty all", "forty-thirty", "deuce",
        "advantage Federer", "Game Federer",
      ])
  }

  @Test("ITF rule 5a: in the second game the receiver serves, so his score is called first")
  func tennisServerFirst() {
    var match = AnnouncementRecorder(TennisFixture.rules(), home: "Nadal", away: "Federer")
    match.play("HHHH")
    #expect(match.play("H H A") == ["love-fifteen", "love-thirty", "fifteen-thirty"])
  }

  @Test("ITF rule 5b: a tiebreak is called in points with the leader's name")
  func tennisTiebreak() {
    var match = AnnouncementRecorder(TennisFixture.rules(), home: "Nadal", away: "Federer")
    match.play(TennisFixture.loveGames("HAHAHAHAHAHA"))
    #expect(match.play("H A") == ["1-0 Nadal", "1 all"])
  }

  @Test("ITF rules 6 and 7: the last game of a set and of the match are called with them")
  func tennisSetAndMatch() {
    var match = AnnouncementRecorder(TennisFixture.rules(), home: "Nadal", away: "Federer")
    #expect(match.play(TennisFixture.loveGames("HHHHHH")).last == "Game and set Nadal")
    #expect(match.play(TennisFixture.loveGames("HHHHHH")).last == "Game, set and match Nadal")
  }

  @Test("the screen reader's line: the score line with the call of the moment and the winner")
  func tennisLines() {
    var match = AnnouncementRecorder(TennisFixture.rules(), home: "Nadal", away: "Federer")
    match.play("HAA")
    #expect(match.line == "Nadal 15 : 30 Federer, sets 0 : 0, games 0 : 0")
    match.play("A")
    #expect(match.line == "Nadal 15 : 40 Federer, sets 0 : 0, games 0 : 0, Break point Federer")
    match.play("HH")
    #expect(match.line == "Nadal 40 : 40 Federer, sets 0 : 0, games 0 : 0, Deuce")
    match.play("AA" + TennisFixture.loveGames("AAAAA") + TennisFixture.loveGames("AAAAAA"))
    #expect(match.line == "Nadal 0 : 2 Federer, sets 0 : 2, games 0 : 6, Federer wins")
  }

  @Test("BWF Laws 10 and 16.2.1: the server's score first, service over, the interval at 11, game point")
  func badminton() {
    var match = AnnouncementRecorder(SportRules.badminton, home: "Lin", away: "Lee")
    #expect(match.play("H A A") == ["1-0", "Service over, 1-1", "2-1"])
    #expect(match.play("H") == ["Service over, 2-2"])
    match.play("HHHHHHHH")
    #expect(match.play("H") == ["11-2, interval"])
    match.play("HHHHHHHH")
    #expect(match.calls.last == "19-2")
    #expect(match.play("H H") == ["20-2, game point", "Game Lin"])
  }

  @Test("ITTF 2.13.3: the serve passes after two points with no call of it; the new server's score first")
  func tableTennis() {
    var match = AnnouncementRecorder(SportRules.tableTennis, home: "Ma", away: "Fan")
    #expect(match.play("H H A") == ["1-0", "0-2", "1-2"])
  }

  @Test("USA Pickleball rule 4.B: the three-number call, with side out and second server")
  func pickleball() {
    let rules = SportRules.defaults(for: .pickleball)
    var match = AnnouncementRecorder(rules, home: "Ann/Bob", away: "Cy/Di")
    #expect(match.play("H A") == ["1-0-2", "0-1-1, side out"])
  }

  @Test("a timed sport calls the period's start, each score with its word, and the period's end")
  func basketball() {
    var match = AnnouncementRecorder(SportRules.defaults(for: .basketball), home: "Bulls", away: "Jazz")
    #expect(match.send(.timed(.startStop(at: .zero))) == "Q1 started")
    #expect(match.send(.add(.home, points: 3)) == "Three-pointer Bulls, 3 : 0")
    #expect(match.send(.add(.away, points: 2)) == "Basket Jazz, 3 : 2")
    #expect(match.line == "Bulls 3 : 2 Jazz, Q1")
    #expect(match.send(.timed(.tick(at: .seconds(30)))) == nil, "a tick of the clock says nothing")
    #expect(match.send(.timed(.tick(at: .seconds(601)))) == "End of Q1, 3 : 2")
    #expect(match.send(.timed(.timeout(.away))) == "Timeout Jazz")
  }

  @Test("soccer's goals are called as goals")
  func soccerGoal() {
    var match = AnnouncementRecorder(SportRules.defaults(for: .soccer), home: "Ajax", away: "PSV")
    #expect(match.send(.add(.away, points: 1)) == "Goal PSV, 0 : 1")
  }

  @Test("an undo is called as a correction with the score it leaves")
  func undo() {
    var match = AnnouncementRecorder(TennisFixture.rules(), home: "Nadal", away: "Federer")
    match.play("HH")
    #expect(match.send(.undo) == "Correction, fifteen-love")
  }

  @Test("the clock is announced at each whole minute played and each second of its last ten, not between")
  func clockAnnouncements() {
    var clock = GameClock(length: .seconds(120), direction: .down)
    clock.start(at: .zero)
    func moved(to seconds: Double) -> Bool {
      let before = clock
      _ = clock.advance(to: .milliseconds(Int64(seconds * 1000)))
      return MatchAnnouncement.announcesClock(from: before, to: clock)
    }
    #expect(!moved(to: 30))
    #expect(!moved(to: 59.9))
    #expect(moved(to: 60))
    #expect(!moved(to: 61))
    #expect(!moved(to: 109.5))
    #expect(moved(to: 110.2), "9.8 s left: the tenth second from the end")
    #expect(!moved(to: 110.4), "still 9.x s left")
    #expect(moved(to: 111.1))
  }
}
