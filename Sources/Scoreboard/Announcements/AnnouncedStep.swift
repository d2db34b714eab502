/// The part of a timeline that announcements follow: how many steps it has and can redo, and the
/// step it stands at. Cheap to compare, so a subscriber can select it on every action.
public struct AnnouncedStep: Equatable, Sendable {
  /// The number of steps taken (the start counts as one).
  public var stepCount: Int
  /// The step the match stands at: its game, the action that made it and what it did.
  public var last: TimelineStep

  /// The step `timeline` stands at.
  public init(_ timeline: Timeline) {
    stepCount = timeline.steps.count
    last = timeline.last
  }

  /// The game as it is now.
  public var game: Game { last.game }
}
