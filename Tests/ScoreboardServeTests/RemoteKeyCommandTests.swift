import Scoreboard
import ScoreboardTUI
import Testing

@Suite("key commands from serve")
struct RemoteKeyCommandTests {
  @Test("the key file's names of game changes are taken; screen, typing and quit are not")
  func remote() {
    for name in [
      "home +1", "away -2", "left +3", "undo", "redo", "reset", "swap", "clock start-stop", "foul left",
    ] {
      #expect(KeyCommand(actionName: name)?.isRemote == true, "\(name)")
    }
    for name in ["quit", "help", "next screen", "count digit", "cancel count", "rename", "new match"] {
      #expect(KeyCommand(actionName: name)?.isRemote == false, "\(name)")
    }
  }

  @Test("an action from serve is not multiplied by a count the scorekeeper is typing")
  func ignoresPendingCount() {
    var state = AppState()
    state.ui.pendingCount = 5
    let actions = KeyCommand(actionName: "home +2")?.remoteActions(in: state, at: .zero)
    #expect(actions == [.scoreboard(.add(.home, points: 2))])
  }

  @Test("a command that does not apply now comes to nothing")
  func notApplicable() {
    #expect(KeyCommand(actionName: "choose default")?.remoteActions(in: AppState(), at: .zero) == nil)
    #expect(KeyCommand(actionName: "quit")?.remoteActions(in: AppState(), at: .zero) == nil)
  }
}
