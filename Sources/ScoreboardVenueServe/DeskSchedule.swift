import ScoreboardDesk

/// What `/schedule` draws and `/schedule.json` sends: every court with the match on it and its on
/// deck 1 and 2, and the queue in order, each match ready or waiting (for whom).
///
/// ```swift
/// let schedule = DeskSchedule(desk, at: Date().timeIntervalSince1970)
/// schedule.courts.first?.match?.call  // "Open, Semi-final: Ann v Di"
/// ```
public struct DeskSchedule: Encodable, Equatable, Sendable {
  /// One match as a call names it.
  public struct Call: Encodable, Equatable, Sendable {
    /// The match's number in the tournament.
    public var id: Int
    /// Its event.
    public var event: String
    /// Its round (`Semi-final`, `Group A, round 2`).
    public var round: String
    /// The home side: the entry, or who it will be (`winner of match 1`).
    public var home: String
    /// The away side, the same way.
    public var away: String
    /// The whole call: `Open, Semi-final: Ann v Di`.
    public var call: String

    /// `match` as `desk` calls it.
    init(_ match: DeskMatch, in desk: DeskState) {
      id = match.id
      event = match.event
      round = match.round
      home = desk.describe(match.home, event: match.event)
      away = desk.describe(match.away, event: match.event)
      call = desk.call(match)
    }
  }

  /// One court of the desk.
  public struct Court: Encodable, Equatable, Sendable {
    /// Its name (`C1`).
    public var name: String
    /// Whether the desk blocked it.
    public var blocked: Bool
    /// The match on it, or `nil` when it is free.
    public var match: Call?
    /// When that match was called to it, in seconds since 1970.
    public var since: Double?
    /// What it plays next as the queue stands: on deck 1, then 2.
    public var onDeck: [Call]
  }

  /// One match of the queue.
  public struct Queued: Encodable, Equatable, Sendable {
    /// The match.
    public var match: Call
    /// Whether a free court would take it now.
    public var ready: Bool
    /// `ready`, `waiting for winner of match 1`, `held`, `resting`, `a player is on court`.
    public var readiness: String
  }

  /// Whether the venue has a tournament (anything imported); the rest is empty without one.
  public var tournament: Bool
  /// Whether free courts take the next ready match by themselves.
  public var autoAssign: Bool
  /// The time it was made at, in seconds since 1970: a page runs the minutes on court on from it.
  public var asOf: Double
  /// The courts, in the order the desk first saw them.
  public var courts: [Court]
  /// The head of the queue: the first ``shownQueue`` queued matches, in the order they are offered
  /// to the courts.
  public var queue: [Queued]
  /// How many matches the whole queue holds (more than ``queue`` lists in a large tournament).
  public var queued: Int

  /// How many matches of the queue a schedule lists: a tournament of thousands of matches sends its
  /// pages the head of the queue on each change, not the whole of it.
  public static let shownQueue = 100

  /// The schedule of `desk` at `now` (seconds since 1970).
  public init(_ desk: DeskState, at now: Double) {
    tournament = !desk.events.isEmpty
    autoAssign = desk.assignsAutomatically
    asOf = now
    courts = desk.courts.map { court in
      let match = court.match.flatMap(desk.match)
      var since: Double?
      if case .onCourt(_, let called) = match?.status { since = called }
      return Court(
        name: court.name, blocked: court.isBlocked, match: match.map { Call($0, in: desk) }, since: since,
        onDeck: desk.onDeck(for: court.name).map { Call($0, in: desk) })
    }
    queued = desk.queue.count
    queue = desk.queue.prefix(Self.shownQueue).compactMap(desk.match).map { match in
      Queued(
        match: Call(match, in: desk), ready: desk.isReady(match, at: now),
        readiness: DeskText.readiness(of: match, in: desk, at: now))
    }
  }

  /// Whether `other` shows the same, whenever each was made.
  func showsTheSame(as other: DeskSchedule) -> Bool {
    var stamped = other
    stamped.asOf = asOf
    return self == stamped
  }
}
