import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An open journal file appended to frame by frame, which knows how long its intact part is and
/// never leaves half a frame followed by more.
struct JournalFile {
  private var descriptor: Int32
  /// The bytes of whole frames: where the next frame starts.
  private(set) var length: off_t
  private let writer: FrameWriter
  private var unsynced = false
  /// Whether a torn append could not be cut back yet, so the next append must cut it first.
  private var needsCut = false

  init(descriptor: Int32, length: off_t, writer: FrameWriter) {
    self.descriptor = descriptor
    self.length = length
    self.writer = writer
  }

  /// Writes all of `frame` at the end. When a write fails part-way, the file is cut back to its
  /// intact length before the error is thrown; if even that fails, the next append cuts first.
  mutating func append(_ frame: Data) throws(RecorderError.Reason) {
    guard descriptor >= 0 else { throw .closed }
    if needsCut {
      guard ftruncate(descriptor, length) == 0 else { throw .systemCall("ftruncate") }
      needsCut = false
    }
    let failure: RecorderError.Reason? = frame.withUnsafeBytes { bytes in
      do throws(RecorderError.Reason) {
        try writer.write(bytes, descriptor)
        return nil
      } catch {
        return error
      }
    }
    if let failure {
      needsCut = ftruncate(descriptor, length) != 0
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

  /// The whole file at `url`, or `nil` when there is none. It is opened once and read through
  /// that descriptor, so a file replaced meanwhile is never taken for a missing one.
  static func contents(of url: URL) throws(RecorderError.Reason) -> Data? {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw .systemCall("open")
    }
    var file = JournalFile(descriptor: descriptor, length: 0, writer: .system)
    defer { file.close() }
    var bytes = Data()
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .systemCall("read")
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
    }
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
