import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A crash-safe journal of a store's actions, for any store whose actions are `Codable`: each
/// action is appended as one frame (``JournalFrame``: a header, the action's JSON, a CRC-32) with one
/// `write(2)`, so a crash or a power cut leaves at worst a torn last frame, which reading detects
/// and drops (``JournalContents``). ``sync()`` makes what was appended durable.
///
/// Put its ``middleware(onError:)`` in front of a store to record every action before it is reduced, then
/// read the file back as a ``Recording`` to replay it onto a store or travel to any step:
///
/// ```swift
/// let recorder = try ActionRecorder<CounterAction>(appendingTo: url)
/// let store = Store(initialState: 0, reducer: counter, middleware: [recorder.middleware()])
/// store.dispatch(.increment)
/// try recorder.sync()
///
/// let recording = try ActionRecorder<CounterAction>.read(url)
/// let before = recording.state(atStep: 0, from: 0, reducer: counter)
/// ```
///
/// Safe to use from any thread: appends are serialised by a lock.
public final class ActionRecorder<Action: Codable & Sendable>: Sendable {
  /// The kind byte of the frames a recorder writes.
  public static var frameKind: UInt8 { 1 }

  /// The file the actions are appended to.
  public let url: URL
  /// The format of its frames.
  public let format: FrameFormat
  /// How its actions become payloads.
  public let coding: ActionCoding<Action>
  private let file: Locked<JournalFile>

  /// A recorder appending to the journal at `url`, created if missing. A torn or corrupt tail
  /// left by a crash is cut off first, so new frames follow the last intact one. Only frames that
  /// are not whole and intact are cut: an intact frame whose action this program cannot decode
  /// stays.
  ///
  /// Frames reach the file through `writer`: `write(2)` unless a test injects failures.
  ///
  /// Throws when the file cannot be opened, or holds frames of a newer format version.
  public init(
    appendingTo url: URL, format: FrameFormat = .recorder, coding: ActionCoding<Action> = .json,
    writer: FrameWriter = .system
  ) throws(RecorderError) {
    self.url = url
    self.format = format
    self.coding = coding
    let contents = try Self.frames(at: url, format: format)
    let descriptor = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw RecorderError(.systemCall("open"), url: url) }
    let end = off_t(contents.validLength)
    var journal = JournalFile(descriptor: descriptor, length: end, writer: writer)
    guard ftruncate(descriptor, end) == 0 else {
      let error = RecorderError(.systemCall("ftruncate"), url: url)
      journal.close()
      throw error
    }
    file = Locked(journal)
  }

  deinit {
    file.withLock { $0.close() }
  }

  /// The bytes of whole frames in the file: 0 for an empty journal.
  public var length: Int {
    file.withLock { Int($0.length) }
  }

  /// Appends `action` as one frame. A write cut short is cut back off, so the journal never holds
  /// half a frame followed by more, and the action can be appended again once the cause is gone.
  public func append(_ action: Action) throws(RecorderError) {
    let payload: Data
    do {
      payload = try coding.encode(action)
    } catch {
      throw RecorderError(.encoding("\(error)"), url: url)
    }
    let frame = JournalFrame.encode(payload, kind: Self.frameKind, version: 1, format: format)
    let failure: RecorderError.Reason? = file.withLock { file -> RecorderError.Reason? in
      do throws(RecorderError.Reason) {
        try file.append(frame)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw RecorderError(failure, url: url) }
  }

  /// Makes every action appended so far durable: one `fdatasync`.
  public func sync() throws(RecorderError) {
    let failure: RecorderError.Reason? = file.withLock { file -> RecorderError.Reason? in
      do throws(RecorderError.Reason) {
        try file.sync()
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw RecorderError(failure, url: url) }
  }

  /// Closes the file (without syncing it: call ``sync()`` first to keep what was appended);
  /// appending or syncing after that throws ``RecorderError/Reason/closed``.
  public func close() {
    file.withLock { $0.close() }
  }

  /// A middleware that appends each action to the journal before passing it on, so a recorded
  /// action is never one the store did not see. When appending fails, the action is still handled
  /// and `onError` hears why.
  public func middleware<State: Sendable>(
    onError: @escaping @Sendable (RecorderError) -> Void = { _ in }
  ) -> Middleware<State, Action> {
    Middleware { _, action, next in
      do throws(RecorderError) {
        try self.append(action)
      } catch {
        onError(error)
      }
      next(action)
    }
  }

  /// The bytes of the file at `url`, or `nil` when there is none; a file that is there but cannot
  /// be read is an error, never an empty journal: appending would cut it to nothing.
  private static func existingBytes(at url: URL) throws(RecorderError) -> Data? {
    do throws(RecorderError.Reason) {
      return try JournalFile.contents(of: url)
    } catch {
      throw RecorderError(error, url: url)
    }
  }

  /// The intact frames of the journal at `url`, whatever their payloads.
  private static func frames(at url: URL, format: FrameFormat) throws(RecorderError) -> JournalContents<Data>
  {
    guard let bytes = try existingBytes(at: url) else {
      return JournalContents(records: [], validLength: 0, damagedLength: 0)
    }
    do {
      return try JournalContents<Data>.read(bytes, kind: frameKind, format: format) { $0 }
    } catch {
      throw RecorderError(.newerFormat(version: error.version), url: url)
    }
  }

  /// The actions recorded in the journal at `url` (none when there is no file), up to a torn or
  /// corrupt tail, or up to a frame whose action `coding` cannot decode.
  public static func read(_ url: URL, format: FrameFormat = .recorder, coding: ActionCoding<Action> = .json)
    throws(RecorderError) -> Recording<Action>
  {
    guard let bytes = try existingBytes(at: url) else { return Recording(actions: []) }
    do {
      let contents = try JournalContents<Action>.read(bytes, kind: frameKind, format: format) { payload in
        coding.decode(payload)
      }
      return Recording(actions: contents.records, validLength: contents.validLength)
    } catch {
      throw RecorderError(.newerFormat(version: error.version), url: url)
    }
  }
}
