import Foundation
import Scoreboard
import ScoreboardTUI
import StateStore
import Synchronization

/// The umpire's calls of a keeper (`--speak`, `--speak-to FILE`): after each change of the match,
/// its call (``MatchAnnouncement/call(from:to:)``) is spoken (``CallVoice``) and appended to the
/// file, one line a call. Both happen off the keeper's thread.
final class KeeperSpeech: Sendable {
  private let voice: CallVoice?
  private let file: CallFile?
  private let subscription: Subscription

  private init(voice: CallVoice?, file: CallFile?, subscription: Subscription) {
    self.voice = voice
    self.file = file
    self.subscription = subscription
  }

  /// Follows `program`'s match: speaking when `speaks` (the voice found on `path`), writing to
  /// `file` when given. Returns the speech (`nil` when asked for neither) and a line for the
  /// status line when there is no voice to speak with. A file that cannot be opened throws.
  static func start(
    speaks: Bool, file path: String?, searchPath: String, program: Program<AppState, AppAction>
  ) throws(KeeperError) -> (speech: KeeperSpeech?, notice: String?) {
    guard speaks || path != nil else { return (nil, nil) }
    let file = try path.map { path throws(KeeperError) in
      do {
        return CallFile(try DeskAppSpeaker.openFile(path))
      } catch {
        throw .speakTo("--speak-to \(error)")
      }
    }
    let voice = speaks ? DeskAppSpeaker.findVoice(path: searchPath).map(CallVoice.init) : nil
    let notice =
      speaks && voice == nil
      ? "--speak: no spd-say or espeak-ng on PATH, calls are not spoken (apt install espeak-ng)" : nil
    let last = Mutex<AnnouncedStep?>(nil)
    let step: @Sendable (AppState) -> AnnouncedStep = { AnnouncedStep($0.game) }
    let subscription = program.observe(step) { step in
      let before = last.withLock { last in
        defer { last = step }
        return last
      }
      guard let before, let call = MatchAnnouncement.call(from: before, to: step) else { return }
      voice?.say(call)
      file?.append(call)
    }
    return (KeeperSpeech(voice: voice, file: file, subscription: subscription), notice)
  }

  /// Stops following the match and speaking; the calls written are in the file.
  func stop() {
    subscription.cancel()
    voice?.stop()
    file?.close()
  }
}

/// The file `--speak-to` appends the calls to, one a line, in order, written on a thread of its own.
final class CallFile: Sendable {
  private let handle: FileHandle
  private let writer = DispatchQueue(label: "scoreboard.call-file")

  /// The calls appended to `handle` (``DeskAppSpeaker/openFile(_:)`` opens one).
  init(_ handle: FileHandle) {
    self.handle = handle
  }

  /// Appends `call` as a line.
  func append(_ call: String) {
    writer.async { [handle] in try? handle.write(contentsOf: Data((call + "\n").utf8)) }
  }

  /// Writes what waits, then closes the file.
  func close() {
    writer.sync { try? handle.close() }
  }
}
