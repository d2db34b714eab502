import NIOCore
import NIOPosix

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Why a connection to the database could not be made, in our words instead of SwiftNIO's
/// (`Connection errors: SingleConnectionFailure(...)`).
enum ConnectFailure {
  /// What went wrong connecting, in a few words; `nil` when `error` is none of the network's.
  static func reason(_ error: any Error) -> String? {
    if let error = error as? NIOConnectionError {
      if let failure = error.connectionErrors.last { return reason(failure.error) ?? "\(failure.error)" }
      if error.dnsAError != nil || error.dnsAAAAError != nil { return "there is no host \(error.host)" }
      return "no address for \(error.host)"
    }
    if let error = error as? SocketAddressError.UnknownHost {
      return "there is no host \(error.host)"
    }
    if let error = error as? IOError {
      switch error.errnoCode {
      case ECONNREFUSED: return "nothing answers there (is PostgreSQL running, on that port?)"
      case ETIMEDOUT, EHOSTUNREACH, ENETUNREACH:
        return "the server cannot be reached (network down, or a firewall?)"
      case ENOENT: return "no such socket (is PostgreSQL running?)"
      default: return String(cString: strerror(error.errnoCode))
      }
    }
    if let error = error as? ChannelError, case .connectTimeout = error {
      return "no answer in time (network down, or a firewall?)"
    }
    return nil
  }
}
