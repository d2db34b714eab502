import NIOCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Why a server could not listen, in our words: the one line `serve` and `play --serve` print
/// instead of SwiftNIO's error text.
public enum ListenFailure {
  /// The line for `error`, thrown when listening on `address`:
  /// `cannot serve on 127.0.0.1:8321: the port is in use; stop what uses it, or pass another --listen`.
  public static func message(_ error: any Error, address: ListenAddress) -> String {
    "cannot serve on \(address): \(reason(error, address: address))"
  }

  /// What went wrong, without the address.
  static func reason(_ error: any Error, address: ListenAddress) -> String {
    if let error = error as? IOError {
      switch error.errnoCode {
      case EADDRINUSE: return "the port is in use; stop what uses it, or pass another --listen"
      case EACCES:
        return "not allowed to listen on port \(address.port) (below 1024 needs root); pass another --listen"
      case EADDRNOTAVAIL: return "this machine has no address \(address.host); pass another --listen"
      default: return String(cString: strerror(error.errnoCode))
      }
    }
    if error is SocketAddressError.UnknownHost {
      return "there is no host \(address.host); pass another --listen"
    }
    return "\(error)"
  }
}
