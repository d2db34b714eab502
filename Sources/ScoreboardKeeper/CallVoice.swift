import Dispatch
import Glibc
import Synchronization

/// The voice that speaks the umpire's calls: a speech program found on `PATH` at start (Debian's
/// speech-dispatcher client `spd-say`, else `espeak-ng`: ``DeskAppSpeaker/findVoice(path:)``), one
/// child process per call, started off the keeper's thread so no key ever waits for it. A call still being spoken when the next comes
/// is cut short, and one waiting is replaced: the voice keeps up with the score.
final class CallVoice: Sendable {
  private struct Turn {
    var waiting: String?
    var speaking: pid_t?
    var isWorking = false
  }

  private let voice: DeskAppSpeaker.Voice
  private let turn = Mutex(Turn())
  private let worker = DispatchQueue(label: "scoreboard.call-voice")

  /// A voice speaking through `voice` (``DeskAppSpeaker/findVoice(path:)`` finds one).
  init(_ voice: DeskAppSpeaker.Voice) {
    self.voice = voice
  }

  /// Speaks `call` soon, on the voice's own thread; returns at once.
  func say(_ call: String) {
    let startsWorker = turn.withLock { turn in
      turn.waiting = call
      if let speaking = turn.speaking { kill(speaking, SIGTERM) }
      defer { turn.isWorking = true }
      return !turn.isWorking
    }
    if startsWorker { worker.async { self.speakWaitingCalls() } }
  }

  /// Waits until no call is being spoken or waits to be (for tests and the end of a run).
  func waitUntilSpoken() {
    worker.sync {}
  }

  /// Cuts short the call being spoken and forgets the one waiting.
  func stop() {
    turn.withLock { turn in
      turn.waiting = nil
      if let speaking = turn.speaking { kill(speaking, SIGTERM) }
    }
  }

  private func speakWaitingCalls() {
    while true {
      let next = turn.withLock { turn in
        defer { turn.waiting = nil }
        if turn.waiting == nil { turn.isWorking = false }
        return turn.waiting
      }
      guard let call = next else { return }
      guard let child = spawn(voice.arguments + [call]) else { continue }
      // A call that came while this one was starting replaces it too.
      let isReplaced = turn.withLock { turn in
        turn.speaking = child
        return turn.waiting != nil
      }
      if isReplaced { kill(child, SIGTERM) }
      wait(for: child)
      let wasCut = turn.withLock { turn in
        turn.speaking = nil
        return turn.waiting != nil
      }
      if isSpeechDispatcher, wasCut {
        // speech-dispatcher speaks on after its client is gone: what it still says is cancelled.
        if let cancel = spawn(["--cancel"]) { wait(for: cancel) }
      }
    }
  }

  /// Whether the voice is speech-dispatcher's client, which speaks through a server.
  private var isSpeechDispatcher: Bool { voice.path.hasSuffix("/spd-say") }

  private func wait(for child: pid_t) {
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
  }

  /// Starts the program with `arguments`, its input and output on `/dev/null` (it must not write
  /// over the screen); `nil` when it cannot start.
  private func spawn(_ arguments: [String]) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      posix_spawn_file_actions_addopen(
        &actions, descriptor, "/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
    }
    let argv = ([voice.path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    // The worker's thread blocks signals (Dispatch's do); the child must take SIGTERM to be cut short.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGTERM)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var child: pid_t = 0
    let result = posix_spawn(&child, voice.path, &actions, &attributes, argv, environ)
    return result == 0 ? child : nil
  }
}
