import Dispatch
import FoundationEssentials
import ScoreboardPersistence
import Synchronization

/// Reads a state directory once after each burst of changes to it: the directory's watcher
/// (``StateDirectoryWatcher``) wakes it, and `read` runs on `queue` `settle` after the first change
/// of a burst, once for the lot. What the journal's followers that need nothing more of a change
/// share (the webhooks' outbox, the inspector's feed).
///
/// ```swift
/// let reads = try SettledDirectoryReads(directory: url, queue: queue, settle: .milliseconds(2)) {
///   [weak self] in self?.readNew()
/// }
/// reads.start()
/// ```
public final class SettledDirectoryReads: Sendable {
  private let watcher: StateDirectoryWatcher
  private let queue: DispatchQueue
  private let settle: Duration
  private let read: @Sendable () -> Void
  private let changes = Mutex<DispatchSourceBox?>(nil)
  private let isReadScheduled = Mutex(false)

  /// Reads of the directory at `directory` by `read` on `queue`, `settle` after a burst of changes
  /// began. Call ``start()``. Throws when the directory cannot be watched.
  public init(
    directory: URL, queue: DispatchQueue, settle: Duration, read: @escaping @Sendable () -> Void
  ) throws(PersistenceError) {
    watcher = try StateDirectoryWatcher(directory: directory)
    self.queue = queue
    self.settle = settle
    self.read = read
  }

  deinit {
    stop()
  }

  /// Starts reading after changes; calling it again does nothing.
  public func start() {
    let source = DispatchSource.makeReadSource(fileDescriptor: watcher.fileDescriptor, queue: queue)
    source.setEventHandler { [weak self] in self?.handleChanges() }
    let isFirst = changes.withLock { changes in
      defer { if changes == nil { changes = DispatchSourceBox(source) } }
      return changes == nil
    }
    guard isFirst else { return }
    source.resume()
  }

  /// Stops reading.
  public func stop() {
    changes.withLock { $0?.source.cancel() }
  }

  private func handleChanges() {
    guard !watcher.drain().isEmpty else { return }
    let isScheduled = isReadScheduled.withLock { isScheduled in
      defer { isScheduled = true }
      return isScheduled
    }
    guard !isScheduled else { return }
    let delay = DispatchTimeInterval.microseconds(Int(settle / .microseconds(1)))
    queue.asyncAfter(deadline: .now() + delay) { [weak self] in
      guard let self else { return }
      self.isReadScheduled.withLock { $0 = false }
      self.read()
    }
  }
}
