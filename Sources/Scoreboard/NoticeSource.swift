/// Who put a notice on the status line. Each part of the app sets and clears its own notice with
/// ``UIAction/noticeChanged(_:_:)``; the line shows the most pressing one (``UIState/notice``).
public enum NoticeSource: Int, Codable, Hashable, Sendable, CaseIterable, Comparable {
  /// A key was refused because the view is read-only (`follow`); shown before any other notice.
  case readOnly
  /// Saving the game failed, or recovered.
  case saving
  /// Writing the overlay files failed.
  case export
  /// The copy of the journal to the venue database waits (offline) or is refused.
  case venue
  /// The venue desk's word for this court: the match called to it, or that it waits for one.
  case desk
  /// The stream's peers in trouble: a webhook or OBS out of reach, until it is reached again.
  case stream
  /// What the terminal cannot do that was asked of it (`--digits kitty` where it draws no sized text).
  case terminal
  /// What the last key did, when the board alone does not show it (`undid: counter Laps 3 -> 2`),
  /// or why it did nothing; cleared by the next key.
  case lastKey
  /// What the app found at start: an archived game, damage moved aside.
  case launch
  /// The follow view's state of the game it follows.
  case follow

  /// The more pressing source first.
  public static func < (lhs: NoticeSource, rhs: NoticeSource) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
