import FoundationEssentials
import Scoreboard
import ScoreboardPersistence

/// The parts of a `/events` event (``FeedReading/eventData(at:)``) that a remote follower needs to
/// draw the same screens as `follow`: the game in its saved form and the keeper's clock reading,
/// and, from a server that follows a journal, the records since the last event and, in a start,
/// the whole timeline.
public struct FeedEnvelope: Decodable, Sendable {
  /// The game as the keeper saved it.
  public var game: Game
  /// The number of the newest journal record the event includes.
  public var sequence: UInt64?
  /// The journal records since the previous event, oldest first; `nil` from a server (or a
  /// venue's court) that sends none.
  public var records: [JournalRecord]?
  /// The whole timeline, in a start; else `nil`.
  public var timeline: FeedTimeline?
  /// Whether a keeper was running.
  public var keeperRunning: Bool
  /// Whether the state directory held a game.
  public var savedGame: Bool
  /// The keeper's game-clock reading when the event was made.
  public var reading: Duration

  private enum CodingKeys: String, CodingKey {
    case game
    case keeperRunning = "keeper_running"
    case savedGame = "saved_game"
    case readingNanoseconds = "reading_ns"
    case sequence
    case records
    case timeline
  }

  /// Reads an envelope from its decoder; throws ``OutOfRange`` for a number the keeper cannot
  /// have sent (in the game, its records or its clock reading).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    game = try container.decode(Game.self, forKey: .game)
    keeperRunning = try container.decode(Bool.self, forKey: .keeperRunning)
    savedGame = try container.decode(Bool.self, forKey: .savedGame)
    reading = .nanoseconds(try container.decode(Int64.self, forKey: .readingNanoseconds))
    try OutOfRange.check("clock reading", reading, in: SavedTime.readings)
    sequence = try container.decodeIfPresent(UInt64.self, forKey: .sequence)
    records = try container.decodeIfPresent([JournalRecord].self, forKey: .records)
    timeline = try container.decodeIfPresent(FeedTimeline.self, forKey: .timeline)
  }

  /// The envelope in an event's data; `nil` when the data is not one.
  public static func parse(_ data: String) -> FeedEnvelope? {
    try? read(data).get()
  }

  /// The envelope in an event's data, or why the data is not one, in a few words.
  public static func read(_ data: String) -> Result<FeedEnvelope, FeedEnvelopeRefusal> {
    do {
      return .success(try JSONDecoder().decode(FeedEnvelope.self, from: Data(data.utf8)))
    } catch let error as OutOfRange {
      return .failure(FeedEnvelopeRefusal(reason: error.description))
    } catch {
      return .failure(FeedEnvelopeRefusal(reason: "not a game event"))
    }
  }
}

/// Why an event's data is not a ``FeedEnvelope``: a few words, such as `period -1 is outside 1...999`.
public struct FeedEnvelopeRefusal: Error, Equatable, Sendable {
  /// The reason.
  public var reason: String
}
