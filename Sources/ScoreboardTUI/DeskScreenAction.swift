import ScoreboardDesk
import StateStore

/// What changes the desk's screen: the desk read from the venue, and the keys.
public enum DeskScreenAction: Equatable, Sendable {
  /// The desk read at `at` (seconds since 1970): new calls, and second calls now due, are noted.
  case deskRead(DeskState, at: Double)
  /// What the venue says of each court's keeper and board, by court.
  case courtsWatched([String: DeskCourtWatch])
  /// What the status line says (a refusal, the venue's state), or `nil` for nothing.
  case noticeChanged(String?)
  /// The arrows move in another pane.
  case paneChanged(DeskScreenState.Pane)
  /// A match of the queue picked.
  case matchPicked(Int)
  /// A court picked.
  case courtPicked(String)
  /// A call by hand begins, of the match to the court, or its court changes; `nil` ends it.
  case callingChanged(DeskScreenState.Calling?)
  /// The help box up or down.
  case helpShown(Bool)
  /// The draws scrolled by this many lines (down when positive), no further than their last line.
  case drawsScrolled(Int)
}

extension DeskScreenState {
  /// The desk screen's reducer.
  public static let reducer = Reducer<DeskScreenState, DeskScreenAction>.plain { state, action in
    switch action {
    case .deskRead(let desk, let now):
      state.noteCalls(in: desk, at: now)
      state.desk = desk
      state.hasRead = true
      state.keepPicks()
    case .courtsWatched(let watches):
      state.watches = watches
    case .noticeChanged(let notice):
      state.notice = notice
    case .paneChanged(let pane):
      state.pane = pane
      state.keepPicks()
    case .matchPicked(let id):
      state.pickedMatch = id
    case .courtPicked(let name):
      state.pickedCourt = name
    case .callingChanged(let calling):
      state.calling = calling
    case .helpShown(let shows):
      state.showsHelp = shows
    case .drawsScrolled(let lines):
      let last = max(0, DeskText.draws(state.desk).count - 1)
      state.drawsOffset = min(last, max(0, state.drawsOffset + lines))
    }
  }

  /// Keeps the picked match and court where they still are, else picks the first of each.
  mutating func keepPicks() {
    if pickedMatch.map({ !desk.queue.contains($0) }) ?? true { pickedMatch = desk.queue.first }
    if pickedCourt.map({ desk.court($0) == nil }) ?? true { pickedCourt = desk.courts.first?.name }
    if let calling, desk.match(calling.match)?.status != .queued { self.calling = nil }
  }

  /// Notes the calls `desk` shows that were not seen yet (each match on a court, at its call's
  /// time), and the second calls due at `now` for matches that have not begun (no point on the
  /// court's board). Calls found at the first read are not live.
  mutating func noteCalls(in desk: DeskState, at now: Double) {
    var nextID = (calls.last?.id ?? 0) + 1
    for match in desk.matches {
      guard case .onCourt(let court, let since) = match.status else { continue }
      let made = calls.contains {
        $0.match == match.id && $0.court == court && $0.kind == .first && $0.at == since
      }
      if !made {
        calls.append(
          DeskCall(
            id: nextID, match: match.id, court: court, at: since, kind: .first, text: desk.call(match),
            spoken: DeskCall.spoken(match, court: court, in: desk, kind: .first), isLive: hasRead))
        nextID += 1
      }
      let second = since + secondCallSeconds
      let secondMade = calls.contains {
        $0.match == match.id && $0.court == court && $0.kind == .second && $0.at == second
      }
      if now >= second, !secondMade, !hasBegun(match.id, on: court) {
        calls.append(
          DeskCall(
            id: nextID, match: match.id, court: court, at: second, kind: .second, text: desk.call(match),
            spoken: DeskCall.spoken(match, court: court, in: desk, kind: .second), isLive: hasRead))
        nextID += 1
      }
    }
    if calls.count > Self.callsKept { calls.removeFirst(calls.count - Self.callsKept) }
  }
}
