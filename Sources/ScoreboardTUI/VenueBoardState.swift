import FoundationEssentials
import Scoreboard

/// What the venue board shows: every court's newest report, which court is picked, and which
/// screen is up.
public struct VenueBoardState: Sendable {
  /// One court on the board.
  public struct Court: Equatable, Sendable {
    /// The court's name.
    public var name: String
    /// Its newest report, or `nil` before its first record.
    public var report: GameReport?
    /// Whether a keeper holds it now.
    public var isKept: Bool
    /// When the report was made, for running its clock on.
    public var madeAt: Date?

    /// A court from its parts.
    public init(name: String, report: GameReport?, isKept: Bool, madeAt: Date?) {
      self.name = name
      self.report = report
      self.isKept = isKept
      self.madeAt = madeAt
    }
  }

  /// The screen up.
  public enum Screen: Equatable, Sendable {
    /// Every court as a small board.
    case board
    /// One court full screen, read-only.
    case following(String)
    /// The finished matches.
    case results
  }

  /// The venue's name as the title shows it (its URL, password masked).
  public var title: String
  /// The courts, in order.
  public var courts: [Court] = []
  /// The picked court's place in ``courts``.
  public var selected = 0
  /// The screen up.
  public var screen: Screen = .board
  /// The followed court's game, once read.
  public var followed: AppState?
  /// When the followed court's newest record was made and its game clock's reading then: its
  /// running clock runs on from there.
  public var followedClock: (reading: Duration, madeAt: Date)?
  /// The results screen's lines.
  public var resultLines: [String] = []
  /// What the status line says of the database (offline, reconnecting), if anything.
  public var notice: String?

  /// A board titled `title`, with no court yet.
  public init(title: String) {
    self.title = title
  }

  /// The picked court's name.
  public var selectedName: String? {
    courts.indices.contains(selected) ? courts[selected].name : nil
  }

  /// Takes `courts` in, keeping the same court picked.
  public mutating func update(courts: [Court]) {
    let picked = selectedName
    self.courts = courts
    selected =
      picked.flatMap { name in courts.firstIndex { $0.name == name } }
      ?? min(selected, max(0, courts.count - 1))
  }
}
