import FoundationEssentials

/// One effective step of the match: the game after it, the action that made it, what it did
/// (derived once when it was taken: ``StepFacts``), and when, where the journal says.
///
/// The first step of a ``Timeline`` is where the match started: no action, no facts.
///
/// Two steps are equal when they did the same to the same game: ``date`` is a note on the step
/// (the keeper's store has none; a reader of the journal sets them), not part of the game.
public struct TimelineStep: Codable, Equatable, Hashable, Sendable {
  /// The game right after the step.
  public var game: Game
  /// The action that made the step; `nil` for the start, and for steps of a history saved before
  /// steps kept their actions.
  public var action: AppAction?
  /// What the step did: the points it won and who served them, what it ended.
  public var facts: StepFacts
  /// When the step was taken, as its journal record says; `nil` where nobody said.
  public var date: Date?

  /// A step to `game` made by `action`, with its `facts`.
  public init(game: Game, action: AppAction? = nil, facts: StepFacts = StepFacts()) {
    self.game = game
    self.action = action
    self.facts = facts
  }

  /// The step from `before` to `after` made by `action`, its facts derived from the two games.
  public init(from before: Game, to after: Game, by action: AppAction?) {
    self.init(game: after, action: action, facts: StepFacts(from: before.scoreboard, to: after.scoreboard))
  }

  /// Equal when the game, the action and the facts are; the date is left out.
  public static func == (lhs: TimelineStep, rhs: TimelineStep) -> Bool {
    lhs.game == rhs.game && lhs.action == rhs.action && lhs.facts == rhs.facts
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(game)
    hasher.combine(action)
    hasher.combine(facts)
  }
}
