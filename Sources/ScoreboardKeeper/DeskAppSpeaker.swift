import Foundation
import ScoreboardTUI
import Synchronization

/// Says the desk's calls: aloud with Debian's `spd-say` (speech-dispatcher) or `espeak-ng`, found
/// on the `PATH` at start, and/or as lines appended to a file (`--speak-to`). Calls are said one
/// after another, off the screen's thread.
public final class DeskAppSpeaker: Sendable {
  /// A program that speaks a line given as its last argument.
  public struct Voice: Equatable, Sendable {
    /// Its path.
    public var path: String
    /// Its arguments before the line.
    public var arguments: [String]
  }

  /// The programs tried, in order: speech-dispatcher's client, then espeak-ng.
  public static let voiceNames = ["spd-say", "espeak-ng"]

  private let voice: Voice?
  private let file: FileHandle?
  private let queue = DispatchQueue(label: "scoreboard-tui.desk.speaker")
  private let lastSaid = Mutex(0)

  /// A speaker that speaks with `voice` and writes to `file`, either or both.
  public init(voice: Voice?, file: FileHandle?) {
    self.voice = voice
    self.file = file
  }

  /// The first of ``voiceNames`` on `path` (the `PATH` variable's folders), or `nil`.
  public static func findVoice(path: String?) -> Voice? {
    let folders = (path ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    for name in voiceNames {
      for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
        return Voice(path: folder + "/" + name, arguments: name == "spd-say" ? ["--wait"] : [])
      }
    }
    return nil
  }

  /// Opens `path` to append the calls to, creating it when missing; throws a one-line reason.
  public static func openFile(_ path: String) throws -> FileHandle {
    if !FileManager.default.fileExists(atPath: path) {
      guard FileManager.default.createFile(atPath: path, contents: nil) else {
        throw SpeakerError(description: "\(path): cannot create the file for the calls")
      }
    }
    guard let handle = FileHandle(forWritingAtPath: path) else {
      throw SpeakerError(description: "\(path): cannot write the calls to it")
    }
    _ = try? handle.seekToEnd()
    return handle
  }

  /// Says each live call of `calls` not said yet, in order.
  public func say(_ calls: [DeskCall]) {
    let new = lastSaid.withLock { last in
      let new = calls.filter { $0.isLive && $0.id > last }
      last = max(last, new.last?.id ?? last)
      return new
    }
    for call in new { say(call.spoken) }
  }

  /// Says `line`.
  public func say(_ line: String) {
    queue.async { [voice, file] in
      try? file?.write(contentsOf: Data((line + "\n").utf8))
      if let voice { Self.run(voice, line) }
    }
  }

  /// Waits until every line given so far is said and written.
  public func waitUntilSaid() {
    queue.sync {}
  }

  /// Runs `voice` on `line` and waits for it; a voice that fails says nothing more.
  static func run(_ voice: Voice, _ line: String) {
    let process = Process()
    process.executableURL = URL(filePath: voice.path)
    process.arguments = voice.arguments + [line]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return }
    process.waitUntilExit()
  }

  /// Why the calls cannot be said.
  public struct SpeakerError: Error, CustomStringConvertible {
    /// The line.
    public var description: String
  }
}
