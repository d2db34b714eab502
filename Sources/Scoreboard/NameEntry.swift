/// A name being typed on the status line: a team's, or one player's of a doubles side.
///
/// Saving it renames the team (``ScoreboardAction/rename(_:to:)``): a player's new name replaces
/// theirs in the team name (`Ann/Bob` becomes `Ann/Ben`), so one undo takes it back.
public struct NameEntry: Codable, Equatable, Hashable, Sendable {
  /// The team renamed.
  public var side: Side
  /// The player renamed (0 first named), or `nil` for the whole team.
  public var player: Int?
  /// The text typed so far.
  public var text: String

  /// An entry for `side` (and `player`), starting from `text`.
  public init(side: Side, player: Int? = nil, text: String) {
    self.side = side
    self.player = player
    self.text = text
  }

  /// Starts renaming `side` (and `player`) on `board`, the current name typed in already.
  public init(side: Side, player: Int? = nil, on board: ScoreboardState) {
    let text = player.map { board.players(of: side)[$0] } ?? board.names[side]
    self.init(side: side, player: player, text: text)
  }

  /// The longest text the entry takes: a team name's limit, less the partner's name and the slash
  /// for a player.
  public func maximumLength(on board: ScoreboardState) -> Int {
    guard let player else { return TeamScore.maximumNameLength }
    let partner = board.players(of: side)[1 - player]
    return max(1, TeamScore.maximumNameLength - partner.count - 1)
  }

  /// The team name saving the entry gives on `board`: the text, or for a player the players with
  /// theirs replaced, joined by `/`. An empty player name keeps the old one.
  public func teamName(on board: ScoreboardState) -> String {
    guard let player else { return text }
    var players = board.players(of: side)
    let typed = TeamScore.cleanName(text, default: players[player]).replacingSlashes
    players[player] = typed
    return players.joined(separator: "/")
  }

  /// What is being named, for the status line: `Home`, or `Ann/Bob player 2`.
  public func label(on board: ScoreboardState) -> String {
    let team = board.names[side]
    return player.map { "\(team) player \($0 + 1)" } ?? team
  }
}

extension ScoreboardState {
  /// What the rename key cycles through, in screen order: the team on the left, the team on the
  /// right, then in doubles each of their players.
  public var nameEntryTargets: [(side: Side, player: Int?)] {
    let sides = [side(at: .left), side(at: .right)]
    let teams: [(side: Side, player: Int?)] = sides.map { ($0, nil) }
    guard playersPerSide == 2 else { return teams }
    return teams + sides.flatMap { side in [(side, 0), (side, 1)] }
  }
}

extension String {
  /// The text with each `/` made a `-`, so a player's name cannot split into two players.
  fileprivate var replacingSlashes: String {
    String(map { $0 == "/" ? "-" : $0 })
  }
}
