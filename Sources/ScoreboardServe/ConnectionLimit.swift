import NIOCore
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The most connections the HTTP server holds at once: below the process's descriptor limit, so
/// clients (idle ones included) can never take the descriptors the keeper needs to save the game.
/// A connection past the limit is closed as soon as it is accepted.
///
/// ```swift
/// let limit = ConnectionLimit.forThisProcess()  // the soft limit raised to the hard one, less the reserve
/// ```
public final class ConnectionLimit: Sendable {
  /// Descriptors always left to the rest of the process: the keeper's journal and snapshot, its
  /// terminal, the overlay files, the control socket, the venue's connections, the server's own.
  public static let reserve = 128
  /// The most connections at once whatever the descriptor limit.
  public static let ceiling = 4096

  /// The most connections at once.
  public let maximum: Int
  private let open = Atomic<Int>(0)

  /// A limit of `maximum` connections.
  public init(maximum: Int) {
    self.maximum = maximum
  }

  /// The limit for this process: its soft descriptor limit (raised to the hard one first) less
  /// ``reserve``, at most ``ceiling`` and at least 16.
  public static func forThisProcess() -> ConnectionLimit {
    ConnectionLimit(maximum: min(max(raiseDescriptorLimit() - reserve, 16), ceiling))
  }

  /// How many connections are open now.
  public var openCount: Int { open.load(ordering: .relaxed) }

  /// Raises the soft limit on open descriptors to the hard one, where it can be; returns the soft
  /// limit then in force.
  @discardableResult
  public static func raiseDescriptorLimit() -> Int {
    var limits = rlimit()
    guard getrlimit(descriptorResource, &limits) == 0 else { return 1024 }
    if limits.rlim_cur < limits.rlim_max {
      var raised = limits
      raised.rlim_cur = limits.rlim_max
      if setrlimit(descriptorResource, &raised) == 0 { limits = raised }
    }
    return Int(clamping: limits.rlim_cur)
  }

  #if canImport(Glibc)
    private static let descriptorResource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
  #else
    private static let descriptorResource = RLIMIT_NOFILE
  #endif

  /// A handler for one new connection's pipeline that counts it, or closes it past the limit.
  public func handler() -> any RemovableChannelHandler {
    ConnectionCounter(limit: self)
  }

  /// Takes a place for one more connection; `false` when every place is taken.
  fileprivate func take() -> Bool {
    let after = open.add(1, ordering: .relaxed).newValue
    guard after > maximum else { return true }
    open.subtract(1, ordering: .relaxed)
    return false
  }

  /// Gives a connection's place back.
  fileprivate func release() {
    open.subtract(1, ordering: .relaxed)
  }
}

/// Counts one connection against a ``ConnectionLimit`` while its pipeline lives.
private final class ConnectionCounter: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = NIOAny

  private let limit: ConnectionLimit
  private var isCounted = false

  init(limit: ConnectionLimit) {
    self.limit = limit
  }

  func handlerAdded(context: ChannelHandlerContext) {
    isCounted = limit.take()
    if !isCounted { context.close(promise: nil) }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    if isCounted { limit.release() }
    isCounted = false
  }
}
