import Scoreboard

extension KeyCommand {
  /// The screens on which the command does something, and the sport feature it needs (`nil` for
  /// none): a key file's binding gets the same limits as the standard binding of its kind.
  var keyFileScope: (screens: Set<Screen>, feature: SportFeature?) {
    switch self {
    case .addPoints, .subtractPoints, .changeScore, .changeTeamScore, .resetScores, .swapEnds, .openMatchMenu,
      .rename, .showHistory, .rewind, .preview, .endPreview:
      return ([.scoreboard], nil)
    case .startStopClock, .adjustClock, .nextPeriod, .previousPeriod, .endPeriod:
      return ([.scoreboard], .clock)
    case .foul, .removeFoul: return ([.scoreboard], .fouls)
    case .timeout, .removeTimeout: return ([.scoreboard], .timeouts)
    case .penalty(_, let kind) where kind.namesPlayer: return ([.scoreboard], .suspensions)
    case .minorPenalty, .penalty: return ([.scoreboard], .penalties)
    case .card: return ([.scoreboard], .cards)
    case .resetShotClock: return ([.scoreboard], .shotClock)
    case .switchFirstServer, .answerChoice: return ([.scoreboard], .server)
    case .signOff, .handBack, .countdown, .endCountdown: return ([.scoreboard], nil)
    case .incrementCounter, .decrementCounter, .changeCounter, .resetCounter, .addCounter, .selectNextCounter,
      .selectPreviousCounter, .renameCounter, .removeCounter:
      return ([.counters], nil)
    case .typeCountDigit, .cancelCount, .undo, .redo, .nextScreen, .showHelp, .quit:
      return ([.scoreboard, .counters], nil)
    }
  }

  /// How help and the status line describe the command on `screen`: as the standard binding of the
  /// same command does, else in words made from the action.
  func keyFileDescription(on screen: Screen) -> (help: String, hint: String?) {
    let standard = KeyMap.standard.bindings
    if let binding = standard.first(where: { $0.command == self && $0.screens.contains(screen) })
      ?? standard.first(where: { $0.command == self })
    {
      return (binding.help, binding.hint)
    }
    switch self {
    case .changeScore(let end, let points):
      return ("\(end.rawValue) team \(Self.signedText(points))", Self.signedText(points))
    case .changeTeamScore(let side, let points):
      return ("\(side.defaultName.lowercased()) team \(Self.signedText(points))", Self.signedText(points))
    case .changeCounter(let amount):
      return ("selected counter \(Self.signedText(amount))", Self.signedText(amount))
    case .adjustClock(let seconds):
      let amount =
        seconds % 60 == 0 ? "\(Self.signedText(seconds / 60)) min" : "\(Self.signedText(seconds)) s"
      return ("clock \(amount) (stopped)", nil)
    default: return (actionName, nil)
    }
  }

  private static func signedText(_ value: Int) -> String {
    value < 0 ? "\(value)" : "+\(value)"
  }
}
