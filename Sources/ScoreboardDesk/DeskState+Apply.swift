extension DeskState {
  /// Changes the desk by `action`, or throws why the desk refuses it, leaving it unchanged: every
  /// action is checked whole before anything changes, so a caller may apply it in place.
  public mutating func apply(_ action: DeskAction) throws(DeskRefusal) {
    switch action {
    case .imported(let events, let rest): try importEvents(events, rest: rest)
    case .courtOpened(let court): openCourt(court)
    case .assigned(let id, let court, let at): try assign(id, to: court, at: at)
    case .handedBack(let id, let refused): try handBack(id, refused: refused)
    case .signedOff(let id, let score, let at): try signOff(id, score, at: at)
    case .corrected(let id, let score, let reason): try correct(id, score, reason: reason)
    case .held(let id, let isHeld):
      try queued(id)
      matches[id - 1].isHeld = isHeld
    case .moved(let id, let position):
      try queued(id)
      queue.removeAll { $0 == id }
      queue.insert(id, at: min(max(0, position), queue.count))
    case .courtBlocked(let court, let isBlocked):
      openCourt(court)
      courts[courts.firstIndex { $0.name == court }!].isBlocked = isBlocked
    case .autoAssign(let isOn): assignsAutomatically = isOn
    }
  }

  private mutating func importEvents(_ new: [DeskEvent], rest: Double) throws(DeskRefusal) {
    guard !new.isEmpty else { throw DeskRefusal("no event to import") }
    var names = Set(events.map(\.name))
    for event in new {
      guard names.insert(event.name).inserted else {
        throw DeskRefusal("the event \(event.name) is already drawn")
      }
      if let placement = event.placement, placement.sorted() != event.entries.map(\.name).sorted() {
        throw DeskRefusal("the lots of the event \(event.name) do not place each of its entries once")
      }
      guard event.entries.count >= event.draw.minimumEntries else {
        throw DeskRefusal(
          "the event \(event.name) has \(event.entries.count) entries; \(event.draw.csvName) needs at least "
            + "\(event.draw.minimumEntries)")
      }
    }
    let firstNew = matches.count
    for event in new {
      events.append(event)
      matches += DrawMaker.matches(of: event, firstID: matches.count + 1)
    }
    let order = Dictionary(uniqueKeysWithValues: events.enumerated().map { ($1.name, $0) })
    queue += matches[firstNew...].sorted { a, b in
      (a.stage, order[a.event] ?? 0, a.id) < (b.stage, order[b.event] ?? 0, b.id)
    }.map(\.id)
    restSeconds = rest
  }

  private mutating func openCourt(_ court: String) {
    if self.court(court) == nil { courts.append(DeskCourt(name: court)) }
  }

  private mutating func assign(_ id: Int, to court: String, at: Double) throws(DeskRefusal) {
    let match = try queued(id)
    openCourt(court)
    let index = courts.firstIndex { $0.name == court }!
    if let busy = courts[index].match { throw DeskRefusal("court \(court) already has match \(busy)") }
    guard !courts[index].isBlocked else { throw DeskRefusal("court \(court) is blocked") }
    guard isReady(match, at: at) else { throw DeskRefusal("match \(id) is not ready: \(call(match))") }
    matches[id - 1].status = .onCourt(court, since: at)
    courts[index].match = id
    courts[index].handedBack = nil
    queue.removeAll { $0 == id }
  }

  private mutating func handBack(_ id: Int, refused: Bool) throws(DeskRefusal) {
    guard let match = match(id), let court = match.court else {
      throw DeskRefusal("match \(id) is not on a court")
    }
    matches[id - 1].status = .queued
    if refused { matches[id - 1].refusedBy.append(court) }
    let index = courts.firstIndex { $0.name == court }!
    courts[index].match = nil
    courts[index].handedBack = refused ? nil : id
    queue.insert(id, at: 0)
  }

  private mutating func signOff(_ id: Int, _ score: DeskScore, at: Double) throws(DeskRefusal) {
    guard let match = match(id), let court = match.court else {
      throw DeskRefusal("match \(id) is not on a court")
    }
    for player in players(of: match) { lastPlayed[player] = at }
    matches[id - 1].status = .finished(score, court: court, at: at)
    courts[courts.firstIndex { $0.name == court }!].match = nil
  }

  private mutating func correct(_ id: Int, _ score: DeskScore, reason: String) throws(DeskRefusal) {
    guard let match = match(id), case .finished(let old, let court, let at) = match.status else {
      throw DeskRefusal("match \(id) has no result to correct")
    }
    guard !reason.trimmed.isEmpty else { throw DeskRefusal("a correction needs a reason") }
    // A knockout result reaches the draw through its winner; a group's, through the whole table.
    let reachesDraw = match.group == nil ? score.winner != old.winner : score != old
    if reachesDraw,
      let started = matches.first(where: { dependsOnResult(of: match, $0) && $0.status != .queued })
    {
      throw DeskRefusal(
        "match \(id)'s result can no longer change: match \(started.id) (\(started.round)) it leads to has begun"
      )
    }
    matches[id - 1].status = .finished(score, court: court, at: at)
    matches[id - 1].corrections.append(reason.trimmed)
  }

  /// Whether `later`'s entries may change with `match`'s result: it takes the winner, or the
  /// places of the group `match` was played in.
  private func dependsOnResult(of match: DeskMatch, _ later: DeskMatch) -> Bool {
    [later.home, later.away].contains { slot in
      switch slot {
      case .winner(let id): return id == match.id
      case .group(let group, _): return later.event == match.event && group == match.group
      case .entry, .bye: return false
      }
    }
  }

  /// Match `id` when it is queued; else why not.
  @discardableResult
  private func queued(_ id: Int) throws(DeskRefusal) -> DeskMatch {
    guard let match = match(id) else { throw DeskRefusal("there is no match \(id)") }
    guard match.status == .queued else {
      throw DeskRefusal("match \(id) is \(match.isFinished ? "finished" : "on court \(match.court ?? "")")")
    }
    return match
  }
}
