import Scoreboard

/// The overlay files of a game, by name: what `--export-dir` holds, for streaming software (OBS
/// text sources, scripts) to read.
///
/// Every file is plain UTF-8 text without a trailing newline, except `scoreboard.json`, which ends
/// with one. What each file holds, per sport:
///
/// | File | Content |
/// |---|---|
/// | `home_name.txt`, `away_name.txt` | The team's name. |
/// | `home_score.txt`, `away_score.txt` | The big score: points (generic, basketball, soccer, hockey), points in the current game (volleyball, table tennis, badminton), the tennis call (`0`, `15`, `30`, `40`, `AD`, tiebreak points); as in ``GameReport/Team/score``, so `0` once a tennis match is over. |
/// | `period.txt` | The period in the timed sports (`Q2`, `OT1`, `2nd half`, `ET1`, `P3`, `OT`); `Game 3` in the rally sports (the current game, the last one once the match is over); `Set 2` in tennis (likewise); empty in the generic sport. |
/// | `clock.txt` | The game clock as the screen shows it (`9:57`, `59.9`, `45:00 +2:13`); empty outside the timed sports. |
/// | `serving.txt` | The name of the team serving the next point, or of the player where the sport names them (pickleball: `Ann`); empty once the match is over. Only in the sports with a server (rally sports, tennis, pickleball): in the others the file is not written, and removed if an earlier match left one. |
/// | `sets.txt` | The sets or games played to their end, home first: `6-4 3-6 7-6(5)`; empty before the first ends. Only in the sports that have them (rally sports, tennis, pickleball). |
/// | `score_call.txt` | Pickleball's call (`4-2-1`); empty once the match is over. Only in pickleball, likewise. |
/// | `home_games.txt`, `away_games.txt` | Games won: in the match (badminton, table tennis, pickleball, squash), in the current set (tennis). Only where the sport counts games. |
/// | `home_sets.txt`, `away_sets.txt` | Sets won (tennis, volleyball). Only where the sport counts sets. |
/// | `home_fouls.txt`, `away_fouls.txt` | Team fouls in the period (basketball). |
/// | `home_timeouts.txt`, `away_timeouts.txt` | Timeouts left, as the sport counts them (basketball, volleyball...). |
/// | `home_penalties.txt`, `away_penalties.txt` | The penalty clocks running against the team, one per line (hockey with `--penalties`); empty when none runs. |
/// | `callout.txt` | The board's callout (`Game point Ann`, `Break point`, `Shot clock violation`), empty when there is none; in every sport. |
/// | `scoreboard.json` | The `status --json` document, ``GameReport/jsonData()``, and a newline. |
///
/// ```swift
/// let files = ExportFiles(state)
/// files[ExportFiles.homeScore]  // "15"
/// ```
public struct ExportFiles: Equatable, Sendable {
  /// `home_name.txt`: the home team's name.
  public static let homeName = "home_name.txt"
  /// `away_name.txt`: the away team's name.
  public static let awayName = "away_name.txt"
  /// `home_score.txt`: the home team's big score.
  public static let homeScore = "home_score.txt"
  /// `away_score.txt`: the away team's big score.
  public static let awayScore = "away_score.txt"
  /// `period.txt`: the period, game or set.
  public static let period = "period.txt"
  /// `clock.txt`: the game clock.
  public static let clock = "clock.txt"
  /// `serving.txt`: the serving team's (or player's) name, in the sports with a server.
  public static let serving = "serving.txt"
  /// `sets.txt`: the finished sets or games.
  public static let sets = "sets.txt"
  /// `score_call.txt`: pickleball's score call.
  public static let scoreCall = "score_call.txt"
  /// `home_games.txt`: the games the home team won (in the set, in tennis).
  public static let homeGames = "home_games.txt"
  /// `away_games.txt`: the games the away team won.
  public static let awayGames = "away_games.txt"
  /// `home_sets.txt`: the sets the home team won.
  public static let homeSets = "home_sets.txt"
  /// `away_sets.txt`: the sets the away team won.
  public static let awaySets = "away_sets.txt"
  /// `home_fouls.txt`: the home team's fouls in the period.
  public static let homeFouls = "home_fouls.txt"
  /// `away_fouls.txt`: the away team's fouls in the period.
  public static let awayFouls = "away_fouls.txt"
  /// `home_timeouts.txt`: the home team's timeouts left.
  public static let homeTimeouts = "home_timeouts.txt"
  /// `away_timeouts.txt`: the away team's timeouts left.
  public static let awayTimeouts = "away_timeouts.txt"
  /// `home_penalties.txt`: the penalty clocks running against the home team, one a line.
  public static let homePenalties = "home_penalties.txt"
  /// `away_penalties.txt`: the penalty clocks running against the away team, one a line.
  public static let awayPenalties = "away_penalties.txt"
  /// `callout.txt`: the board's callout, or nothing.
  public static let callout = "callout.txt"
  /// `scoreboard.json`: the whole game as `status --json` prints it.
  public static let report = "scoreboard.json"

  /// Every file an export may write, in the order it writes them (the JSON document last).
  public static let allNames = [
    homeName, awayName, homeScore, awayScore, period, clock, serving, sets, scoreCall, homeGames, awayGames,
    homeSets, awaySets, homeFouls, awayFouls, homeTimeouts, awayTimeouts, homePenalties, awayPenalties,
    callout,
    report,
  ]

  /// The text of each file of this game, by file name. `serving.txt` is absent in the sports
  /// without a server.
  public var texts: [String: String]

  /// The files of `game`.
  public init(_ game: Game) {
    let report = GameReport(game)
    let board = game.scoreboard
    var texts = [
      Self.homeName: report.home.name,
      Self.awayName: report.away.name,
      Self.homeScore: report.home.display ?? String(report.home.score),
      Self.awayScore: report.away.display ?? String(report.away.score),
      Self.period: report.period ?? "",
      Self.clock: report.clock?.display ?? "",
      Self.report: String(decoding: report.jsonData(), as: UTF8.self) + "\n",
    ]
    if board.rules.sport.scoring != .points {
      let server = [report.home, report.away].first { $0.serving == true }
      texts[Self.serving] = report.serving?.player ?? server?.name ?? ""
    }
    if board.rules.sport.scoring != .points || board.rules.isPlayedInGames {
      texts[Self.sets] = board.match.historyText ?? ""
    }
    if board.rules.sport.scoring == .sideOut {
      texts[Self.scoreCall] = report.scoreCall ?? ""
    }
    texts.merge(
      Self.teamCounts(
        report.home, games: Self.homeGames, sets: Self.homeSets,
        fouls: Self.homeFouls, timeouts: Self.homeTimeouts, penalties: Self.homePenalties)
    ) { $1 }
    texts.merge(
      Self.teamCounts(
        report.away, games: Self.awayGames, sets: Self.awaySets,
        fouls: Self.awayFouls, timeouts: Self.awayTimeouts, penalties: Self.awayPenalties)
    ) { $1 }
    texts[Self.callout] = report.callout?.text ?? ""
    self.texts = texts
  }

  /// The files of what `team` counts, named by the arguments: each only where the sport counts it.
  private static func teamCounts(
    _ team: GameReport.Team, games: String, sets: String, fouls: String, timeouts: String, penalties: String
  ) -> [String: String] {
    var texts: [String: String] = [:]
    texts[games] = team.games.map(String.init)
    texts[sets] = team.sets.map(String.init)
    texts[fouls] = team.fouls.map(String.init)
    texts[timeouts] = team.timeoutsLeft.map(String.init)
    texts[penalties] = team.penalties?.joined(separator: "\n")
    return texts
  }

  /// The files of the game `state` shows now.
  public init(_ state: AppState) {
    self.init(state.game.present)
  }

  /// The files from their texts, by file name.
  public init(texts: [String: String]) {
    self.texts = texts
  }

  /// The text of the file `name`, or `nil` when this game has no such file.
  public subscript(name: String) -> String? {
    texts[name]
  }
}
