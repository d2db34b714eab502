import Dispatch

/// A dispatch source that can be kept by a `Sendable` object: sources are thread-safe, but
/// Dispatch does not say so to the compiler. Kept here, beside the watcher whose descriptor the
/// feeds and the webhooks' outbox read through such sources.
public final class DispatchSourceBox: @unchecked Sendable {
  /// The source.
  public let source: any DispatchSourceProtocol

  /// A box around `source`.
  public init(_ source: any DispatchSourceProtocol) {
    self.source = source
  }
}
