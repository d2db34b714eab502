import Scoreboard

extension KeyMap {
  /// The app's keys. Score keys follow the screen, not the team: `h` scores for whoever is drawn on
  /// the left, `a` for whoever is on the right. A count typed first (`3h`) multiplies the next key
  /// that can repeat (scores, counters, undo and redo, fouls, timeouts, clock adjustments); the
  /// others refuse it (``KeyCommand/takesCount``).
  public static let standard = KeyMap(
    bindings: scoreboardBindings + clockBindings + featureBindings + countdownBindings + serverBindings
      + matchEndBindings + counterBindings
      + commonBindings)

  private static let clockBindings: [KeyBinding] = [
    KeyBinding(
      [.character(" ")], on: [.scoreboard], needs: .clock, .startStopClock, help: "start / stop the clock",
      hint: "clock", keyLabel: "Space"),
    KeyBinding(
      [.character("[")], on: [.scoreboard], needs: .clock, .adjustClock(seconds: -1),
      help: "clock -1 s (stopped)"
    ),
    KeyBinding(
      [.character("]")], on: [.scoreboard], needs: .clock, .adjustClock(seconds: 1),
      help: "clock +1 s (stopped)"),
    KeyBinding(
      [.character("{")], on: [.scoreboard], needs: .clock, .adjustClock(seconds: -60),
      help: "clock -1 min (stopped)"),
    KeyBinding(
      [.character("}")], on: [.scoreboard], needs: .clock, .adjustClock(seconds: 60),
      help: "clock +1 min (stopped)"),
    KeyBinding(
      [.character("p")], on: [.scoreboard], needs: .clock, .nextPeriod, help: "next period", hint: "period"),
    KeyBinding([.character("P")], on: [.scoreboard], needs: .clock, .previousPeriod, help: "previous period"),
    KeyBinding([.character("e")], on: [.scoreboard], needs: .clock, .endPeriod, help: "end the period now"),
  ]

  /// The keys each feature brings as data, bound on the scoreboard screen when the feature is on.
  private static let featureBindings: [KeyBinding] = SportFeature.allCases.flatMap { feature in
    feature.keys.map { key in
      KeyBinding(
        [.character(key.character)], on: [.scoreboard], needs: feature, key.command, help: key.help,
        hint: key.hint)
    }
  }

  /// The countdowns a key starts (a second press ends them), in every sport.
  private static let countdownBindings: [KeyBinding] = [
    KeyBinding(
      [.character("w")], on: [.scoreboard], .countdown(.warmUp), help: "warm-up countdown; again ends it"),
    KeyBinding(
      [.character("i")], on: [.scoreboard], .countdown(.interval),
      help: "interval countdown; again ends it"),
  ]

  private static let serverBindings: [KeyBinding] = [
    KeyBinding(
      [.character("v")], on: [.scoreboard], needs: .server, .switchFirstServer,
      help: "the other team serves first (before the first point)"),
    KeyBinding(
      [.enter], on: [.scoreboard], needs: .server, .answerChoice(takesDefault: true),
      help: "before a game: yes to the question (who serves, who receives)"),
    KeyBinding(
      [.character("o")], on: [.scoreboard], needs: .server, .answerChoice(takesDefault: false),
      help: "before a game: the other one serves or receives"),
  ]

  /// Enter once the match is won (after the server's Enter, which answers a question first); on a
  /// court fed by the venue's desk, the keys that hand its match back.
  private static let matchEndBindings: [KeyBinding] = [
    KeyBinding(
      [.enter], on: [.scoreboard], .signOff,
      help: "after the match: sign the result off (to a venue's desk)"),
    KeyBinding(
      [.character("G")], on: [.scoreboard], .handBack(refusing: false),
      help: "give the desk's match back: head of the queue (venue desk)"),
    KeyBinding(
      [.character("D")], on: [.scoreboard], .handBack(refusing: true),
      help: "decline the desk's match: never on this court (venue desk)"),
  ]

  private static let digits: [KeyEvent] = "1234567890".map { .character($0) }

  private static let scoreboardBindings: [KeyBinding] = [
    KeyBinding([.character("h")], on: [.scoreboard], .addPoints(.left), help: "left team +1", hint: "+1"),
    KeyBinding([.character("a")], on: [.scoreboard], .addPoints(.right), help: "right team +1", hint: "+1"),
    KeyBinding(
      [.character("H")], on: [.scoreboard], .subtractPoints(.left), help: "left team -1", hint: "-1"),
    KeyBinding(
      [.character("A")], on: [.scoreboard], .subtractPoints(.right), help: "right team -1", hint: "-1"),
  ]

  private static let counterBindings: [KeyBinding] = [
    KeyBinding(
      [.character("+"), .character("="), .up], on: [.counters], .incrementCounter,
      help: "selected counter +1", hint: "+1"),
    KeyBinding(
      [.character("-"), .down], on: [.counters], .decrementCounter, help: "selected counter -1",
      hint: "-1"),
  ]

  private static let commonBindings: [KeyBinding] = [
    KeyBinding(
      digits, on: [.scoreboard, .counters], .typeCountDigit,
      help: "count: a key after 3 acts 3 times", keyLabel: "1-9"),
    KeyBinding([.escape], on: [.scoreboard, .counters], .cancelCount, help: "forget the count"),
    KeyBinding(
      [.character("0")], on: [.counters], .resetCounter, help: "selected counter to 0", hint: "reset"),
    KeyBinding(
      [.character("n")], on: [.counters], .addCounter, help: "new counter (type its name)", hint: "new"),
    KeyBinding(
      [.character("e")], on: [.counters], .renameCounter, help: "rename the selected counter"),
    KeyBinding(
      [.character("x")], on: [.counters], .removeCounter, help: "delete the selected counter (u: undo)"),
    KeyBinding([.character("j")], on: [.counters], .selectNextCounter, help: "select next", hint: "select"),
    KeyBinding(
      [.character("k")], on: [.counters], .selectPreviousCounter, help: "select previous", hint: "select"),
    KeyBinding([.character("u")], on: [.scoreboard, .counters], .undo, help: "undo", hint: "undo"),
    KeyBinding([.character("U")], on: [.scoreboard, .counters], .redo, help: "redo"),
    KeyBinding(
      [.character("L")], on: [.scoreboard], .showHistory, help: "history: preview, rewind"),
    KeyBinding([.character("r")], on: [.scoreboard], .resetScores, help: "scores to 0 : 0", hint: "reset"),
    KeyBinding([.character("s")], on: [.scoreboard], .swapEnds, help: "teams change ends", hint: "swap"),
    KeyBinding(
      [.character("n")], on: [.scoreboard], .rename,
      help: "rename a team or player", hint: "rename"),
    KeyBinding(
      [.character("N")], on: [.scoreboard], .openMatchMenu, help: "new match: choose the sport",
      hint: "new match"),
    KeyBinding([.tab], on: [.scoreboard], .nextScreen, help: "to the counters", hint: "counters"),
    KeyBinding([.tab], on: [.counters], .nextScreen, help: "back to the scoreboard", hint: "scores"),
    KeyBinding([.character("?")], on: [.scoreboard, .counters], .showHelp, help: "this help", hint: "help"),
    KeyBinding([.character("q")], on: [.scoreboard, .counters], .quit, help: "quit", hint: "quit"),
  ]
}
