import Scoreboard

/// The game as `status` prints it for people: the score line, then what the sport adds (the
/// period and clock, the countdown running: `countdown: interval 1:58 (running)`).
public struct StatusText: Sendable {
  /// The lines to print.
  public let lines: [String]

  /// The text of `game`.
  public init(_ game: Game) {
    let report = GameReport(game)
    var lines = [report.scoreLine]
    if report.sport != Sport.default.rawValue {
      lines.append("sport: \(report.sport)")
    }
    if let period = report.period, let clock = report.clock {
      lines.append("period: \(period)  clock: \(clock.display)\(clock.running ? " (running)" : "")")
    }
    if let countdown = report.countdown {
      lines.append(
        "countdown: \(countdown.kind) \(countdown.display)\(countdown.running ? " (running)" : "")")
    }
    if let callout = report.callout {
      let team = callout.side.map { $0 == "home" ? report.home.name : report.away.name }
      lines.append(team.map { "\(callout.text) \($0)" } ?? callout.text)
    }
    if let winner = report.winner {
      lines.append("winner: \(winner == "home" ? report.home.name : report.away.name)")
    }
    for counter in report.counters {
      lines.append("counter \(counter.name): \(counter.value)")
    }
    self.lines = lines
  }
}
