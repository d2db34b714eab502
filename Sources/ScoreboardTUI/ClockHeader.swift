import Scoreboard

/// The top of a timed sport's screen: the period and the game clock, centred and bold
/// (`Q2  7:32`, `1st half  45:00 +2:13`), with `period over`, `period ended early`, `shoot-out`
/// (until it is decided) or `final` after them, and the clock again in big glyphs under it when
/// there is room, to be read across a room.
struct ClockHeader: Equatable, Sendable {
  /// The period's name: `Q2`, `1st half`, `P3`, `OT1`.
  var period: String
  /// The clock as text: `7:32`, `59.9`, `45:00 +2:13`.
  var clock: String
  /// `final` once the game has ended, `shoot-out` while one decides it; `period over` once the
  /// period has ended, or `period ended early` when it was ended with time left on a count-down
  /// clock; else `nil`.
  var status: String?
  /// What the features on show beside the clock (`shot 24`), in feature order.
  var details: [String]

  /// The header of `board`, or `nil` in a sport without a clock.
  init?(_ board: ScoreboardState) {
    guard let clock = board.clockDisplay else { return nil }
    self.period = board.timed.periodLabel
    self.clock = clock
    details = board.rules.featuresOn.compactMap { $0.clockDetail(of: board.timed) }
    if board.isTimedGameOver {
      let isShootoutOn = board.timed.isShootout(scores: board.scores) && board.winner == nil
      status = isShootoutOn ? "shoot-out" : "final"
    } else {
      status = board.timed.isPeriodOver ? Self.periodEnd(board.timed.clock) : nil
    }
  }

  /// How the end of a period reads: `period ended early` when a clock that ends its period still has time on
  /// it (`e` ended the period), else `period over`.
  private static func periodEnd(_ clock: GameClock) -> String {
    clock.endsAtLength && !clock.isExpired ? "period ended early" : "period over"
  }

  /// The text line, with the clock when it is not drawn big.
  func text(withClock: Bool) -> String {
    ([period] + (withClock ? [clock] : []) + details + [status].compactMap { $0 }).filter { !$0.isEmpty }
      .joined(separator: "  ")
  }

  /// The size of the big clock within `lines` lines and `columns` cells, or `nil` when it would not
  /// be drawn in blocks.
  func bigClockSize(lines: Int, columns: Int, useASCII: Bool) -> BigDigitSize? {
    let size = BigDigitSize.largest(fitting: [clock], columns: columns, lines: lines, useASCII: useASCII)
    return size == .text ? nil : size
  }
}
