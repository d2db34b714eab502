import PropertyBased
import Scoreboard
import Testing

/// The one command vocabulary: keys, key files, `POST /api/actions` and the control socket all
/// come to a ``GameCommand``.
@Suite("game commands")
struct GameCommandTests {
  /// Commands with an amount, a side or an end, as a key file may name them.
  static let command = Gen<GameCommand>.oneOf(
    // ±1 at an end is the standard keys' own command (addPoints, subtractPoints).
    zip(Gen<ScreenEnd>.case, Gen.int(in: 2...99), Gen<Bool>.bool).map { end, points, isTaken in
      GameCommand.changeScore(end, by: isTaken ? -points : points)
    },
    zip(Gen<Side>.case, Gen.int(in: -99...99)).map { side, points in
      GameCommand.changeTeamScore(side, by: points == 0 ? 1 : points)
    },
    Gen.int(in: 2...99).map { GameCommand.changeCounter(by: $0) },
    Gen.int(in: 1...99).map { GameCommand.adjustClock(seconds: $0 * 60) },
    Gen.int(in: 1...59).map { GameCommand.adjustClock(seconds: -$0) },
    Gen<ScreenEnd>.case.map { GameCommand.removeTimeout($0) },
    Gen<ScreenEnd>.case.map { GameCommand.card($0, .red) },
    Gen<ScreenEnd>.case.map { GameCommand.penalty($0, .doubleMinor) },
    Gen.int(in: 1...24).map { GameCommand.resetShotClock(seconds: $0) }
  )

  @Test("every command's name reads back as the same command, whatever the case and blanks")
  func namesRoundTrip() async {
    await propertyCheck(input: Self.command) { command in
      #expect(GameCommand(actionName: command.actionName) == command)
      #expect(GameCommand(actionName: "  " + command.actionName.uppercased() + " ") == command)
    }
  }

  @Test("the key file's names of game changes are taken from outside; screen, typing and quit are not")
  func remote() {
    for name in [
      "home +1", "away -2", "left +3", "undo", "redo", "reset", "swap", "clock start-stop", "foul left",
    ] {
      #expect(GameCommand(actionName: name)?.isRemote == true, "\(name)")
    }
    for name in ["quit", "help", "next screen", "count digit", "cancel count", "rename", "new match"] {
      #expect(GameCommand(actionName: name)?.isRemote == false, "\(name)")
    }
  }

  @Test("a count the scorekeeper typed multiplies a key's command; an action from outside ignores it")
  func pendingCount() {
    var state = AppState()
    state.ui.pendingCount = 5
    let command = GameCommand(actionName: "home +2")
    #expect(command?.actions(in: state, at: .zero) == [.scoreboard(.add(.home, points: 10))])
    #expect(command?.remoteActions(in: state, at: .zero) == [.scoreboard(.add(.home, points: 2))])
  }

  @Test("a command that does not apply now, or is the key's own business, comes to no action")
  func notApplicable() {
    #expect(GameCommand(actionName: "choose default")?.remoteActions(in: AppState(), at: .zero) == nil)
    #expect(GameCommand.quit.actions(in: AppState(), at: .zero) == nil)
    #expect(GameCommand.typeCountDigit.actions(in: AppState(), at: .zero) == nil)
    var counting = AppState()
    counting.ui.pendingCount = 2
    #expect(GameCommand.swapEnds.actions(in: counting, at: .zero) == nil, "swapping ends takes no count")
  }

  @Test("names that are no command are refused: unknown words, amounts out of 1 to 99, a third word")
  func refused() {
    for name in ["fly", "home +0", "home +100", "left 3", "clock +5h", "foul middle", "home +1 now", ""] {
      #expect(GameCommand(actionName: name) == nil, "\(name)")
    }
  }
}
