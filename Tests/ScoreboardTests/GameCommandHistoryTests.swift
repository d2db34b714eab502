import Scoreboard
import StateStore
import Testing

/// `rewind N`, `preview N` and `preview end`: the history screen's rewind and preview, asked for
/// from outside the terminal (the inspector, issue 30).
@Suite("game commands: rewind and preview a step of the history")
struct GameCommandHistoryTests {
  let reducer = AppState.reducer(environment: GameClockEnvironment(now: { .zero }, ticks: { .none }))

  /// Lions 2 : 1 Tigers after three steps: 1 Lions 0 -> 2, 2 ends swapped, 3 Tigers 0 -> 1.
  var match: AppState {
    reducer.reduced(
      AppState(game: Game(scoreboard: ScoreboardState(homeName: "Lions", awayName: "Tigers"))),
      .scoreboard(.add(.home, points: 2)), .scoreboard(.swapEnds), .scoreboard(.add(.away, points: 1)))
  }

  @Test("the names read as the commands and back, whatever the case and blanks")
  func names() {
    let named: [(String, GameCommand)] = [
      ("rewind 0", .rewind(toStep: 0)), ("rewind 12", .rewind(toStep: 12)), ("preview 3", .preview(step: 3)),
      ("preview end", .endPreview), ("preview 999999999", .preview(step: 999_999_999)),
    ]
    for (name, command) in named {
      #expect(GameCommand(actionName: name) == command, "\(name)")
      #expect(GameCommand(actionName: "  " + name.uppercased() + " ") == command, "\(name)")
      #expect(command.actionName == name)
    }
  }

  @Test("a step is digits only, at most nine: no sign, no word, no missing step")
  func refusedNames() {
    for name in [
      "rewind", "rewind -1", "rewind +3", "rewind three", "preview", "preview 1234567890", "rewind 1 2",
    ] {
      #expect(GameCommand(actionName: name) == nil, "\(name)")
    }
  }

  @Test("all three are taken from outside; only rewind changes the match, the previews only the board")
  func remote() {
    for command in [GameCommand.rewind(toStep: 1), .preview(step: 1), .endPreview] {
      #expect(command.isRemote, "\(command)")
      #expect(!command.takesCount, "\(command)")
      #expect(command.isPreview == (command != .rewind(toStep: 1)), "\(command)")
    }
    #expect(GameCommand.rewind(toStep: 1).readsHistory && GameCommand.preview(step: 1).readsHistory)
    #expect(!GameCommand.endPreview.readsHistory && !GameCommand.undo.readsHistory)
  }

  @Test("the action vocabulary names them")
  func vocabulary() {
    #expect(GameCommand.actionVocabulary.contains { $0.hasPrefix("rewind N ") })
    #expect(GameCommand.actionVocabulary.contains { $0.hasPrefix("preview N / preview end ") })
  }

  @Test("rewind N is the history's rewind, journaled and undoable: one redo brings the rest back")
  func rewind() throws {
    var state = match
    let actions = try #require(GameCommand.rewind(toStep: 1).remoteActions(in: state, at: .zero))
    #expect(actions == [.rewind(toStep: 1)])
    state = reducer.reduced(state, actions)
    #expect(state.scoreboard.scoreLine == "Lions 2 : 0 Tigers")
    #expect(state.historyCount == 2)
    state = reducer.reduced(state, .redo)
    #expect(state.scoreboard.scoreLine == "Lions 2 : 1 Tigers")
    #expect(state.historyCount == 4)
  }

  @Test("rewind N closes a preview the board shows")
  func rewindClosesPreview() {
    var state = match
    state = reducer.reduced(state, .ui(.showHistory(selecting: 1)))
    #expect(
      GameCommand.rewind(toStep: 1).actions(in: state, at: .zero) == [.rewind(toStep: 1), .ui(.hideHistory)])
    state = reducer.reduced(state, [.rewind(toStep: 1), .ui(.hideHistory)])
    #expect(state.ui.overlay == nil)
  }

  @Test("rewind to the present or to a step the history has not is refused in one line")
  func rewindRefusals() {
    let state = match
    #expect(GameCommand.rewind(toStep: 3).refusal(in: state) == "step 3 is the present: nothing to rewind")
    #expect(
      GameCommand.rewind(toStep: 9).refusal(in: state)
        == "no step 9: the match's history has steps 0 (the start) to 3 (now)")
    #expect(GameCommand.rewind(toStep: 0).refusal(in: state) == nil)
    #expect(
      reducer.reduced(state, .rewind(toStep: 9)).game == state.game, "a step out of range changes nothing")
  }

  @Test("preview N opens the history screen on step N, or moves it there; the match does not change")
  func preview() {
    var state = match
    let opening = GameCommand.preview(step: 1).remoteActions(in: state, at: .zero)
    #expect(opening == [.ui(.showHistory(selecting: 1))])
    state = reducer.reduced(state, opening ?? [])
    #expect(state.ui.overlay == .history)
    #expect(state.ui.history.selectedStep == 1)
    #expect(
      state.historyGame(atStep: state.ui.history.selectedStep).scoreboard.scoreLine == "Lions 2 : 0 Tigers")
    #expect(state.game == match.game)
    let moving = GameCommand.preview(step: 0).remoteActions(in: state, at: .zero)
    #expect(moving == [.ui(.selectHistoryStep(0))])
    state = reducer.reduced(state, moving ?? [])
    #expect(state.ui.history.selectedStep == 0)
    #expect(state.game == match.game)
  }

  @Test("preview N from the counters screen shows the board first: the preview is drawn there")
  func previewShowsTheBoard() {
    var state = match
    state.ui.screen = .counters
    #expect(
      GameCommand.preview(step: 2).remoteActions(in: state, at: .zero)
        == [.ui(.show(.scoreboard)), .ui(.showHistory(selecting: 2))])
  }

  @Test("a preview of a step the history has not is refused in one line; the present may be previewed")
  func previewRefusals() {
    #expect(
      GameCommand.preview(step: 4).refusal(in: match)
        == "no step 4: the match's history has steps 0 (the start) to 3 (now)")
    #expect(GameCommand.preview(step: 3).refusal(in: match) == nil)
    #expect(GameCommand.preview(step: 0).refusal(in: match) == nil)
  }

  @Test("preview end closes the preview; with none shown it has nothing to do")
  func endPreview() {
    let previewing = reducer.reduced(match, .ui(.showHistory(selecting: 1)))
    #expect(GameCommand.endPreview.remoteActions(in: previewing, at: .zero) == [.ui(.hideHistory)])
    #expect(reducer.reduced(previewing, .ui(.hideHistory)).ui.overlay == nil)
    #expect(GameCommand.endPreview.remoteActions(in: match, at: .zero) == [])
  }
}
