import Scoreboard

/// A timeline in the form a start event carries it (`timeline` in ``FeedReading/eventData(at:)``):
/// its effective steps, each with its game, action, facts and date, and the steps undone, so a
/// remote follower has the keeper's whole history, not only its present.
///
/// ```json
/// {"steps": [{"game": {...}, "facts": {...}}, ...], "undone": [[...]]}
/// ```
public struct FeedTimeline: Codable, Equatable, Sendable {
  /// The effective steps, the start first.
  public var steps: [TimelineStep]
  /// The steps undone, as ``Timeline/undone`` keeps them for redo.
  public var undone: [[TimelineStep]]

  /// The form of `timeline`.
  public init(_ timeline: Timeline) {
    steps = Array(timeline.steps)
    undone = timeline.undone
  }

  /// The timeline again; `nil` when it has no steps (a timeline always starts with one).
  public var timeline: Timeline? {
    steps.isEmpty ? nil : Timeline(steps: steps, undone: undone)
  }
}
