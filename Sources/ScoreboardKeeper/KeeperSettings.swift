import FoundationEssentials
import ScoreboardServe
import ScoreboardStream
import ScoreboardVenue
import ScoreboardWebhooks

/// What `play` asks of the keeper beside the game: where the overlay files go, whether to serve,
/// which court of which venue to keep.
public struct KeeperSettings: Sendable {
  /// A court of a venue the keeper keeps.
  public struct Court: Sendable {
    /// The venue's database.
    public var address: VenueAddress
    /// The court's name.
    public var name: String
    /// Whether to take the court over once another keeper's lease has run out.
    public var takeOver: Bool
    /// How long the court stays this keeper's without a word from it.
    public var lease: Duration
    /// Whether the court takes its matches from the venue's desk (the keeper was started without
    /// names): the next ready match is called to it, with its sport, format and names.
    public var takesMatchesFromDesk: Bool
    /// Where the desk's matches finished on this court are kept for `report`, for a court that
    /// takes its matches from the desk: set by ``Keeper/start(_:settings:)`` in the state directory.
    public internal(set) var deskMatches: DeskMatchFile?

    /// A court from its parts.
    public init(
      address: VenueAddress, name: String, takeOver: Bool, lease: Duration, takesMatchesFromDesk: Bool = false
    ) {
      self.address = address
      self.name = name
      self.takeOver = takeOver
      self.lease = lease
      self.takesMatchesFromDesk = takesMatchesFromDesk
    }
  }

  /// Where the overlay files go, or `nil` for none.
  public var exportDirectory: URL?
  /// What the launch says beside the saved game's notices (the export directory chosen, say).
  public var notices: [String]
  /// Where `play --serve` listens, or `nil` when it does not serve.
  public var serveAddress: ListenAddress?
  /// How `play --serve`'s pages look (`--theme`).
  public var serveTheme = ServeTheme.none
  /// Whether `--serve` serves the inspector too (`--inspect`).
  public var serveInspects = false
  /// The venue's court, or `nil` without a venue.
  public var court: Court?
  /// The webhooks the match's events are POSTed to (`--webhook`).
  public var webhooks: [Webhook] = []
  /// How long a warm-up started by its key lasts, in seconds (`--warm-up`); `nil` for the sport's.
  public var warmUpSeconds: Int?
  /// What starts the link to OBS beside `play --serve` (`--obs`), given where to say what becomes
  /// of it; `nil` without OBS.
  public var startObs:
    (@Sendable (_ say: @escaping @Sendable (_ line: String, _ isTrouble: Bool) -> Void) -> ObsLink)?

  /// Whether the umpire's calls are spoken (`--speak`).
  public var speaks = false
  /// The file the umpire's calls are appended to (`--speak-to`), or `nil`.
  public var speakTo: String?
  /// Where the speech programs are looked for (the `PATH` value).
  public var searchPath = ""

  /// Settings from their parts; by default nothing beside the game.
  public init(
    exportDirectory: URL? = nil, notices: [String] = [], serveAddress: ListenAddress? = nil,
    court: Court? = nil
  ) {
    self.exportDirectory = exportDirectory
    self.notices = notices
    self.serveAddress = serveAddress
    self.court = court
  }
}
