import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How an ``ActionRecorder`` puts a frame's bytes into its file: `write(2)` until every byte is
/// written (``system``). A test gives a recorder one that fails part-way, as a full disk does, to
/// prove that a torn append is cut back and that the program carries on.
///
/// ```swift
/// let halfThenFull = FrameWriter { frame, descriptor throws(RecorderError.Reason) in
///   try FrameWriter.system.write(UnsafeRawBufferPointer(rebasing: frame.prefix(frame.count / 2)), descriptor)
///   throw .systemCall("write", code: ENOSPC)
/// }
/// let recorder = try ActionRecorder<CounterAction>(appendingTo: url, writer: halfThenFull)
/// ```
public struct FrameWriter: Sendable {
  /// Writes all of `frame` at the end of the open file `descriptor`, or throws why not (having
  /// written any part of it).
  public var write:
    @Sendable (_ frame: UnsafeRawBufferPointer, _ descriptor: Int32) throws(RecorderError.Reason) -> Void

  /// A writer from its `write`.
  public init(
    write:
      @escaping @Sendable (_ frame: UnsafeRawBufferPointer, _ descriptor: Int32) throws(RecorderError.Reason)
      -> Void
  ) {
    self.write = write
  }

  /// `write(2)`, again after an interruption or a short write, until the whole frame is written;
  /// a write that makes no progress is a full disk (`ENOSPC`).
  public static var system: FrameWriter {
    FrameWriter { frame, descriptor throws(RecorderError.Reason) in
      var done = 0
      while done < frame.count {
        let written = systemWrite(descriptor, frame.baseAddress! + done, frame.count - done)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { throw .systemCall("write", code: written == 0 ? ENOSPC : errno) }
        done += written
      }
    }
  }
}

/// `write(2)`, named apart from ``FrameWriter/write``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
