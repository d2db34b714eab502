import Foundation
import ScoreboardDesk

/// What the desk's screen shows: the desk as last read, which match or court is picked, the calls
/// made, and what the status line says.
public struct DeskScreenState: Sendable {
  /// The part of the desk the arrows move in.
  public enum Pane: Equatable, Sendable {
    /// The courts.
    case courts
    /// The queue.
    case queue
  }

  /// A call by hand under way: the match, and the free court it would go to.
  public struct Calling: Equatable, Sendable {
    /// The match to call.
    public var match: Int
    /// The court chosen so far.
    public var court: String

    /// A call of `match` to `court`.
    public init(match: Int, court: String) {
      self.match = match
      self.court = court
    }
  }

  /// The venue as the title names it.
  public var title: String
  /// The desk as last read.
  public internal(set) var desk = DeskState()
  /// Whether the desk has been read at least once.
  public internal(set) var hasRead = false
  /// The pane the arrows move in.
  public internal(set) var pane: Pane = .queue
  /// The picked match of the queue, if any.
  public internal(set) var pickedMatch: Int?
  /// The picked court, if any.
  public internal(set) var pickedCourt: String?
  /// The call by hand under way, if any.
  public internal(set) var calling: Calling?
  /// The calls made, oldest first (the newest ``callsKept``).
  public internal(set) var calls: [DeskCall] = []
  /// What the venue says of each court's keeper and board, by court; `nil` before it is read.
  public internal(set) var watches: [String: DeskCourtWatch]?
  /// What the status line says: a refusal, or the venue's state; `nil` for nothing.
  public internal(set) var notice: String?
  /// Whether the help box is up.
  public internal(set) var showsHelp = false
  /// How many lines of the draws are scrolled past.
  public internal(set) var drawsOffset = 0
  /// How long after its call a match still on its court, and not begun there, is called again, in
  /// seconds.
  public var secondCallSeconds: Double
  /// How long the warm-up lasts from the call, in seconds.
  public var warmUpSeconds: Double
  /// The time zone the calls' times are shown in.
  public var timeZone = TimeZone.current

  /// How many calls are kept.
  public static let callsKept = 200

  /// A screen titled `title`, nothing read yet; second calls after `secondCallSeconds`, warm-ups
  /// of `warmUpSeconds`.
  public init(title: String, secondCallSeconds: Double = 300, warmUpSeconds: Double = 180) {
    self.title = title
    self.secondCallSeconds = secondCallSeconds
    self.warmUpSeconds = warmUpSeconds
  }

  /// The picked match's place in the queue, or `nil`.
  public var pickedQueueIndex: Int? {
    pickedMatch.flatMap { desk.queue.firstIndex(of: $0) }
  }

  /// Whether the match `id` has begun on `court`: the court's board shows its entries' names and a
  /// point, game or set.
  public func hasBegun(_ id: Int, on court: String) -> Bool {
    boardShows(id, on: court) && watches?[court]?.hasBegun == true
  }

  /// Whether the board of `court` shows the match `id`: its entries' names, home first.
  public func boardShows(_ id: Int, on court: String) -> Bool {
    guard let watch = watches?[court], let match = desk.match(id) else { return false }
    let names = desk.entries(of: match)
    return watch.names == [names.home, names.away].compactMap { $0 }
  }

  /// The courts free for a call: not blocked, no match on them.
  public var freeCourts: [String] {
    desk.courts.filter { !$0.isBlocked && $0.match == nil }.map(\.name)
  }
}
