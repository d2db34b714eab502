import FoundationEssentials

/// One thing that happened in the match, typed, as overlays, webhooks and `log --events` read it:
/// derived once from the step of the timeline its journal record made (``MatchEventLedger``).
///
/// A record gives at most one event of each name, so `"\(record):\(name)"` (``id``) names an event
/// for good: a receiver drops a repeat by it, and an ``Name/undo`` lists in ``retracts`` the ids of
/// the events it takes back.
///
/// ```json
/// {"id":"12:game_won","name":"game_won","record":12,"side":"home",
///  "score":{"home":"0","away":"0","standings":[{"label":"sets","home":0,"away":0},...]},
///  "time":"2026-05-01T14:03:07.120Z","retracts":[]}
/// ```
public struct MatchEvent: Codable, Equatable, Hashable, Sendable {
  /// What happened.
  public var name: Name
  /// The number of the journal record whose step made the event.
  public var record: UInt64
  /// The side the event is about (the side that won the point, has set point, took the timeout),
  /// or `nil` when it is about neither or both.
  public var side: Side?
  /// The score after the record.
  public var score: EventScore
  /// When the record was written, where the journal says.
  public var time: Date?
  /// For ``Name/undo``: the ids of the events of the steps it undid; empty for the others.
  public var retracts: [String]

  /// An event named `name` of record `record`, about `side`, with the score after it.
  public init(
    _ name: Name, record: UInt64, side: Side? = nil, score: EventScore, time: Date? = nil,
    retracts: [String] = []
  ) {
    self.name = name
    self.record = record
    self.side = side
    self.score = score
    self.time = time
    self.retracts = retracts
  }

  /// The event's lasting name: its record and its name, `12:game_won`.
  public var id: String { "\(record):\(name.rawValue)" }

  /// The names of match events, as they are written (`game_point`).
  public enum Name: String, Codable, Hashable, Sendable, CaseIterable {
    /// A point won, in any sport (a basket, a goal, a rally); one event however many a record won.
    case point
    /// A side (or both) wins the game with the next point; from the point it begins.
    case pointForGame = "game_point"
    /// A side wins the set with the next point.
    case pointForSet = "set_point"
    /// A side wins the match with the next point.
    case pointForMatch = "match_point"
    /// The receiver wins the game with the next point, breaking serve.
    case pointForBreak = "break_point"
    /// A game won.
    case gameWon = "game_won"
    /// A set won.
    case setWon = "set_won"
    /// The match won.
    case matchWon = "match_won"
    /// A tiebreak begins.
    case tiebreak
    /// The sides change ends.
    case changeEnds = "change_ends"
    /// An interval in play begins.
    case interval
    /// A team timeout.
    case timeout
    /// A period's clock starts for the first time.
    case periodStart = "period_start"
    /// A period ends: its clock ran out or it was ended by hand.
    case periodEnd = "period_end"
    /// A goal, in the sports that score goals.
    case goal
    /// A card shown.
    case card
    /// A penalty or suspension.
    case penalty
    /// A shoot-out kick (or throw) taken.
    case shootoutKick = "shootout_kick"
    /// The shot clock ran out.
    case shotClockViolation = "shot_clock_violation"
    /// Steps undone; ``MatchEvent/retracts`` names their events.
    case undo
  }

  private enum CodingKeys: String, CodingKey {
    case id, name, record, side, score, time, retracts
  }

  /// Reads an event; its `id` is worked out again from the record and the name.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(Name.self, forKey: .name)
    record = try container.decode(UInt64.self, forKey: .record)
    side = try container.decodeIfPresent(Side.self, forKey: .side)
    score = try container.decode(EventScore.self, forKey: .score)
    time = try container.decodeIfPresent(Date.self, forKey: .time)
    retracts = try container.decodeIfPresent([String].self, forKey: .retracts) ?? []
  }

  /// Writes the event with its `id`; a missing side or time is left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encode(record, forKey: .record)
    try container.encodeIfPresent(side, forKey: .side)
    try container.encode(score, forKey: .score)
    try container.encodeIfPresent(time, forKey: .time)
    try container.encode(retracts, forKey: .retracts)
  }
}

/// The score an event carries: the plain score line's parts.
public struct EventScore: Codable, Equatable, Hashable, Sendable {
  /// The home score as the plain line shows it (`15`, `AD`, `3`).
  public var home: String
  /// The away score.
  public var away: String
  /// The standings, where the sport has them: the sets and games each side won.
  public var standings: [EventStanding]

  /// A score from its parts.
  public init(home: String, away: String, standings: [EventStanding] = []) {
    self.home = home
    self.away = away
    self.standings = standings
  }

  /// The score `view` shows: its line score and standings.
  public init(_ view: MatchView) {
    let line = view.lineScore
    self.init(
      home: line.home, away: line.away,
      standings: view.standings.map {
        EventStanding(label: $0.label, home: $0.counts.home, away: $0.counts.away)
      })
  }
}

/// One standing of an event's score: `sets` 1 to 0.
public struct EventStanding: Codable, Equatable, Hashable, Sendable {
  /// What is counted: `sets`, `games`.
  public var label: String
  /// The home side's count.
  public var home: Int
  /// The away side's count.
  public var away: Int

  /// A standing from its parts.
  public init(label: String, home: Int, away: Int) {
    self.label = label
    self.home = home
    self.away = away
  }
}
