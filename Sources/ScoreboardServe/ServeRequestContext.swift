import Hummingbird

/// The request context of `serve`'s routes: the framework's, and the address the request came
/// from, so live pages can be counted per client (``GameFeed/Limits/maximumSubscribersPerClient``).
public struct ServeRequestContext: RequestContext {
  /// The framework's part of the context.
  public var coreContext: CoreRequestContextStorage
  /// The client's IP address without its port, or `nil` when there is none (a Unix socket, a test
  /// without a network).
  public let clientAddress: String?

  /// The context of a request that came on `source`'s connection.
  public init(source: ApplicationRequestContextSource) {
    coreContext = CoreRequestContextStorage(source: source)
    clientAddress = source.channel.remoteAddress?.ipAddress
  }
}
