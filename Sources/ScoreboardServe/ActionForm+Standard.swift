extension ActionForm {
  /// Every form of action the scoreboard takes from outside its terminal (``ActionCatalog/standard``).
  public static let standard: [ActionForm] =
    scoring + clock + teamEvents + counters + [
      ActionForm("undo", summary: "take back the last action"),
      ActionForm("redo", summary: "do again the action last taken back"),
    ] + history

  /// A step of the match's history, as the history screen and the inspector number them.
  private static let step = ActionArgument.number("STEP", 0...999_999_999)

  private static let history: [ActionForm] = [
    ActionForm(
      "rewind STEP", [step],
      summary: "the match back to step STEP of its history (0: the start), in one step a redo takes back",
      example: "rewind 0"),
    ActionForm(
      "preview STEP", [step],
      summary: "the scoreboard previews step STEP of the history; the match stays as it is",
      example: "preview 0"),
    ActionForm("preview end", summary: "the scoreboard shows the present again"),
  ]

  private static let scoring: [ActionForm] = [
    ActionForm(
      "END +N", [.end, .amount], summary: "the team drawn at that end scores N", example: "left +1"),
    ActionForm(
      "END -N", [.end, .amount], summary: "take N from the team drawn at that end", example: "right -1"),
    ActionForm("SIDE +N", [.side, .amount], summary: "that team scores N", example: "home +1"),
    ActionForm("SIDE -N", [.side, .amount], summary: "take N from that team", example: "away -1"),
    ActionForm("reset", summary: "both scores to 0: the match in progress is wiped", confirm: true),
    ActionForm("swap", summary: "the teams change ends"),
    ActionForm("first server", summary: "the other team serves first (before the first point)"),
    ActionForm("choose default", summary: "answer the question before a game with its default"),
    ActionForm("choose other", summary: "answer the question before a game with the other choice"),
  ]

  private static let clock: [ActionForm] = [
    ActionForm("clock start-stop", summary: "start or stop the game clock"),
    ActionForm("clock +Ns", [.amount], summary: "move the stopped clock N seconds on", example: "clock +5s"),
    ActionForm(
      "clock -Ns", [.amount], summary: "move the stopped clock N seconds back", example: "clock -5s"),
    ActionForm(
      "clock +Nmin", [.amount], summary: "move the stopped clock N minutes on", example: "clock +1min"),
    ActionForm(
      "clock -Nmin", [.amount], summary: "move the stopped clock N minutes back", example: "clock -1min"),
    ActionForm(
      "shot-clock SECONDS", [.number("SECONDS", 1...24)], summary: "the shot clock starts again from SECONDS",
      example: "shot-clock 24"),
    ActionForm("period next", summary: "the next period"),
    ActionForm("period previous", summary: "back to the previous period"),
    ActionForm("period end", summary: "end the period now"),
  ]

  private static let teamEvents: [ActionForm] = [
    ActionForm("foul END", [.end], summary: "a team foul", example: "foul left"),
    ActionForm("foul END -1", [.end], summary: "take back a team foul", example: "foul left -1"),
    ActionForm("timeout END", [.end], summary: "a timeout", example: "timeout right"),
    ActionForm("timeout END -1", [.end], summary: "take back a timeout", example: "timeout right -1"),
    ActionForm(
      "CARD END", [.word("CARD", ["yellow", "red"]), .end], summary: "a card, where the sport shows cards",
      example: "yellow left"),
    ActionForm(
      "PENALTY END",
      [
        .word(
          "PENALTY",
          ["penalty", "minor", "double-minor", "major", "misconduct", "suspension", "disqualification"]),
        .end,
      ],
      summary:
        "a penalty: minor (2 min; `penalty` is a minor), double minor (2+2), major (5), misconduct (10); "
        + "a suspension or a disqualification (2 min short), where the sport has them",
      example: "major right"),
  ]

  private static let counters: [ActionForm] = [
    ActionForm("counter +N", [.amount], summary: "the selected counter goes up N", example: "counter +1"),
    ActionForm("counter -N", [.amount], summary: "the selected counter goes down N", example: "counter -1"),
    ActionForm("counter reset", summary: "the selected counter to 0: its count is wiped", confirm: true),
    ActionForm("counter new", summary: "a new counter"),
    ActionForm("counter delete", summary: "remove the selected counter (not the last)", confirm: true),
    ActionForm("counter next", summary: "select the next counter"),
    ActionForm("counter previous", summary: "select the previous counter"),
  ]
}
