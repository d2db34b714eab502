/// What a scoreboard shows of a match, whatever the sport: one shape for the screen, the plain
/// score line and scripts.
public struct MatchView: Equatable, Sendable {
  /// The big score of each team: points, the points of the current game, or the tennis call
  /// (`15`, `40`, `AD`).
  public var score: SidePair<String>
  /// Games (rally sports), or sets and games (tennis), won by each team; empty in points sports.
  public var standings: [Standing]
  /// Who serves the next point, where the sport has a server.
  public var server: Side?
  /// The badminton service court of the server.
  public var serviceCourt: ServiceCourt?
  /// The team that has won the match, or `nil`.
  public var winner: Side?
  /// A call of the moment: `Deuce`, `Break point`, `Game point`, `Change ends`, or `nil`.
  public var callout: String?
  /// The team a callout favours, when it favours one (the team with set point, say).
  public var calloutSide: Side?
  /// Points won in the current game, where the big score is a call rather than a count (tennis's
  /// `15` is 1 point); `nil` elsewhere.
  public var pointsInGame: SidePair<Int>?
  /// The score as the server calls it (pickleball's `4-2-1`), or `nil` where the sport has none.
  public var scoreCall: String?
  /// The player who serves the next rally and from which court, where the sport says (pickleball).
  public var serverPlayer: PlayerAtCourt?
  /// The player who receives it and in which court.
  public var receiverPlayer: PlayerAtCourt?
  /// Each side's shoot-out kicks (`true` for a goal), once a shoot-out has begun; `nil` otherwise.
  public var shootout: SidePair<[Bool]>?
  /// How the match was won, when the score alone does not say: `on penalties 4-3`.
  public var winnerNote: String?
  /// What the sport calls ``serviceCourt``: `court`, or `box` in squash.
  public var courtName = "court"
  /// The sets (tennis, volleyball) or games (other rally sports, pickleball) played to their end,
  /// in order; empty where the sport has none.
  public var history: [FinishedPart] = []
  /// The 1-based number of the game or set being played, the
  /// part of the match that choices are made before; 1 where the sport has neither.
  public var part = 1
  /// The choices the rules leave to the players now, made or not, in the order they are asked
  /// (``ScoreboardState/pendingChoice`` is the first not made).
  public var openChoices: [OpenChoice] = []
  /// The situations of the moment, typed (what ``callout`` says in words, and what it leaves out):
  /// at most one point at stake, the highest (match point over set point over break point over
  /// game point), then a tiebreak, a change of ends, an interval. Empty where the sport calls none.
  public var situations: [SituationCall] = []
  /// The score as the umpire calls it after a point, server first, with what is at stake
  /// (`fifteen-thirty`, `advantage Nadal`, `20-18, game point`); `nil` in the sports that add points
  /// up, whose calls name the score's scorer instead (``MatchAnnouncement``).
  public var spokenScore: String?

  /// What the big digits show: ``score`` while the match is on; once it is won, the result: the
  /// one game or set that decided it (`11 : 5`, `6 : 4`), else the sets (or games) each side won
  /// (`2 : 1`). A points sport's final score is its score.
  public var bigScore: SidePair<String> {
    guard winner != nil, let won = standings.first?.counts else { return score }
    let result = history.count == 1 ? history[0].scores : won
    return SidePair(home: "\(result.home)", away: "\(result.away)")
  }

  /// The score the plain line shows: ``score``, or the ``bigScore`` where the score is blank (a
  /// won tennis match); a blank left is written `-`.
  public var lineScore: SidePair<String> {
    let chosen = score.home.isEmpty && score.away.isEmpty ? bigScore : score
    return SidePair(
      home: chosen.home.isEmpty ? "-" : chosen.home, away: chosen.away.isEmpty ? "-" : chosen.away)
  }

  /// ``history`` as the scorer writes it, home first: `6-4 3-6 7-6(5)`, a tiebreak's losing points
  /// in brackets; `nil` when nothing is finished.
  public var historyText: String? {
    guard !history.isEmpty else { return nil }
    return history.map { part in
      let tiebreak = part.tiebreak.map { "(\(min($0.home, $0.away)))" } ?? ""
      return "\(part.scores.home)-\(part.scores.away)\(tiebreak)"
    }.joined(separator: " ")
  }

  /// A points-sport view: the totals, and the winner if there is one.
  init(points: SidePair<Int>, winner: Side?) {
    score = SidePair(home: "\(points.home)", away: "\(points.away)")
    standings = []
    server = nil
    serviceCourt = nil
    self.winner = winner
    callout = nil
    calloutSide = nil
    pointsInGame = nil
  }

  /// A rally-sport view, calling games as the sport's `style` does (volleyball's are sets).
  init(_ summary: RallySummary, style: RallyStyle) {
    score = SidePair(home: "\(summary.points.home)", away: "\(summary.points.away)")
    standings = [Standing(label: style.standingLabel, counts: summary.gamesWon)]
    courtName = style.courtName
    history = summary.finishedGames.map { FinishedPart(scores: $0.points, tiebreak: nil) }
    part = summary.gameNumber
    openChoices = summary.openChoices
    winner = summary.winner
    server = summary.winner == nil ? summary.server : nil
    serviceCourt = summary.winner == nil ? summary.serviceCourt : nil
    let pause = Self.pauseCall(summary)
    if summary.isPointForBoth {
      (callout, calloutSide) = (
        "\(summary.matchPoint == nil ? style.gameName : "Match") point, both sides", nil
      )
    } else if let side = summary.matchPoint ?? summary.gamePoint {
      let point = summary.matchPoint == nil ? "\(style.gameName) point" : "Match point"
      let both = style.endsChangeEvery != nil ? pause.map { "\($0), \(point.lowercased())" } : nil
      (callout, calloutSide) = (both ?? point, side)
    } else {
      (callout, calloutSide) = (pause, nil)
    }
    pointsInGame = nil
    situations = Self.situations(summary)
    spokenScore = Self.spokenScore(summary, callout: callout)
  }

  /// The typed situations of a rally-sport moment: the game or match point, the change of ends,
  /// the interval (a technical timeout is one).
  private static func situations(_ summary: RallySummary) -> [SituationCall] {
    var calls: [SituationCall] = []
    // Where both sides would win, the summary names the server; the call names neither.
    if let side = summary.matchPoint {
      calls.append(SituationCall(.pointForMatch, side: summary.isPointForBoth ? nil : side))
    } else if let side = summary.gamePoint {
      calls.append(SituationCall(.pointForGame, side: summary.isPointForBoth ? nil : side))
    }
    if summary.changeEnds { calls.append(SituationCall(.changeEnds)) }
    if summary.isInterval || summary.isTechnicalTimeout { calls.append(SituationCall(.interval)) }
    return calls
  }

  /// The call of a pause in the game, or `nil`: `Interval`, `Technical timeout`, either with
  /// `, change ends`, or `Change ends` alone. Where ends change every so many points, it is called
  /// before a game or match point (`Change ends, set point`); elsewhere the point's call wins.
  private static func pauseCall(_ summary: RallySummary) -> String? {
    let ends = summary.changeEnds ? ", change ends" : ""
    if summary.isInterval { return "Interval" + ends }
    if summary.isTechnicalTimeout { return "Technical timeout" + ends }
    return summary.changeEnds ? "Change ends" : nil
  }

  /// Each team's count in the standing called `label` (`games`, `sets`), or `nil` when the match
  /// has no such standing.
  public func standing(_ label: String) -> SidePair<Int>? {
    standings.first { $0.label == label }?.counts
  }

  /// The one-line plain text of the match: `Home 3 : 2 Away`, with the standing after it where
  /// the sport has one (`Home 15 : 40 Away, sets 1 : 0, games 3 : 2`). A won match whose score
  /// is blank (tennis) shows its result, the ``bigScore``, instead; a blank score is written `-`.
  public func line(home: String, away: String) -> String {
    let shown = lineScore
    let main = "\(home) \(shown.home) : \(shown.away) \(away)"
    let call = scoreCall.map { ["call \($0)"] } ?? []
    let serving =
      serverPlayer.map { player in
        ["\(player.player) serves" + (player.court.map { " (\($0.rawValue))" } ?? "")]
      } ?? []
    return ([main] + standings.map(\.text) + call + serving).joined(separator: ", ")
  }
}

/// A set or game played to its end: its score (games in a tennis set, points in a game) and, for a
/// tennis set decided by a tiebreak, the tiebreak's points.
public struct FinishedPart: Equatable, Sendable {
  /// Games (tennis) or points (the rally sports) each side won.
  public var scores: SidePair<Int>
  /// The tiebreak's points, or `nil` when the set had none.
  public var tiebreak: SidePair<Int>?
}

/// A player and the court they stand in: who serves or receives, and from where.
public struct PlayerAtCourt: Equatable, Sendable {
  /// The player's side.
  public var side: Side
  /// The player's name.
  public var player: String
  /// The service court: right (even) or left (odd); `nil` where the sport has none (table tennis).
  public var court: ServiceCourt?

  /// `player` of `side`, in `court`.
  public init(side: Side, player: String, court: ServiceCourt?) {
    self.side = side
    self.player = player
    self.court = court
  }
}

/// One count of a match's standing, such as the games each team has won.
public struct Standing: Equatable, Sendable {
  /// What is counted: `games`, `sets`.
  public var label: String
  /// Each team's count.
  public var counts: SidePair<Int>

  /// The standing as text, home first: `games 2 : 1`.
  public var text: String { "\(label) \(counts.home) : \(counts.away)" }
}
