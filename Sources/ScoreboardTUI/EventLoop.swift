import Glibc

/// The one event loop of every full-screen program (the scoreboard, the follow views, the venue
/// board): keys, resizes, jobs of the inbox, another descriptor's wake-ups and signals in, frames
/// out.
///
/// It sleeps in `poll()` on the terminal, the inbox's pipe and the wake source. After every wake
/// that asked for a frame (or left answers waiting) it ends the batch: `endBatch` (saving), then
/// the answers waiting for it (``ProgramContext/whenSaved(_:)``), then `paint`. Keys read in one
/// wake are handled together and painted once. Jobs sent before the loop starts run before its
/// first frame. With a `tick`, a frame is also asked for whenever that long passes without a
/// wake (for clocks that run on their own).
struct EventLoop<Screen: TerminalScreen> {
  let screen: Screen
  let inbox: LoopInbox
  let answers: PendingAnswers
  let redraw: RedrawRequest
  var tick: Duration?
  var wakeSource: TerminalApp.WakeSource?

  /// Runs until `handle` says a key quits or a signal arrives. `handle` is given every key and the
  /// screen's size and says whether the key quits; `afterKeys` follows each batch of keys.
  func run(
    endBatch: () -> Void, paint: () -> Void, handle: (KeyEvent, TerminalSize) -> Bool,
    afterKeys: () -> Void = {}
  ) -> TerminalApp.Ending {
    var decoder = KeyDecoder()
    var sources = [
      pollfd(fd: screen.inputDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: inbox.pipe.readEnd, events: Int16(POLLIN), revents: 0),
    ]
    if let source = wakeSource {
      sources.append(pollfd(fd: source.fileDescriptor, events: Int16(POLLIN), revents: 0))
    }
    let timeout = tick.map { Int32(min(max($0 / .milliseconds(1), 1), 60_000)) } ?? -1
    // What was sent before the loop started (the launch, say) is in the first frame.
    inbox.runJobs()
    while true {
      let isDirty = redraw.take()
      if isDirty || !answers.isEmpty {
        endBatch()
        answers.answerAll()
        if redraw.take() || isDirty { paint() }
      }
      if redraw.takeBell() {
        screen.bell()
      }
      let ready = poll(&sources, nfds_t(sources.count), timeout)
      guard ready >= 0 else {
        if errno == EINTR { continue }
        return .signal(SIGHUP)
      }
      if ready == 0 { redraw.raise() }
      if sources[1].revents != 0 {
        for byte in inbox.pipe.drain() {
          if let ending = handleWake(byte) { return ending }
        }
      }
      if let source = wakeSource, sources[2].revents != 0 {
        source.onReadable()
      }
      let terminal = sources[0].revents
      if terminal & Int16(POLLIN) != 0 {
        let (inputs, resized) = screen.readInputs()
        if resized { redraw.raise() }
        let size = screen.size
        for input in inputs {
          for key in decoder.decode(input) where handle(key, size) { return .quit }
        }
        if let key = decoder.finishBatch(), handle(key, size) { return .quit }
        afterKeys()
      }
      // A terminal that hung up reads as readable with nothing to read, for ever: the keys it sent
      // before are handled above, then the keeper ends as on SIGHUP instead of spinning.
      if terminal & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
        return .signal(SIGHUP)
      }
    }
  }

  private func handleWake(_ byte: UInt8) -> TerminalApp.Ending? {
    if byte >= signalByteOffset {
      return .signal(Int32(byte - signalByteOffset))
    }
    switch WakePipe.Reason(rawValue: byte) {
    case .resized:
      screen.adoptKernelSize()
      redraw.raise()
    case .job:
      inbox.runJobs()
    case .stateChanged, nil:
      break
    }
    return nil
  }
}
