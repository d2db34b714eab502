/// Makes the matches of an event's draw, numbered from a first id, round by round.
struct DrawMaker {
  /// The event drawn.
  let event: DeskEvent
  /// The next match's id.
  private(set) var nextID: Int
  /// The matches made so far.
  private(set) var matches: [DeskMatch] = []

  /// A maker of `event`'s matches, numbering them from `firstID`.
  init(event: DeskEvent, firstID: Int) {
    self.event = event
    self.nextID = firstID
  }

  /// The matches of `event`'s draw, numbered from `firstID`.
  static func matches(of event: DeskEvent, firstID: Int) -> [DeskMatch] {
    var maker = DrawMaker(event: event, firstID: firstID)
    maker.make()
    return maker.matches
  }

  /// The entries in seed order: the seeded by seed, then the unseeded in the order of the file.
  static func ranked(_ entries: [DeskEntry]) -> [DeskEntry] {
    let seeded = entries.filter { $0.seed != nil }.sorted { $0.seed! < $1.seed! }
    return seeded + entries.filter { $0.seed == nil }
  }

  private mutating func make() {
    let ranked = (event.placement ?? Self.ranked(event.entries).map(\.name)).map { DeskSlot.entry($0) }
    switch event.draw {
    case .knockout:
      knockout(ranked, firstStage: 0)
    case .roundRobin:
      roundRobin(ranked, group: nil, firstStage: 0)
    case .groups(let count):
      var groups = Array(repeating: [DeskSlot](), count: count)
      for (rank, slot) in ranked.enumerated() {
        let row = rank / count
        let column = rank % count
        groups[row.isMultiple(of: 2) ? column : count - 1 - column].append(slot)
      }
      let rounds = groups.map { BergerTable.rounds(players: $0.count).count }.max() ?? 0
      for (index, members) in groups.enumerated() {
        roundRobin(members, group: index, firstStage: 0)
      }
      knockout(Self.groupPlaces(count), firstStage: rounds)
    }
  }

  /// The knockout of `count` groups' winners and runners-up, in seed order: the winners by
  /// group, then the runners-up turned so that no winner meets its own group's runner-up in
  /// the first round.
  static func groupPlaces(_ count: Int) -> [DeskSlot] {
    let winners = (0..<count).map { DeskSlot.group($0, place: 1) }
    let size = KnockoutLines.size(for: 2 * count)
    for turn in 0..<count {
      let runnersUp = (0..<count).map { DeskSlot.group(($0 - turn + count) % count, place: 2) }
      let seeds = winners + runnersUp
      let meetsOwn = (1...count).contains { seed in
        let opponent = size + 1 - seed
        guard opponent <= seeds.count, case .group(let group, _) = seeds[opponent - 1] else { return false }
        return group == seed - 1
      }
      if !meetsOwn { return seeds }
    }
    return winners + (0..<count).map { DeskSlot.group($0, place: 2) }
  }

  /// A knockout of `ranked` (seed order), its first round at `firstStage`.
  private mutating func knockout(_ ranked: [DeskSlot], firstStage: Int) {
    let size = KnockoutLines.size(for: ranked.count)
    var lines = KnockoutLines.seeds(size: size).map { seed in seed <= ranked.count ? ranked[seed - 1] : .bye }
    var stage = firstStage
    while lines.count > 1 {
      let round = KnockoutLines.roundName(remaining: lines.count)
      lines = stride(from: 0, to: lines.count, by: 2).map { line in
        let (home, away) = (lines[line], lines[line + 1])
        if home == .bye { return away }
        if away == .bye { return home }
        return .winner(of: add(round: round, stage: stage, group: nil, home: home, away: away))
      }
      stage += 1
    }
  }

  /// A round robin of `members` (numbered in that order) by the Berger table.
  private mutating func roundRobin(_ members: [DeskSlot], group: Int?, firstStage: Int) {
    for (index, pairs) in BergerTable.rounds(players: members.count).enumerated() {
      let round = group.map { "Group \(Self.letter($0)), round \(index + 1)" } ?? "Round \(index + 1)"
      for pair in pairs {
        add(
          round: round, stage: firstStage + index, group: group, home: members[pair.home - 1],
          away: members[pair.away - 1])
      }
    }
  }

  /// Adds a match and returns its id.
  @discardableResult
  private mutating func add(round: String, stage: Int, group: Int?, home: DeskSlot, away: DeskSlot) -> Int {
    let id = nextID
    nextID += 1
    matches.append(
      DeskMatch(id: id, event: event.name, round: round, stage: stage, group: group, home: home, away: away))
    return id
  }

  /// The letter of group `index`: A for 0.
  static func letter(_ index: Int) -> String {
    String(UnicodeScalar(UInt8(65 + index % 26)))
  }
}
