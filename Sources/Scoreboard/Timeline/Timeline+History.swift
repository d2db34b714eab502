import StateStore

extension Timeline {
  /// The timeline of an undo history of whole games (as snapshots keep it): each state a step,
  /// its facts derived from the state before it; each state to redo its own step. The actions are
  /// not known: the steps have none.
  public init(_ history: UndoHistory<Game>) {
    var steps: [TimelineStep] = []
    steps.reserveCapacity(history.past.count + 1)
    var previous: Game?
    for game in history.past + [history.present] {
      steps.append(previous.map { TimelineStep(from: $0, to: game, by: nil) } ?? TimelineStep(game: game))
      previous = game
    }
    var undone: [[TimelineStep]] = []
    var before = history.present
    for game in history.future.reversed() {
      undone.insert([TimelineStep(from: before, to: game, by: nil)], at: 0)
      before = game
    }
    self.init(steps: steps, undone: undone)
  }

  /// The timeline as an undo history of whole games, for the files that keep it that way: the
  /// steps' games, and each group to redo as its last game (one redo goes to where it led).
  public var history: UndoHistory<Game> {
    UndoHistory(present, past: past, future: undone.compactMap(\.last?.game))
  }
}

extension Timeline: Codable {
  private enum CodingKeys: String, CodingKey {
    case steps, undone
  }

  /// Decodes the steps and what is undone; also reads the undo history of whole games that
  /// snapshots held before the timeline (``init(_:)``), whose steps have no actions.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.contains(.steps) else {
      self.init(try UndoHistory<Game>(from: decoder))
      return
    }
    let steps = try container.decode([TimelineStep].self, forKey: .steps)
    guard !steps.isEmpty else {
      throw DecodingError.dataCorruptedError(
        forKey: .steps, in: container, debugDescription: "a timeline has at least its start")
    }
    self.init(steps: steps, undone: try container.decode([[TimelineStep]].self, forKey: .undone))
  }

  /// Encodes the steps and what is undone, each step with its action and facts.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(steps, forKey: .steps)
    try container.encode(undone, forKey: .undone)
  }
}
