import Scoreboard

/// The line under the big scores that calls the moment: `Set point Home`, `Deuce`, `Change ends`;
/// once the match is won, the banner `Home wins` instead, and `Draw` for a timed game that ended
/// level.
struct CalloutLine: Equatable, Sendable {
  /// The words to show.
  var text: String
  /// The team the line is about, drawn in its colour, or `nil`.
  var side: Side?
  /// Whether the line is the winner's banner, drawn to stand out more than a callout.
  var isBanner: Bool

  /// The line for `board`, whose match is `match`, or `nil` when there is nothing to call.
  init?(_ board: ScoreboardState, match: MatchView) {
    if let winner = match.winner {
      let note = match.winnerNote.map { " \($0)" } ?? ""
      self.init(text: "\(board[winner].name) wins\(note)", side: winner, isBanner: true)
    } else if board.rules.sport.isTimed && board.isTimedGameOver && match.shootout == nil {
      self.init(text: "Draw", side: nil, isBanner: true)
    } else if let callout = match.callout {
      let named = match.calloutSide.map { "\(callout) \(board[$0].name)" } ?? callout
      let call = match.scoreCall.map { "\($0)  " } ?? ""
      self.init(text: call + named, side: match.calloutSide, isBanner: false)
    } else if let call = match.scoreCall {
      self.init(text: call, side: nil, isBanner: false)
    } else {
      return nil
    }
  }

  private init(text: String, side: Side?, isBanner: Bool) {
    self.text = text
    self.side = side
    self.isBanner = isBanner
  }

  /// Draws the line centred on `line` of `frame`; a banner in reverse video, one blank either side.
  func draw(into frame: inout Frame, line: Int, palette: Palette) {
    var style = side.map(palette.team) ?? palette.emphasis
    style.isReverse = isBanner
    let fitsPadded = text.terminalWidth + 2 <= frame.size.columns
    let shown = isBanner && fitsPadded ? " \(text) " : text
    frame.putCentered(shown, line: line, columns: frame.allColumns, style: style)
  }
}
