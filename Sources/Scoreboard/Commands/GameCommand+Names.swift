extension GameCommand {
  /// The largest amount an action with an amount takes (`"home +99"`, `"clock -99min"`).
  public static let largestAmount = 99

  /// The action vocabulary (key files, `POST /api/actions`, the control socket), one line each,
  /// for documentation, the default key file and `GET /api/actions`.
  public static let actionVocabulary: [String] = [
    "left +1 / left -1 / right +N / right -N   the team drawn at that end scores (N from 1 to 99)",
    "home +N / home -N / away +N / away -N     that team scores, wherever it is drawn",
    "reset                                     both scores to 0",
    "swap                                      the teams change ends",
    "rename                                    type a new name for a team or player (Tab: the next)",
    "new match                                 the menu that starts a new match",
    "first server                              the other team serves first (before the first point)",
    "choose default / choose other             answer the question before a game (who serves, who receives)",
    "clock start-stop                          start or stop the game clock",
    "shot-clock 24 / shot-clock 14             the shot clock starts again from 24 or 14 seconds",
    "countdown warm-up / countdown interval / countdown timeout   start that countdown (again: end it)",
    "countdown end                             end the countdown running",
    "clock +Ns / clock -Ns / clock +Nmin / clock -Nmin   move the stopped clock",
    "period next / period previous / period end",
    "foul left / foul right / foul left -1 / foul right -1   a team foul, or one taken back",
    "timeout left / timeout right / timeout left -1 / timeout right -1",
    "penalty left / penalty right              a minor penalty (2 min)",
    "yellow left / yellow right / red left / red right   a card, where the sport shows cards",
    "major left / double-minor left / misconduct left (and right)   a penalty of 5, 2+2 or 10 min",
    "suspension left / disqualification left (and right)   2 min short; a count first is the player's number",
    "counter +N / counter -N                   the selected counter",
    "counter reset / counter new / counter next / counter previous",
    "counter rename / counter delete          type the selected counter's name / remove it (not the last)",
    "count digit                               the key's digit starts or continues a count (digit keys only)",
    "cancel count                              forget the count",
    "undo / redo",
    "sign off                                  after the match: sign the result off to the venue's desk",
    "hand back / refuse match                  give the desk's match back (refuse: not on this court)",
    "history                                   the history screen: every step, a preview, rewind",
    "rewind N                                  the match back to step N of its history (0: the start)",
    "preview N / preview end                   the board previews step N (the match stays) / stops",
    "next screen / help / quit",
    "none                                      the key does nothing on this screen",
  ]

  /// The command's name in a key file: `"left +1"`, `"home +2"`, `"clock start-stop"`,
  /// `"clock -1min"`, `"foul left -1"`, `"counter new"`. ``init(actionName:)`` reads every name back
  /// to the same command. A count typed before a key multiplies every amount.
  public var actionName: String {
    switch self {
    case .addPoints(let end): return "\(end.rawValue) +1"
    case .subtractPoints(let end): return "\(end.rawValue) -1"
    case .changeScore(let end, let points): return "\(end.rawValue) \(Self.signed(points))"
    case .changeTeamScore(let side, let points): return "\(side.rawValue) \(Self.signed(points))"
    case .resetScores: return "reset"
    case .swapEnds: return "swap"
    case .incrementCounter: return "counter +1"
    case .decrementCounter: return "counter -1"
    case .changeCounter(let amount): return "counter \(Self.signed(amount))"
    case .resetCounter: return "counter reset"
    case .addCounter: return "counter new"
    case .renameCounter: return "counter rename"
    case .removeCounter: return "counter delete"
    case .selectNextCounter: return "counter next"
    case .selectPreviousCounter: return "counter previous"
    case .typeCountDigit: return "count digit"
    case .cancelCount: return "cancel count"
    case .undo: return "undo"
    case .redo: return "redo"
    case .nextScreen: return "next screen"
    case .showHelp: return "help"
    case .openMatchMenu: return "new match"
    case .startStopClock: return "clock start-stop"
    case .adjustClock(let seconds):
      return seconds % 60 == 0 ? "clock \(Self.signed(seconds / 60))min" : "clock \(Self.signed(seconds))s"
    case .nextPeriod: return "period next"
    case .previousPeriod: return "period previous"
    case .endPeriod: return "period end"
    case .foul(let end): return "foul \(end.rawValue)"
    case .removeFoul(let end): return "foul \(end.rawValue) -1"
    case .timeout(let end): return "timeout \(end.rawValue)"
    case .removeTimeout(let end): return "timeout \(end.rawValue) -1"
    case .minorPenalty(let end): return "penalty \(end.rawValue)"
    case .card(let end, let color): return "\(color.rawValue) \(end.rawValue)"
    case .penalty(let end, let kind):
      return "\(kind == .doubleMinor ? "double-minor" : kind.rawValue) \(end.rawValue)"
    case .switchFirstServer: return "first server"
    case .answerChoice(let takesDefault): return takesDefault ? "choose default" : "choose other"
    case .signOff: return "sign off"
    case .handBack(let refusing): return refusing ? "refuse match" : "hand back"
    case .quit: return "quit"
    case .rename: return "rename"
    case .showHistory: return "history"
    case .rewind(let step): return "rewind \(step)"
    case .preview(let step): return "preview \(step)"
    case .endPreview: return "preview end"
    case .resetShotClock(let seconds): return "shot-clock \(seconds)"
    case .countdown(let kind): return "countdown \(kind.label)"
    case .endCountdown: return "countdown end"
    }
  }

  /// The command a key file names `name` (see ``actionVocabulary``), or `nil` when there is none.
  /// Case and runs of blanks do not matter. `"left +1"` is ``addPoints(_:)`` and `"counter -1"` is
  /// ``decrementCounter``, the commands of the standard keys; other amounts make
  /// ``changeScore(_:by:)``, ``changeTeamScore(_:by:)`` and ``changeCounter(by:)``.
  public init?(actionName name: String) {
    let words = name.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
    guard let command = Self.command(words: words) else { return nil }
    self = command
  }

  private static func command(words: [String]) -> GameCommand? {
    switch words.count {
    case 1: return single[words[0]]
    case 2: return pair(words[0], words[1])
    case 3: return triple(words[0], words[1], words[2])
    default: return nil
    }
  }

  private static let single: [String: GameCommand] = [
    "reset": .resetScores, "swap": .swapEnds, "undo": .undo, "redo": .redo, "help": .showHelp,
    "quit": .quit, "rename": .rename, "history": .showHistory,
  ]

  private static let pairs: [String: GameCommand] = [
    "new match": .openMatchMenu, "first server": .switchFirstServer,
    "choose default": .answerChoice(takesDefault: true), "choose other": .answerChoice(takesDefault: false),
    "sign off": .signOff, "hand back": .handBack(refusing: false), "refuse match": .handBack(refusing: true),
    "next screen": .nextScreen,
    "count digit": .typeCountDigit, "cancel count": .cancelCount, "clock start-stop": .startStopClock,
    "period next": .nextPeriod, "period previous": .previousPeriod, "period end": .endPeriod,
    "counter reset": .resetCounter, "counter new": .addCounter, "counter next": .selectNextCounter,
    "counter rename": .renameCounter, "counter delete": .removeCounter,
    "counter previous": .selectPreviousCounter, "countdown end": .endCountdown, "preview end": .endPreview,
    "countdown warm-up": .countdown(.warmUp), "countdown interval": .countdown(.interval),
    "countdown timeout": .countdown(.timeout),
  ]

  private static func pair(_ first: String, _ second: String) -> GameCommand? {
    if let command = pairs["\(first) \(second)"] { return command }
    if let end = ScreenEnd(rawValue: first), let points = amount(second) {
      switch points {
      case 1: return .addPoints(end)
      case -1: return .subtractPoints(end)
      default: return .changeScore(end, by: points)
      }
    }
    if let side = Side(rawValue: first), let points = amount(second) {
      return .changeTeamScore(side, by: points)
    }
    if first == "counter", let amount = amount(second) {
      switch amount {
      case 1: return .incrementCounter
      case -1: return .decrementCounter
      default: return .changeCounter(by: amount)
      }
    }
    if let step = historyStep(second) {
      switch first {
      case "rewind": return .rewind(toStep: step)
      case "preview": return .preview(step: step)
      default: break
      }
    }
    if first == "shot-clock", let seconds = Int(second), (1...24).contains(seconds) {
      return .resetShotClock(seconds: seconds)
    }
    if first == "clock" {
      if second.hasSuffix("min"), let minutes = amount(String(second.dropLast(3))) {
        return .adjustClock(seconds: minutes * 60)
      }
      if second.hasSuffix("s"), let seconds = amount(String(second.dropLast())) {
        return .adjustClock(seconds: seconds)
      }
      return nil
    }
    return teamCommand(first, second, amount: "+1")
  }

  private static func triple(_ first: String, _ second: String, _ third: String) -> GameCommand? {
    teamCommand(first, second, amount: third)
  }

  /// `foul left`, `foul left +1`, `foul left -1`, and the same for timeouts; `penalty left`;
  /// `yellow left`, `red right`.
  private static func teamCommand(_ verb: String, _ endName: String, amount: String) -> GameCommand? {
    guard let end = ScreenEnd(rawValue: endName) else { return nil }
    switch (verb, amount) {
    case ("foul", "+1"): return .foul(end)
    case ("foul", "-1"): return .removeFoul(end)
    case ("timeout", "+1"): return .timeout(end)
    case ("timeout", "-1"): return .removeTimeout(end)
    case ("penalty", "+1"): return .minorPenalty(end)
    case ("yellow", "+1"): return .card(end, .yellow)
    case ("red", "+1"): return .card(end, .red)
    case ("major", "+1"): return .penalty(end, .major)
    case ("double-minor", "+1"): return .penalty(end, .doubleMinor)
    case ("misconduct", "+1"): return .penalty(end, .misconduct)
    case ("suspension", "+1"): return .penalty(end, .suspension)
    case ("disqualification", "+1"): return .penalty(end, .disqualification)
    case ("minor", "+1"): return .minorPenalty(end)
    default: return nil
    }
  }

  /// `+3` or `-3`: a sign, then a whole number from 1 to ``largestAmount``.
  private static func amount(_ text: String) -> Int? {
    guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
    let digits = text.dropFirst()
    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
      digits.count <= 2, let value = Int(digits), (1...largestAmount).contains(value)
    else { return nil }
    return sign == "-" ? -value : value
  }

  /// A step of the match's history: digits only, at most 9 of them.
  private static func historyStep(_ text: String) -> Int? {
    guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(text)
  }

  private static func signed(_ value: Int) -> String {
    value < 0 ? "\(value)" : "+\(value)"
  }
}
