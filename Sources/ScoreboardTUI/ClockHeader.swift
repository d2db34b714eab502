import Scoreboard

/// The top of the screen of a timed sport, or of any sport while a countdown runs: the period and
/// the game clock, centred and bold (`Q2  7:32`, `1st half  45:00 +2:13`), with `period over`,
/// `period ended early`, `shoot-out` (until it is decided) or `final` after them, the countdown
/// (`interval 1:58`), and the clock again in big glyphs under it when there is room, to be read
/// across a room. What is in its last 10 seconds (the period clock, the shot clock, the
/// countdown) is a warning segment (``HeaderSegment``).
struct ClockHeader: Equatable, Sendable {
  /// The period's name (`Q2`, `1st half`, `P3`, `OT1`), or `nil` in a sport without a clock.
  var period: String?
  /// The clock as text (`7:32`, `59.9`, `45:00 +2:13`), or `nil` in a sport without a clock.
  var clock: String?
  /// Whether the game clock is in its last seconds: a count-down with 10 seconds or less left.
  var isClockWarning: Bool
  /// `final` once the game has ended, `shoot-out` while one decides it; `period over` once the
  /// period has ended, or `period ended early` when it was ended with time left on a count-down
  /// clock; else `nil`.
  var status: String?
  /// What the features on show beside the clock (`shot 24`), in feature order.
  var details: [HeaderSegment]
  /// The countdown running (`interval 1:58`), or `nil`.
  var countdown: HeaderSegment?

  /// The header of `board`, or `nil` in a sport without a clock while no countdown runs.
  init?(_ board: ScoreboardState) {
    countdown = board.countdown.map { HeaderSegment($0.text, isWarning: $0.isWarning) }
    guard let clock = board.clockDisplay else {
      guard countdown != nil else { return nil }
      period = nil
      self.clock = nil
      isClockWarning = false
      status = nil
      details = []
      return
    }
    let timed = board.timed
    self.period = timed.periodLabel
    self.clock = clock
    isClockWarning =
      timed.clock.endsAtLength && !timed.isPeriodOver && timed.clock.remaining <= Countdown.warningTime
    details = board.rules.featuresOn.compactMap { feature in
      feature.clockDetail(of: timed).map {
        HeaderSegment($0, isWarning: feature.clockDetailIsWarning(of: timed))
      }
    }
    if board.isTimedGameOver {
      let isShootoutOn = timed.isShootout(scores: board.scores) && board.winner == nil
      status = isShootoutOn ? "shoot-out" : "final"
    } else {
      status = timed.isPeriodOver ? Self.periodEnd(timed.clock) : nil
    }
  }

  /// How the end of a period reads: `period ended early` when a clock that ends its period still has time on
  /// it (`e` ended the period), else `period over`.
  private static func periodEnd(_ clock: GameClock) -> String {
    clock.endsAtLength && !clock.isExpired ? "period ended early" : "period over"
  }

  /// The text line's segments, with the clock when it is not drawn big (or when it warns, so the
  /// marker shows beside the big clock too).
  func segments(withClock: Bool) -> [HeaderSegment] {
    var segments = [period.map { HeaderSegment($0) }]
    if withClock || isClockWarning {
      segments.append(clock.map { HeaderSegment($0, isWarning: isClockWarning) })
    }
    segments += details.map(Optional.some) + [countdown, status.map { HeaderSegment($0) }]
    return segments.compactMap { $0 }.filter { !$0.text.isEmpty }
  }

  /// The text line, with the clock when it is not drawn big.
  func text(withClock: Bool) -> String {
    segments(withClock: withClock).map(\.shown).joined(separator: HeaderSegment.separator)
  }

  /// The size of the big clock within `lines` lines and `columns` cells, or `nil` when it would not
  /// be drawn in blocks (or there is no clock).
  func bigClockSize(lines: Int, columns: Int, useASCII: Bool) -> BigDigitSize? {
    guard let clock else { return nil }
    let size = BigDigitSize.largest(fitting: [clock], columns: columns, lines: lines, useASCII: useASCII)
    return size == .text ? nil : size
  }
}
