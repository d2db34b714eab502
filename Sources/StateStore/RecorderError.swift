import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why an ``ActionRecorder`` could not open, append to, sync or read its journal; prints as one
/// line naming the file.
public struct RecorderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Error, Equatable, Sendable, CustomStringConvertible {
    /// A system call failed with `code` (an `errno`).
    case systemCall(String, code: Int32)
    /// The action could not be encoded.
    case encoding(String)
    /// The journal holds a frame of a newer format version; nothing was changed.
    case newerFormat(version: UInt8)
    /// The recorder's file is closed.
    case closed

    /// One line without the file: what failed and why, as in `write: No space left on device`.
    public var description: String {
      switch self {
      case .systemCall(let call, let code): "\(call): \(String(cString: strerror(code)))"
      case .encoding(let message): "the action could not be encoded: \(message)"
      case .newerFormat(let version): "written in a newer journal format (\(version))"
      case .closed: "the recorder is closed"
      }
    }

    /// Whether the action could not be encoded: appending it again fails again.
    public var isEncoding: Bool {
      if case .encoding = self { true } else { false }
    }

    /// A failed system call, with the current `errno`.
    static func systemCall(_ call: String) -> Reason {
      .systemCall(call, code: errno)
    }
  }

  /// What went wrong.
  public var reason: Reason
  /// The journal's path.
  public var path: String

  /// The error `reason` on the journal at `url`.
  public init(_ reason: Reason, url: URL) {
    self.reason = reason
    self.path = url.path
  }

  /// One line: the file, and what went wrong.
  public var description: String {
    if case .newerFormat(let version) = reason {
      return "\(path) was written in a newer journal format (\(version)); nothing was changed"
    }
    return "recording to \(path) failed: \(reason)"
  }
}
