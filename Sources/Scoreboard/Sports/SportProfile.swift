/// Everything the rest of the app asks of a sport: its name, how it scores, its usual rules and
/// which options change them, what it has beyond the score, and how its match is summarised for
/// the screen, `status --json` and the export files.
///
/// Each sport makes its profile in its own folder (`Sports/Basketball/Basketball.swift`) from the
/// shared scoring parts: ``PeriodStyle`` for a game clock in periods, ``RallyStyle`` for rally
/// scoring. ``Sport/profile`` is the registry's way to it.
///
/// ```swift
/// Sport.badminton.profile.displayName          // "Badminton"
/// Sport.hockey.profile.features                // [.clock, .penalties]
/// Sport.tennis.profile.options.contains(.noAd) // true
/// ```
public struct SportProfile: Sendable {
  /// The sport's name as shown to people: `Table tennis`.
  public let displayName: String
  /// How points become a result.
  public let scoring: ScoringStyle
  /// The rule options a competition may change in this sport.
  public let options: Set<SportOption>
  /// What the sport has beyond its score.
  public let features: Set<SportFeature>
  /// How the sport plays its features: its timeouts, foul limit, penalties and cards.
  public let featureSettings: FeatureSettings
  /// How the periods of a timed sport are named and followed, or `nil` without a clock.
  public let periods: PeriodStyle?
  /// How the rallies of a rally sport are served and its games called, or `nil`.
  public let rally: RallyStyle?
  /// The named formats a competition may choose with `--format` (badminton's `3x15`), each a
  /// change to the usual rules; the first is the usual one.
  public let formats: [SportFormat]
  /// What the statistics and the chapters call the sport's scoring.
  public let scoreWords: ScoreWords
  /// The rules only this sport reads, kept in ``SportRules`` under their saved keys.
  let variantRules: [VariantRule]
  /// The game's name for rules whose variant has its own (tennis played as padel), or `nil`.
  let variantName: @Sendable (SportRules) -> String?
  /// How long a match at the sport's usual format is expected to take on court: the tournament
  /// desk's planning figure, past which it warns (not a rule of any federation).
  public let expectedLength: ExpectedLength
  /// Sets the sport's usual values on rules that start from the plain defaults.
  let setDefaults: @Sendable (inout SportRules) -> Void
  /// The match as the screen and scripts show it.
  let summarize: @Sendable (ScoreboardState) -> MatchView
  /// Starts the progress a match played point by point keeps, or `nil` for a sport whose matches
  /// are not (the timed sports): the rally style's by default in a rally sport.
  let startProgress: (@Sendable (ProgressStart) -> any PointProgress)?

  /// A profile from its parts; a sport's own folder makes one.
  init(
    displayName: String, scoring: ScoringStyle, options: Set<SportOption>, features: Set<SportFeature> = [],
    featureSettings: FeatureSettings = FeatureSettings(), periods: PeriodStyle? = nil,
    rally: RallyStyle? = nil,
    formats: [SportFormat] = [], scoreWords: ScoreWords = .points,
    variantRules: [VariantRule] = [], variantName: @escaping @Sendable (SportRules) -> String? = { _ in nil },
    expectedLength: ExpectedLength = .minutes(20),
    defaults setDefaults: @escaping @Sendable (inout SportRules) -> Void,
    summarize: @escaping @Sendable (ScoreboardState) -> MatchView,
    progress startProgress: (@Sendable (ProgressStart) -> any PointProgress)? = nil
  ) {
    self.displayName = displayName
    self.scoring = scoring
    self.options = options
    self.features = features
    self.featureSettings = featureSettings
    self.periods = periods
    self.rally = rally
    self.formats = formats
    self.scoreWords = scoreWords
    self.variantRules = variantRules
    self.variantName = variantName
    self.expectedLength = expectedLength
    self.setDefaults = setDefaults
    self.summarize = summarize
    self.startProgress = startProgress ?? (scoring == .rallies ? Self.rallyProgress : nil)
  }
}

extension SportProfile {
  /// The progress of a rally sport's match.
  static let rallyProgress: @Sendable (ProgressStart) -> any PointProgress = { start in
    RallyProgress(
      rules: start.rules, firstServer: start.firstServer, choices: start.choices, doubles: start.doubles)
  }

  /// The summary of a sport whose score is the points added up: the totals and the winner.
  static let pointsSummary: @Sendable (ScoreboardState) -> MatchView = { board in
    var view = MatchView(points: board.scores, winner: board.pointsOrTimedWinner)
    let timed = board.timed
    if let call = timed.featureCallout {
      (view.callout, view.calloutSide) = (call, nil)
    }
    guard timed.isShootout(scores: board.scores) else { return view }
    view.openChoices = timed.shootoutChoices(scores: board.scores)
    let goals = timed.shootoutGoals
    let words = board.rules.sport.profile.periods?.shootoutWords ?? .plain
    view.shootout = timed.shootoutMarks
    view.standings = [Standing(label: words.standing, counts: goals)]
    if let winner = view.winner {
      view.winnerNote = words.note(goals[winner], goals[winner.opponent])
    } else if let kicker = timed.nextKicker {
      (view.callout, view.calloutSide) = (words.call, kicker)
    }
    return view
  }

  /// The summary of a rally sport, derived from who won each rally.
  static let rallySummary: @Sendable (ScoreboardState) -> MatchView = { board in
    guard let summary = board.rallySummary, let style = board.rules.sport.profile.rally else {
      return pointsSummary(board)
    }
    var view = MatchView(summary, style: style)
    guard let server = view.server, let serverIndex = summary.serverIndex else { return view }
    let court = view.serviceCourt
    view.serverPlayer = PlayerAtCourt(
      side: server, player: board.players(of: server)[serverIndex], court: court)
    if let receiverIndex = summary.receiverIndex {
      view.receiverPlayer = PlayerAtCourt(
        side: server.opponent, player: board.players(of: server.opponent)[receiverIndex], court: court)
    }
    return view
  }
}
