import FoundationEssentials
import ScoreboardDesk

/// The desk on the terminal: the program's state drawn by ``DeskScreenView``, repainted on every
/// change and every `tick` (warm-up countdowns, minutes on court), keys handled by
/// ``DeskScreenKeys``; a change of the desk a key asks for goes to `onRequest`, which records it in
/// the venue and sends back the desk read, or the desk's refusal as a notice. The next key that
/// does something clears the notice.
///
/// It runs on the same event loop as the scoreboard (``TerminalApp``).
public final class DeskScreenApp {
  private let program: Program<DeskScreenState, DeskScreenAction>
  private let options: ViewOptions
  private let tick: Duration
  private let onRequest: @Sendable (DeskAction) -> Void

  /// The desk of `program`, drawn with `options` every `tick` at least; `onRequest` is told, on the
  /// loop's thread, each change of the desk a key asks for.
  public init(
    program: Program<DeskScreenState, DeskScreenAction>, options: ViewOptions,
    tick: Duration = .milliseconds(500), onRequest: @escaping @Sendable (DeskAction) -> Void
  ) {
    self.program = program
    self.options = options
    self.tick = tick
    self.onRequest = onRequest
  }

  /// Takes over the terminal until `q` or a signal, then restores it.
  public func run() -> TerminalApp.Ending {
    program.onTerminal(useColor: options.useColor) { run(on: $0) }
  }

  /// Runs the loop on `screen` (a ``MemoryScreen`` in tests); the calling thread becomes the
  /// loop's.
  public func run(on screen: some TerminalScreen) -> TerminalApp.Ending {
    let store = program.store
    return program.runLoop(
      on: screen, tick: tick,
      paint: {
        let now = Date().timeIntervalSince1970
        screen.paint(DeskScreenView.frame(for: store.state, size: screen.size, now: now, options: options))
      },
      handle: { key, _ in
        let now = Date().timeIntervalSince1970
        switch DeskScreenKeys.outcome(for: key, in: store.state, now: now) {
        case .quit: return true
        case .ignored: return false
        case .screen(let action):
          if store.state.notice != nil { store.dispatch(.noticeChanged(nil)) }
          store.dispatch(action)
        case .desk(let action, let then):
          store.dispatch(.noticeChanged(nil))
          if let then { store.dispatch(then) }
          onRequest(action)
        }
        return false
      })
  }
}
