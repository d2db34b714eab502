extension TimedState {
  /// The period whose team fouls the current period adds to: overtime fouls count as fouls of
  /// the last regular period (FIBA Art. 41.1.1).
  var foulPeriod: Int { min(period, rules.periods) }

  /// Whether team fouls are counted: in a sport with the fouls feature (basketball, futsal).
  public var tracksFouls: Bool { rules.sport.profile.features.contains(.fouls) }

  /// Team fouls `side` has committed in the current period (overtimes counting with the fourth
  /// quarter).
  public func teamFouls(_ side: Side) -> Int {
    fouls.lazy.filter { $0.side == side && min($0.period, self.rules.periods) == self.foulPeriod }.count
  }

  /// Whether `side` is in the bonus: the other team has committed ``SportRules/foulBonus`` or
  /// more team fouls this period, so every further one gives `side` free throws. With FIBA's 4,
  /// the other team's fourth foul in a quarter puts it in the team-foul penalty situation and
  /// `side` in the bonus (FIBA Art. 41.2.1: fouls after a team's fourth are penalised by two free
  /// throws). Never without a foul bonus.
  public func isInBonus(_ side: Side) -> Bool {
    guard tracksFouls, let bonus = rules.foulBonus else { return false }
    return teamFouls(side.opponent) >= bonus
  }

  /// Records a team foul for `side` in the current period.
  mutating func addFoul(by side: Side) {
    guard tracksFouls else { return }
    fouls.append(TeamFoul(side: side, period: period))
  }

  /// Takes back `side`'s latest foul of the current period, if it has one.
  mutating func removeFoul(of side: Side) {
    guard let index = fouls.lastIndex(where: { $0.side == side && $0.period == period }) else { return }
    fouls.remove(at: index)
  }
}
