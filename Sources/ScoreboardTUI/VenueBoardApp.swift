import FoundationEssentials

/// The venue board on the terminal: the program's state drawn by ``VenueBoardView``, repainted
/// on every change and every `tick` (running clocks), keys handled by ``VenueBoardKeys``; what a
/// key asks of the feed goes to `onRequest`.
///
/// It runs on the same event loop as the scoreboard (``TerminalApp``).
public final class VenueBoardApp {
  private let program: Program<VenueBoardState, VenueBoardAction>
  private let options: ViewOptions
  private let tick: Duration
  private let toDraw: @Sendable (VenueBoardState, Date) -> VenueBoardState
  private let onRequest: @Sendable (VenueBoardKeys.Request) -> Void

  /// The board of `program`, drawn with `options` every `tick` at least; `toDraw` makes the state
  /// to draw at a time (running the followed court's clock on); `onRequest` is told what a key
  /// asks of the feed, on the loop's thread.
  public init(
    program: Program<VenueBoardState, VenueBoardAction>, options: ViewOptions,
    tick: Duration = .milliseconds(250),
    toDraw: @escaping @Sendable (VenueBoardState, Date) -> VenueBoardState = { state, _ in state },
    onRequest: @escaping @Sendable (VenueBoardKeys.Request) -> Void
  ) {
    self.program = program
    self.options = options
    self.tick = tick
    self.toDraw = toDraw
    self.onRequest = onRequest
  }

  /// Takes over the terminal until `q` on the board or a signal, then restores it.
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
        let now = Date()
        screen.paint(
          VenueBoardView.frame(for: toDraw(store.state, now), size: screen.size, now: now, options: options))
      },
      handle: { key, size in
        let outcome = VenueBoardKeys.outcome(
          for: key, in: store.state, columns: VenueBoardView.columns(for: size))
        switch outcome {
        case .quit: return true
        case .ignored: return false
        case .dispatch(let action, let request):
          store.dispatch(action)
          if let request { onRequest(request) }
          return false
        }
      })
  }
}
