/// The screens the app can show.
public enum Screen: String, Codable, Sendable, CaseIterable {
  /// Two teams and their scores.
  case scoreboard
  /// The tally counters.
  case counters
}

/// What the screen shows apart from the game itself. Not part of undo history.
public struct UIState: Codable, Equatable, Hashable, Sendable {
  /// The largest count prefix that can be typed.
  public static let maximumPendingCount = 999

  /// The screen on show.
  public var screen: Screen
  /// What covers the screen, if anything: the help or the new-match menu, never both.
  public var overlay: Overlay?
  /// The status line's notices about the app itself ("saving failed: disk full", "restored 12
  /// points from the journal"), each set and cleared by the part of the app it is about.
  public var notices: [NoticeSource: String]
  /// A count typed before a scoring key (the `3` of `3h`), or `nil` when none is pending.
  public var pendingCount: Int?
  /// A step that throws work away (quit, reset, new match), asked on the status line and waiting
  /// for the user's answer, or `nil`.
  public var confirmation: Confirmation?
  /// The first line of the help shown, when the help is longer than the screen.
  public var helpScroll: Int
  /// The lines of the results screen (``Overlay/results``), one match each.
  public var resultLines: [String] = []
  /// Whether this screen draws the teams at the other ends than the game has them: a follow
  /// view's own choice (`s` there), which never changes the game.
  public var isViewFlipped: Bool
  /// A team's or player's name being typed on the status line (the rename key), or `nil`.
  public var nameEntry: NameEntry?
  /// The selected counter's name being typed on the status line, or `nil`.
  public var counterNameEntry: CounterNameEntry?
  /// The history screen: the step previewed, whether only scoring steps are listed, the search
  /// being typed.
  public var history = HistoryScreenState()
  /// The new-match menu: the sport selected and the part of a sport's name typed.
  public var matchMenu = MatchMenuState()
  /// How many times the keeper asked to sign a won match's result off (Enter once the match is
  /// won): a court fed by a venue's desk signs the result off at each new request.
  public var signOffRequests = 0
  /// The venue court whose matches this keeper takes from the desk, or `nil` for a keeper the
  /// desk does not feed: the keys that hand a match back work only with one.
  public var deskCourt: String?
  /// How long a warm-up started by its key lasts, in seconds (`--warm-up`); `nil` for the sport's.
  public var warmUpSeconds: Int?
  /// The newest request to hand the match on the court back to the desk, or `nil` before any.
  public var handBackRequest: HandBackRequest?

  /// The scoreboard screen, no help, no pending count.
  public init(screen: Screen = .scoreboard, isHelpShown: Bool = false, pendingCount: Int? = nil) {
    self.screen = screen
    self.overlay = isHelpShown ? .help : nil
    self.notices = [:]
    self.pendingCount = pendingCount
    self.confirmation = nil
    self.helpScroll = 0
    self.isViewFlipped = false
    self.nameEntry = nil
  }

  /// The notice the status line shows: the most pressing one, after the read-only refusal when
  /// there is one (`read-only: saving failed`), or `nil`.
  public var notice: String? {
    let main = notices.filter { $0.key != .readOnly }.min { $0.key < $1.key }?.value
    guard let refusal = notices[.readOnly] else { return main }
    return main.map { "\(refusal): \($0)" } ?? refusal
  }

  /// How many times the next scoring key counts: the pending count, or 1.
  public var multiplier: Int { pendingCount ?? 1 }

  /// Whether the help overlay covers the screen. Showing it replaces any other overlay; hiding it
  /// leaves another overlay alone.
  public var isHelpShown: Bool {
    get { overlay == .help }
    set { show(.help, newValue) }
  }

  /// Whether the summary of the match just won covers the screen (the board stays behind it).
  public var isMatchSummaryShown: Bool {
    get { overlay == .matchSummary }
    set { show(.matchSummary, newValue) }
  }

  /// Whether the menu that starts a new match (and picks its sport) covers the screen.
  public var isMatchMenuShown: Bool {
    get { overlay == .matchMenu }
    set { show(.matchMenu, newValue) }
  }

  private mutating func show(_ shown: Overlay, _ isShown: Bool) {
    if isShown {
      overlay = shown
    } else if overlay == shown {
      overlay = nil
    }
  }
}

/// What can cover the screen; one at a time.
public enum Overlay: String, Codable, Sendable, CaseIterable {
  /// The keys of the screen and sport.
  case help
  /// The menu that starts a new match and picks its sport.
  case matchMenu
  /// The summary of a match just won: result, statistics, momentum.
  case matchSummary
  /// The history of the game, step by step, with a preview of the step selected.
  case history
  /// The evening's results: every match kept in the state directory.
  case results
}

/// What the history screen shows: the step selected (and previewed), the filter, the search.
public struct HistoryScreenState: Codable, Equatable, Hashable, Sendable {
  /// The step selected: an index into the game's history states (the present the last).
  public var selectedStep = 0
  /// Whether only the steps that changed the score are listed.
  public var scoringOnly = false
  /// The search being typed after `/`, or `nil`.
  public var search: String?
  /// When each step of the history came about, in seconds since 1970 (from the journal, which the
  /// keeper reads when the screen opens); empty when not known.
  public var stepTimes: [Double?] = []

  /// The screen before it is opened.
  public init() {}
}

/// What the new-match menu shows: the sport selected (which the menu scrolls to) and the start of
/// a sport's name being typed.
public struct MatchMenuState: Codable, Equatable, Hashable, Sendable {
  /// The position of the selected sport in the menu, from 0.
  public var selected = 0
  /// The start of a sport's name typed so far; empty when nothing is typed.
  public var typed = ""

  /// The menu as it opens: the first sport selected, nothing typed.
  public init(selected: Int = 0, typed: String = "") {
    self.selected = selected
    self.typed = typed
  }
}

/// Changes to what the screen shows.
public enum UIAction: Codable, Equatable, Hashable, Sendable {
  /// Shows another screen (and forgets a pending count).
  case show(Screen)
  /// Moves to the next screen, wrapping around.
  case nextScreen
  /// Opens the help overlay.
  case showHelp
  /// Closes the help overlay.
  case hideHelp
  /// Opens the menu that starts a new match.
  case showMatchMenu
  /// Closes the new-match menu.
  case hideMatchMenu
  /// Selects another sport in the new-match menu, or changes the name typed there.
  case matchMenuChanged(MatchMenuState)
  /// Sets the notice of `source` on the status line, or clears it with `nil`.
  case noticeChanged(NoticeSource, String?)
  /// Appends a digit (0-9) to the pending count; a leading 0 is ignored.
  case typeCountDigit(Int)
  /// Forgets the pending count.
  case cancelCount
  /// Asks on the status line to confirm a step that throws work away.
  case askToConfirm(Confirmation)
  /// Forgets the question: the step was confirmed or refused.
  case dismissConfirmation
  /// Shows the help from this line on (0 is its top).
  case scrollHelp(toLine: Int)
  /// Draws the teams at the other ends on this screen only (``UIState/isViewFlipped``).
  case flipView
  /// Closes the summary of the match just won.
  case hideMatchSummary
  /// Opens the history screen on `step` (the present, usually).
  case showHistory(selecting: Int)
  /// Closes the history screen.
  case hideHistory
  /// Selects (and previews) `step` of the history.
  case selectHistoryStep(Int)
  /// Lists only the steps that changed the score, or every step again.
  case toggleHistoryScoringOnly
  /// Starts, changes or (with `nil`) ends the search typed on the history screen.
  case historySearchChanged(String?)
  /// The times of the history's steps, read from the journal (seconds since 1970, oldest first).
  case historyTimesLoaded([Double?])
  /// Opens the results screen with these lines, one match each (the keeper fills them in from the
  /// state directory when it is opened with none).
  case showResults([String])
  /// Closes the results screen.
  case hideResults
  /// Starts, changes or (with `nil`) ends the name being typed (``UIState/nameEntry``).
  case nameEntryChanged(NameEntry?)
  /// Starts, changes or (with `nil`) ends the counter name being typed
  /// (``UIState/counterNameEntry``).
  case counterNameEntryChanged(CounterNameEntry?)
  /// Puts the game's whole timeline in place of the one the store started with, which held only
  /// the saved present (the keeper rebuilds the saved history after its first frame). Not a
  /// change of the game: it is never journaled, and its present is the one shown.
  case historyRestored(Timeline)
  /// The keeper asks to sign the won match's result off (``UIState/signOffRequests``).
  case signOffRequested
  /// The keeper takes its matches from the venue desk's queue for this court
  /// (``UIState/deskCourt``).
  case deskCourtLinked(String)
  /// The keeper asks to hand the match on the court back to the desk, refusing it for this court
  /// when `refusing` (``UIState/handBackRequest``).
  case handBackRequested(refusing: Bool)
  /// The keeper's warm-up lasts `seconds` (``UIState/warmUpSeconds``).
  case warmUpLengthSet(seconds: Int)
}
