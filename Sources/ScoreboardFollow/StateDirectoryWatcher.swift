import FoundationEssentials
import ScoreboardPersistence
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Tells an event loop when something changed in a state directory, with Linux inotify: a file
/// descriptor to `poll()` beside the terminal, readable when the app that keeps the game wrote,
/// renamed, created or deleted a file there (or closed one it had written: its lock, when it dies).
///
/// Nothing is read while nothing changes, so a follower that waits on ``fileDescriptor`` costs
/// no wake-ups at all when the game is idle. A directory that does not exist yet is waited for by
/// watching the nearest folder above it that does; once it appears, the watch moves to it.
///
/// ```swift
/// let watcher = try StateDirectoryWatcher(directory: stateDirectory.url)
/// var source = pollfd(fd: watcher.fileDescriptor, events: Int16(POLLIN), revents: 0)
/// while poll(&source, 1, -1) >= 0 {
///   let changes = watcher.drain()   // read every event; reload once for the lot
///   if !changes.isEmpty { reload() }
/// }
/// ```
public final class StateDirectoryWatcher: Sendable {
  /// One change the kernel reported.
  public struct Change: Equatable, Sendable {
    /// The file's name inside the state directory (empty for the directory itself, or for a
    /// change above it while waiting for it to appear).
    public var name: String
    /// The inotify event bits (`IN_MODIFY`, `IN_CLOSE_WRITE`, ...).
    public var mask: UInt32

    /// Whether a file that had been open for writing was closed: a writer finished, or died.
    public var isCloseAfterWrite: Bool { mask & UInt32(IN_CLOSE_WRITE) != 0 }
  }

  /// What is watched now.
  private struct Watch {
    /// The inotify watch descriptor, or -1.
    var descriptor: Int32 = -1
    /// Whether the watch is on the state directory itself (else on a folder above it).
    var isOnDirectory = false
  }

  /// The changes in the state directory that matter to a reader of the game.
  static let directoryMask =
    UInt32(IN_MODIFY) | UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM)
    | UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)
  /// What to see in a folder above the state directory while waiting for it to appear.
  static let ancestorMask =
    UInt32(IN_CREATE) | UInt32(IN_MOVED_TO) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)

  /// The directory watched for.
  public let directory: URL
  /// The descriptor to poll for `POLLIN`; readable when ``drain()`` has changes to report.
  /// Non-blocking and close-on-exec; closed when the watcher is released.
  public let fileDescriptor: Int32
  private let watch = Mutex(Watch())

  /// A watcher of `directory`, which need not exist yet.
  ///
  /// Throws ``PersistenceError/unusableDirectory(path:reason:)`` when inotify is unavailable
  /// (no more instances allowed, or not Linux).
  public init(directory: URL) throws(PersistenceError) {
    self.directory = directory.standardizedFileURL
    let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard fd >= 0 else {
      throw .unusableDirectory(
        path: directory.path,
        reason: "cannot watch it for changes (inotify: \(String(cString: strerror(errno))))")
    }
    fileDescriptor = fd
    rearm()
  }

  deinit {
    close(fileDescriptor)
  }

  /// Whether the watch is on the state directory itself, rather than on a folder above it while
  /// the directory does not exist.
  public var isWatchingDirectory: Bool {
    watch.withLock { $0.isOnDirectory }
  }

  /// Reads every event waiting, without blocking, and returns them (an empty array when there was
  /// none). Moves the watch when the directory appeared or went away.
  public func drain() -> [Change] {
    var changes: [Change] = []
    var mustRearm = false
    let size = 64 * 1024
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
    defer { buffer.deallocate() }
    while true {
      let count = read(fileDescriptor, buffer, size)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      var offset = 0
      let header = MemoryLayout<inotify_event>.size
      while offset + header <= count {
        let mask = buffer.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
        let length = Int(buffer.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
        let nameBytes = UnsafeRawBufferPointer(start: buffer + offset + header, count: length)
        let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
        offset += header + length
        let onDirectory = watch.withLock { $0.isOnDirectory }
        let selfGone =
          UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF) | UInt32(IN_IGNORED) | UInt32(IN_Q_OVERFLOW)
        if !onDirectory || mask & selfGone != 0 { mustRearm = true }
        changes.append(Change(name: onDirectory ? name : "", mask: mask))
      }
    }
    if mustRearm { rearm() }
    return changes
  }

  /// Watches the directory if it exists, else the nearest existing folder above it. Looks again
  /// after watching a folder above, in case the directory appeared in between.
  private func rearm() {
    watch.withLock { watch in
      while true {
        let (target, isOnDirectory) = nearestExisting()
        let mask = isOnDirectory ? Self.directoryMask : Self.ancestorMask
        let descriptor = inotify_add_watch(fileDescriptor, target.path, mask)
        if watch.descriptor >= 0 && watch.descriptor != descriptor {
          inotify_rm_watch(fileDescriptor, watch.descriptor)
        }
        watch = Watch(descriptor: descriptor, isOnDirectory: isOnDirectory && descriptor >= 0)
        guard !isOnDirectory, descriptor >= 0, nearestExisting().url.path != target.path else { return }
      }
    }
  }

  /// The directory, or the nearest folder above it that exists.
  private func nearestExisting() -> (url: URL, isDirectory: Bool) {
    var target = directory
    var isOnDirectory = true
    while !isDirectory(target) {
      let parent = target.deletingLastPathComponent()
      guard parent.path != target.path else { break }
      target = parent
      isOnDirectory = false
    }
    return (target, isOnDirectory)
  }

  private func isDirectory(_ url: URL) -> Bool {
    var info = stat()
    return stat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }
}
