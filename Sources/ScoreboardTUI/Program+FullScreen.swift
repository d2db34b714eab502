extension Program {
  /// Takes over the terminal for `body`, with this program's signal handling, and restores it
  /// after: how a full-screen view that is not the keeper (the venue board, the desk) runs.
  func onTerminal(useColor: Bool, _ body: (NcursesScreen) -> TerminalApp.Ending) -> TerminalApp.Ending {
    installSignalHandlers(wakingThrough: inbox.pipe, crashReportDirectory: nil)
    let screen = NcursesScreen.open(useColor: useColor)
    defer { screen.close() }
    return body(screen)
  }

  /// Runs the event loop on `screen` (a ``MemoryScreen`` in tests), the calling thread becoming
  /// the loop's: `paint` draws whenever the state changed and at each `tick`, `handle` takes each
  /// key and says whether to quit.
  func runLoop(
    on screen: some TerminalScreen, tick: Duration, paint: () -> Void,
    handle: (KeyEvent, TerminalSize) -> Bool
  ) -> TerminalApp.Ending {
    let redraw = RedrawRequest(wakingThrough: inbox.pipe)
    let subscription = store.subscribe { _ in redraw.raise() }
    defer { subscription.cancel() }
    let loop = EventLoop(screen: screen, inbox: inbox, answers: answers, redraw: redraw, tick: tick)
    return loop.run(endBatch: {}, paint: paint, handle: handle)
  }
}
