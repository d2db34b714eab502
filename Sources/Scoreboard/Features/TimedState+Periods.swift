extension TimedState {
  /// Leaves the current period for `newPeriod`, keeping the one left exactly as it stands (its
  /// clock stopped, its penalty clocks), and finds `newPeriod` as it was left when the game was
  /// there before; a period never played starts afresh, with the penalties that carry over into it
  /// and a full shot clock.
  mutating func move(to newPeriod: Int) {
    var kept = leftPeriods ?? []
    kept.removeAll { $0.period == period }
    var leaving = clock
    if leaving.isRunning { leaving.stop() }
    shotClock?.stop()
    kept.append(LeftPeriod(period: period, clock: leaving, wasOver: isPeriodOver, penalties: penalties))
    if let index = kept.firstIndex(where: { $0.period == newPeriod }) {
      let returning = kept.remove(at: index)
      period = newPeriod
      clock = returning.clock
      isPeriodOver = returning.wasOver
      penalties = returning.penalties
    } else {
      let carried = penaltiesCarriedOver()
      periodClock.begin(period: newPeriod)
      shotClock = rules.shotClock.map { GameClock(length: .seconds($0), direction: .down) }
      penalties = carried
    }
    leftPeriods = kept.sorted { $0.period < $1.period }
  }
}
