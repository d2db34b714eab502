extension AppAction {
  /// Throws the first number of this action outside the range the app itself produces: a clock
  /// reading beyond ``SavedTime/readings``, rules no match is played by, a player not of a pair.
  /// Checked as a journal record is read, so a crafted one is refused before it is applied.
  public func checkRanges() throws(OutOfRange) {
    switch self {
    case .scoreboard(let action): try action.checkRanges()
    case .launched(let launch):
      try OutOfRange.check("launch clock reading", launch.clockReading, in: SavedTime.readings)
    case .counters, .ui, .undo, .redo, .rewind: return
    }
  }
}

extension ScoreboardAction {
  /// Throws the first number of this action outside the range the app produces.
  func checkRanges() throws(OutOfRange) {
    switch self {
    case .newMatch(let rules): try rules.checkRanges()
    case .choose(let choice): try choice.checkRanges()
    case .timed(let action): try action.checkRanges()
    case .countdown(.start(_, _, let now)), .countdown(.begin(let now)):
      try OutOfRange.check("countdown reading", now, in: SavedTime.readings)
    case .countdown(.end): return
    case .add, .subtract, .reset, .rename, .swapEnds, .setFirstServer: return
    }
  }
}

extension TimedAction {
  /// Throws unless its clock reading is one the app produces (the seconds of an adjustment or a
  /// shot clock are limited where they are applied).
  func checkRanges() throws(OutOfRange) {
    switch self {
    case .startStop(let now), .tick(let now), .resetShotClock(_, let now):
      try OutOfRange.check("clock reading", now, in: SavedTime.readings)
    case .playerPenalty(_, _, let player), .playerCard(_, _, let player):
      try OutOfRange.check("player number", player, in: MinorPenalty.playerNumbers)
    case .adjustClock, .nextPeriod, .previousPeriod, .endPeriod, .foul, .removeFoul, .timeout, .removeTimeout,
      .minorPenalty, .penalty, .card, .kick:
      return
    }
  }
}
