import Scoreboard

extension DeskState {
  /// The entry playing `slot`, once the draw knows it: a winner once its match is signed off, a
  /// group's place once every match of the group is.
  public func entry(_ slot: DeskSlot, event: String) -> String? {
    switch slot {
    case .entry(let name): return name
    case .bye: return nil
    case .winner(let id):
      guard let match = match(id), let score = match.score else { return nil }
      return entry(match.slot(score.winner), event: match.event)
    case .group(let group, let place):
      let table = standings(event: event, group: group)
      guard table.isComplete, table.entries.indices.contains(place - 1) else { return nil }
      return table.entries[place - 1]
    }
  }

  /// The entries of `match` on each side, where known.
  public func entries(of match: DeskMatch) -> SidePair<String?> {
    SidePair(home: entry(match.home, event: match.event), away: entry(match.away, event: match.event))
  }

  /// Who a slot will be, in words: the entry, or `winner of match 3`, `group A winner`.
  public func describe(_ slot: DeskSlot, event: String) -> String {
    if let name = entry(slot, event: event) { return name }
    switch slot {
    case .entry(let name): return name
    case .bye: return "bye"
    case .winner(let id): return "winner of match \(id)"
    case .group(let group, let place):
      return "group \(DrawMaker.letter(group)) \(place == 1 ? "winner" : "runner-up")"
    }
  }

  /// The call of `match`: `Men's singles, Final: Ann v Bob`.
  public func call(_ match: DeskMatch) -> String {
    "\(match.event), \(match.round): \(describe(match.home, event: match.event)) v "
      + describe(match.away, event: match.event)
  }

  /// The players of both sides of `match`, where known.
  func players(of match: DeskMatch) -> [String] {
    let names = entries(of: match)
    return [names.home, names.away].compactMap { $0 }.flatMap { DeskEntry(name: $0).players }
  }
}
