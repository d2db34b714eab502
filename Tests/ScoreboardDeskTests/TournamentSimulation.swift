import PropertyBased
import Scoreboard

@testable import ScoreboardDesk

/// A tournament played out on a simulated clock: random events drawn from a shared pool of
/// players, courts whose keepers take the next ready match, play it for a random time, and now
/// and then hand it back unplayed (a keeper that dies). Checks the queue's rules after every
/// action and counts what happened.
struct TournamentSimulation {
  /// A broken rule, in words.
  var violations: [String] = []
  /// How often each match was signed off.
  var signOffs: [Int: Int] = [:]
  /// The matches the draws should have made, by the formulas of each draw.
  var expectedMatches = 0
  /// The desk at the end.
  var desk = DeskState()
  /// Whether every match was played before the step limit.
  var finished = false

  private var random: Xoshiro
  private var now: Double = 0
  private var endsAt: [String: Double] = [:]
  private var lastOff: [String: Double] = [:]

  init(seed: UInt64) {
    random = Xoshiro(seed: (seed, ~seed, 0x9E37_79B9_7F4A_7C15, 0xBF58_476D_1CE4_E5B9))
  }

  /// Runs one tournament.
  mutating func run() {
    let pool = (1...12).map { "P\($0)" }
    var events: [DeskEvent] = []
    for index in 0..<int(1...3) {
      let kinds: [DrawKind] = [.knockout, .roundRobin, .groups(2)]
      let draw = kinds[int(0...2)]
      let pairs = int(0...1) == 1
      let count = int(draw.minimumEntries...(pairs ? 6 : 8))
      var names = pool.shuffled(using: &random)
      let entries = (0..<count).map { rank in
        let name = pairs ? "\(names.removeFirst())/\(names.removeFirst())" : names.removeFirst()
        return DeskEntry(name: name, seed: rank < 2 ? rank + 1 : nil)
      }
      events.append(
        DeskEvent(name: "E\(index)", rules: .defaults(for: .badminton), draw: draw, entries: entries))
      expectedMatches += Self.matchCount(draw, count)
    }
    let courts = (1...int(1...5)).map { "C\($0)" }
    let rest = Double(int(0...3) * 100)
    do {
      try desk.apply(.imported(events, rest: rest))
      for court in courts { try desk.apply(.courtOpened(court)) }
    } catch {
      violations.append("import refused: \(error)")
      return
    }
    for _ in 0..<20_000 {
      if desk.isOver {
        finished = true
        break
      }
      for court in courts { fill(court, rest: rest) }
      guard let (court, end) = endsAt.min(by: { $0.value < $1.value }) else {
        now += 50
        continue
      }
      now = max(now, end)
      endsAt[court] = nil
      finish(court)
      check()
    }
  }

  private mutating func fill(_ court: String, rest: Double) {
    guard let match = desk.assignment(for: court, at: now) else { return }
    for player in desk.players(of: match) where (lastOff[player].map { now - $0 < rest } ?? false) {
      violations.append("\(player) called at \(now) after leaving court at \(lastOff[player]!)")
    }
    apply(.assigned(match: match.id, court: court, at: now))
    endsAt[court] = now + Double(int(60...900))
  }

  private mutating func finish(_ court: String) {
    guard let id = desk.court(court)?.match, let match = desk.match(id) else {
      violations.append("court \(court) ended a match it did not have")
      return
    }
    if int(0...9) == 0 {
      apply(.handedBack(match: id, refused: false))
      return
    }
    for player in desk.players(of: match) { lastOff[player] = now }
    let winner: Side = int(0...1) == 0 ? .home : .away
    apply(.signedOff(match: id, DeskFixtures.win(winner), at: now))
    signOffs[id, default: 0] += 1
  }

  private mutating func apply(_ action: DeskAction) {
    do {
      try desk.apply(action)
    } catch {
      violations.append("\(action) refused: \(error)")
    }
  }

  /// A number in `range`, from the seeded generator.
  private mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &random)
  }

  /// The queue's rules, checked on the desk as it stands.
  private mutating func check() {
    let held = desk.courts.compactMap(\.match)
    if Set(held).count != held.count { violations.append("a match on two courts: \(held)") }
    for court in desk.courts {
      if let id = court.match, desk.match(id)?.court != court.name {
        violations.append("court \(court.name) holds match \(id), which is elsewhere")
      }
    }
    let players = held.compactMap(desk.match).flatMap(desk.players)
    if Set(players).count != players.count { violations.append("a player on two courts: \(players)") }
  }

  /// The matches a draw of `entries` makes: a knockout one fewer than its entries, a round robin
  /// every pair, groups their round robins and a knockout of the winners and runners-up.
  static func matchCount(_ draw: DrawKind, _ entries: Int) -> Int {
    switch draw {
    case .knockout: return entries - 1
    case .roundRobin: return entries * (entries - 1) / 2
    case .groups(let count):
      let sizes = (0..<count).map { group in entries / count + (group < entries % count ? 1 : 0) }
      return sizes.map { $0 * ($0 - 1) / 2 }.reduce(0, +) + 2 * count - 1
    }
  }
}
