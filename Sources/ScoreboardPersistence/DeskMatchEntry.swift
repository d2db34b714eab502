import FoundationEssentials

/// A match of the venue's tournament desk finished on the keeper's court, as the desk holds it
/// now: what `report` says of the tournament match a played match was, and of a result corrected
/// at the desk. Kept in the state directory (``StateDirectory/deskMatchesFile``), so reading it
/// needs no venue database.
public struct DeskMatchEntry: Codable, Equatable, Sendable {
  /// The match's number at the desk.
  public var id: Int
  /// Its event (`Open`).
  public var event: String
  /// Its round, as a call names it (`Semi-final`).
  public var round: String
  /// The home (first named) side, as the scoreboard named it.
  public var home: String
  /// The away side.
  public var away: String
  /// The result as the desk holds it now, home first, each game or set: `21-15,18-21,21-19`.
  public var result: String
  /// The reasons given for correcting the result at the desk, oldest first.
  public var corrections: [String]
  /// When it was called to the court, in seconds since 1970.
  public var called: Double

  /// An entry from its parts.
  public init(
    id: Int, event: String, round: String, home: String, away: String, result: String,
    corrections: [String] = [], called: Double
  ) {
    self.id = id
    self.event = event
    self.round = round
    self.home = home
    self.away = away
    self.result = result
    self.corrections = corrections
    self.called = called
  }

  /// The entry of the match `home` v `away` that started at `started` among `entries`: of those
  /// with these names, the one called last no later than 5 minutes after the start (the call comes
  /// before the first point); the last called when the start is not known.
  public static func entry(
    home: String, away: String, started: Date?, in entries: [DeskMatchEntry]
  ) -> DeskMatchEntry? {
    let latest = started.map { $0.timeIntervalSince1970 + 5 * 60 } ?? .infinity
    return entries.filter { $0.home == home && $0.away == away && $0.called <= latest }
      .max { ($0.called, $0.id) < ($1.called, $1.id) }
  }
}
