/// A name being typed on the status line: a team's, or one player's of a doubles side.
///
/// It starts with the current name selected: the first character typed replaces it. Tab moves to
/// the next team or player and keeps what was typed; saving renames each team whose name changed
/// (``ScoreboardAction/rename(_:to:)``): a player's new name replaces theirs in the team name
/// (`Ann/Bob` becomes `Ann/Ben`), and an undo takes back a team's rename.
public struct NameEntry: Codable, Equatable, Hashable, Sendable {
  /// The team renamed.
  public var side: Side
  /// The player renamed (0 first named), or `nil` for the whole team.
  public var player: Int?
  /// The text typed so far.
  public var text: String
  /// Whether ``text`` is the name as it was, selected: the next character typed replaces it and
  /// Backspace clears it.
  public var isTextSelected: Bool
  /// The team names as saving would leave them, with what was typed in the fields left by Tab
  /// (the field being typed not yet in them); `nil` until Tab leaves a field.
  public var draftNames: SidePair<String>?

  /// An entry for `side` (and `player`), starting from `text`.
  public init(
    side: Side, player: Int? = nil, text: String, isTextSelected: Bool = false,
    draftNames: SidePair<String>? = nil
  ) {
    self.side = side
    self.player = player
    self.text = text
    self.isTextSelected = isTextSelected
    self.draftNames = draftNames
  }

  /// Starts renaming `side` (and `player`) on `board`, the current name in the field, selected.
  public init(side: Side, player: Int? = nil, on board: ScoreboardState) {
    let text = player.map { board.players(of: side)[$0] } ?? board.names[side]
    self.init(side: side, player: player, text: text, isTextSelected: true)
  }

  /// The longest text the entry takes: a team name's limit, less the partner's name and the slash
  /// for a player.
  public func maximumLength(on board: ScoreboardState) -> Int {
    guard let player else { return TeamScore.maximumNameLength }
    let partner = drafted(board).players(of: side)[1 - player]
    return max(1, TeamScore.maximumNameLength - partner.count - 1)
  }

  /// The team name the field being typed gives its team on `board` (with the names typed in other
  /// fields): the text, or for a player the players with theirs replaced, joined by `/`. An empty
  /// player name keeps the old one.
  public func teamName(on board: ScoreboardState) -> String {
    guard let player else { return text }
    var players = drafted(board).players(of: side)
    let typed = TeamScore.cleanName(text, default: players[player]).replacingSlashes
    players[player] = typed
    return players.joined(separator: "/")
  }

  /// The team names saving gives on `board`: every field typed, this one included.
  public func savedNames(on board: ScoreboardState) -> SidePair<String> {
    var names = draftNames ?? board.names
    names[side] = teamName(on: board)
    return names
  }

  /// The entry for another field, `side` (and `player`), keeping what was typed in this one: its
  /// text is the name as saving would leave it, selected.
  public func moving(to side: Side, player: Int?, on board: ScoreboardState) -> NameEntry {
    let names = savedNames(on: board)
    var next = NameEntry(side: side, player: player, text: "", isTextSelected: true, draftNames: names)
    next.text = player.map { next.drafted(board).players(of: side)[$0] } ?? names[side]
    return next
  }

  /// What is being named, for the status line: `Home`, or `Ann/Bob player 2`.
  public func label(on board: ScoreboardState) -> String {
    let team = drafted(board).names[side]
    return player.map { "\(team) player \($0 + 1)" } ?? team
  }

  /// `board` with the names typed so far.
  private func drafted(_ board: ScoreboardState) -> ScoreboardState {
    guard let draftNames else { return board }
    var drafted = board
    drafted.names = draftNames
    return drafted
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
