extension DeskState {
  /// Whether `match` can be called now (`at`, seconds since 1970): queued and not held, both
  /// entries known, none of its players on a court, and each rested since their last match.
  public func isReady(_ match: DeskMatch, at now: Double) -> Bool {
    isReady(match, at: now, busy: playersOnCourt)
  }

  /// Whether `match` can be called at `now` while the players `busy` are on court.
  private func isReady(_ match: DeskMatch, at now: Double, busy: Set<String>) -> Bool {
    guard match.status == .queued, !match.isHeld else { return false }
    let names = entries(of: match)
    guard names.home != nil, names.away != nil else { return false }
    return players(of: match).allSatisfy { player in
      !busy.contains(player) && (lastPlayed[player].map { now - $0 >= restSeconds } ?? true)
    }
  }

  /// The match a free `court` takes at `at`: the first ready match of the queue that its keeper
  /// has not refused, or `nil`. A match the court just handed back comes last: it takes that one
  /// again only when no other is ready for it, so that a match is never left unplayed.
  public func nextMatch(for court: String, at now: Double) -> DeskMatch? {
    let busy = playersOnCourt
    let handedBack = self.court(court)?.handedBack
    var returned: DeskMatch?
    for id in queue {
      guard let match = match(id), !match.refusedBy.contains(court), isReady(match, at: now, busy: busy)
      else {
        continue
      }
      guard id == handedBack else { return match }
      returned = match
    }
    return returned
  }

  /// The match `court` should be given now, when the desk assigns by itself and the court is
  /// free and not blocked; `nil` otherwise.
  public func assignment(for court: String, at now: Double) -> DeskMatch? {
    guard assignsAutomatically, let known = self.court(court), !known.isBlocked, known.match == nil else {
      return nil
    }
    return nextMatch(for: court, at: now)
  }

  /// What `court` plays next, as the queue stands (a forecast: the first court to fall free
  /// takes the first ready match): the queue's matches not held, dealt to the open courts in turn,
  /// so the first open court's on deck 1 is the head of the queue and the second's the match after
  /// it. `count` matches at most; none for a blocked or unknown court.
  public func onDeck(for court: String, count: Int = 2) -> [DeskMatch] {
    let open = courts.filter { !$0.isBlocked }.map(\.name)
    guard let turn = open.firstIndex(of: court) else { return [] }
    let ahead = queue.compactMap(match).filter { !$0.isHeld }
    return stride(from: turn, to: ahead.count, by: open.count).prefix(count).map { ahead[$0] }
  }

  /// The players on a court now.
  var playersOnCourt: Set<String> {
    Set(courts.compactMap(\.match).compactMap(match).flatMap(players))
  }

  /// Whether every match is signed off.
  public var isOver: Bool { !matches.isEmpty && matches.allSatisfy(\.isFinished) }
}
