/// A tennis match part way through: the running state of the fold in ``TennisScoring``.
struct TennisProgress: Sendable {
  let rules: SportRules
  /// Tennis's own rules, read once from ``rules``.
  let tennis: TennisRules
  let firstGameServer: Side
  private(set) var finishedSets: [TennisFinishedSet] = []
  private(set) var games = SidePair(both: 0)
  private(set) var points = SidePair(both: 0)
  /// Games finished in the match, each tiebreak counting as one game.
  private(set) var gamesPlayed = 0
  /// Games each side has served in the current set (a tiebreak not counted).
  private(set) var gamesServedInSet = SidePair(both: 0)
  private(set) var winner: Side?
  /// Points played in the match.
  private(set) var pointsPlayed = 0

  /// What the players chose before each set: their orders of serving and receiving.
  let choices: MatchChoices

  init(rules: SportRules, firstServer: Side, choices: MatchChoices = MatchChoices()) {
    self.rules = rules
    self.tennis = rules.tennis
    self.firstGameServer = firstServer
    self.choices = choices
  }

  var setsWon: SidePair<Int> {
    var won = SidePair(both: 0)
    for set in finishedSets { won[set.winner] += 1 }
    return won
  }

  var isMatchTiebreak: Bool {
    guard winner == nil, tennis.finalSetTiebreak != nil else { return false }
    let deciding = rules.gamesToWinMatch - 1
    return setsWon == SidePair(both: deciding)
  }

  /// Whether the set being played is the deciding one.
  var isDecidingSet: Bool { setsWon == SidePair(both: rules.gamesToWinMatch - 1) }

  /// Games that win a set, with a lead of two.
  private var gamesForSet: Int { max(1, rules.gamesPerSet ?? 6) }

  /// The games-all at which this set's tiebreak is played, or `nil` when it has none.
  private var tiebreakAt: Int? {
    if isDecidingSet && tennis.advantageFinalSet == true { return nil }
    return tennis.tiebreakAt ?? gamesForSet
  }

  var isTiebreak: Bool {
    winner == nil && (isMatchTiebreak || tiebreakAt.map { games == SidePair(both: $0) } ?? false)
  }

  /// Whether the next point is a no-ad deciding point (40-40 with no-ad scoring, padel's golden
  /// point): it decides the game, and the receivers choose the court to receive it in.
  var isDecidingPoint: Bool {
    winner == nil && tennis.noAd && !isTiebreak && points == SidePair(both: 3)
  }

  /// The server of the current game: the sides take turns game by game (ITF rule 14).
  var gameServer: Side { gamesPlayed.isMultiple(of: 2) ? firstGameServer : firstGameServer.opponent }

  /// The server of the next point; in a tiebreak the game's server serves one point, then the
  /// sides take turns every two points (ITF rule 5b).
  var server: Side {
    guard isTiebreak else { return gameServer }
    let played = points.home + points.away
    return ((played + 1) / 2).isMultiple(of: 2) ? gameServer : gameServer.opponent
  }

  mutating func record(_ side: Side) {
    guard winner == nil else { return }
    pointsPlayed += 1
    if isTiebreak {
      recordTiebreakPoint(side)
    } else {
      recordGamePoint(side)
    }
  }

  private mutating func recordGamePoint(_ side: Side) {
    points[side] += 1
    let lead = points[side] - points[side.opponent]
    guard points[side] >= 4, lead >= 2 || tennis.noAd else { return }
    points = SidePair(both: 0)
    gamesServedInSet[gameServer] += 1
    gamesPlayed += 1
    games[side] += 1
    if games[side] >= gamesForSet, games[side] - games[side.opponent] >= 2 {
      finishSet(TennisFinishedSet(games: games, winner: side))
    }
  }

  private mutating func recordTiebreakPoint(_ side: Side) {
    let matchTiebreak = isMatchTiebreak
    points[side] += 1
    let setTarget =
      isDecidingSet ? tennis.decidingTiebreakPoints ?? tennis.tiebreakPoints : tennis.tiebreakPoints
    let target = matchTiebreak ? tennis.finalSetTiebreak ?? 7 : setTarget ?? 7
    let winBy = matchTiebreak ? 2 : max(1, tennis.tiebreakWinBy ?? 2)
    guard points[side] >= target, points[side] - points[side.opponent] >= winBy else { return }
    var setGames = matchTiebreak ? SidePair(both: 0) : games
    setGames[side] += 1
    let tiebreakPoints = points
    points = SidePair(both: 0)
    gamesPlayed += 1
    finishSet(TennisFinishedSet(games: setGames, tiebreakPoints: tiebreakPoints, winner: side))
  }

  private mutating func finishSet(_ set: TennisFinishedSet) {
    finishedSets.append(set)
    gamesServedInSet = SidePair(both: 0)
    if setsWon[set.winner] >= rules.gamesToWinMatch {
      winner = set.winner
      games = set.games
    } else {
      games = SidePair(both: 0)
    }
  }
}
