import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An open journal file appended to frame by frame, which knows how long its intact part is.
struct JournalFile {
  private var descriptor: Int32
  private var length: off_t
  private var unsynced = false

  init(descriptor: Int32, length: off_t) {
    self.descriptor = descriptor
    self.length = length
  }

  /// Writes all of `frame` at the end. When a write fails part-way, the file is cut back to its
  /// intact length before the error is thrown.
  mutating func append(_ frame: Data) throws(RecorderError.Reason) {
    guard descriptor >= 0 else { throw .closed }
    let failure: RecorderError.Reason? = frame.withUnsafeBytes { buffer in
      var done = 0
      while done < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + done, buffer.count - done)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { return .systemCall("write", code: written == 0 ? ENOSPC : errno) }
        done += written
      }
      return nil
    }
    if let failure {
      _ = ftruncate(descriptor, length)
      throw failure
    }
    length += off_t(frame.count)
    unsynced = true
  }

  /// Makes what was appended durable.
  mutating func sync() throws(RecorderError.Reason) {
    guard descriptor >= 0 else { throw .closed }
    guard unsynced else { return }
    guard fdatasync(descriptor) == 0 else { throw .systemCall("fdatasync") }
    unsynced = false
  }

  /// Closes the file; appending after that fails.
  mutating func close() {
    guard descriptor >= 0 else { return }
    #if canImport(Glibc)
      _ = Glibc.close(descriptor)
    #elseif canImport(Musl)
      _ = Musl.close(descriptor)
    #elseif canImport(Darwin)
      _ = Darwin.close(descriptor)
    #endif
    descriptor = -1
  }
}
