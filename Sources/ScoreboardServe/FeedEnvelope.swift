import FoundationEssentials
import Scoreboard

/// The parts of a `/events` event (``FeedReading/eventData(at:)``) that a remote follower needs to
/// draw the same screens as `follow`: the game in its saved form and the keeper's clock reading.
public struct FeedEnvelope: Decodable, Sendable {
  /// The game as the keeper saved it.
  public var game: Game
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
  }

  /// Reads an envelope from its decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    game = try container.decode(Game.self, forKey: .game)
    keeperRunning = try container.decode(Bool.self, forKey: .keeperRunning)
    savedGame = try container.decode(Bool.self, forKey: .savedGame)
    reading = .nanoseconds(try container.decode(Int64.self, forKey: .readingNanoseconds))
  }

  /// The envelope in an event's data; `nil` when the data is not one.
  public static func parse(_ data: String) -> FeedEnvelope? {
    try? JSONDecoder().decode(FeedEnvelope.self, from: Data(data.utf8))
  }
}
