import Foundation
import Scoreboard
import ScoreboardServe
import ScoreboardVenue
import ScoreboardVenueServe
import Synchronization
import Testing

@Suite("serve --venue: a crafted row is left out with one notice", .serialized)
struct VenueHostileRowTests {
  @Test("a court whose start row has a period of Int64.min is skipped once; the other court is served")
  func craftedStartRow() async throws {
    let (server, address) = try await venueDatabase()
    defer { server.destroy() }
    let basketball = Game(scoreboard: ScoreboardState(rules: .defaults(for: .basketball)))
    let court = try await ShippedCourt("1", venue: address, game: basketball)
    court.play(.scoreboard(.add(.home, points: 2)))
    let stored = { try server.psql("SELECT count(*) FROM records WHERE court = '1' AND kind = 'record'") }
    #expect(try await eventually { try stored() == "1" })
    _ = try server.psql(
      """
      CREATE ROLE keeper LOGIN;
      GRANT SELECT, INSERT ON ALL TABLES IN SCHEMA public TO keeper;
      GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO keeper;
      INSERT INTO court_keepers (court, keeper) VALUES ('*', 'keeper');
      SET ROLE keeper;
      INSERT INTO courts (name) VALUES ('2');
      INSERT INTO matches (court, journal, number, sport, home, away, players, started_at)
        SELECT '2', journal, number, sport, home, away, players, started_at FROM matches WHERE court = '1';
      INSERT INTO records (court, journal, seq, kind, match_id, recorded_at, record, summary)
        SELECT '2', r.journal, r.seq, r.kind, m.id, r.recorded_at,
          regexp_replace(r.record, '"period":1([,}])', '"period":-9223372036854775808\\1'), r.summary
        FROM records r, matches m WHERE r.court = '1' AND r.kind = 'start' AND m.court = '2';
      """)
    let crafted = try server.psql("SELECT record FROM records WHERE court = '2'")
    #expect(crafted.contains("\"period\":-9223372036854775808"))
    let skipped = Mutex<[String]>([])
    let feed = VenueFeed(address: address) { row in skipped.withLock { $0.append(row) } }
    feed.start()
    defer { feed.stop() }
    await feed.refresh()
    await feed.refresh("2")
    await feed.refresh()
    #expect(feed.reading(of: "1")?.state.game.present.scoreboard.home.score == 2)
    let notices = skipped.withLock { $0 }
    #expect(notices.count == 1, "\(notices)")
    #expect(notices.first?.contains("court 2") == true)
    #expect(notices.first?.contains("period -9223372036854775808 is outside 1...999") == true, "\(notices)")
    #expect(feed.skippedRows == notices)
    court.play(.scoreboard(.add(.away, points: 3)))
    #expect(await eventually { feed.reading(of: "1")?.state.game.present.scoreboard.away.score == 3 })
    await court.close()
  }
}
