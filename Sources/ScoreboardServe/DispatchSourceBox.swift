import Dispatch

/// A dispatch source that can be kept by a `Sendable` object: sources are thread-safe, but
/// Dispatch does not say so to the compiler.
final class DispatchSourceBox: @unchecked Sendable {
  /// The source.
  let source: any DispatchSourceProtocol

  /// A box around `source`.
  init(_ source: any DispatchSourceProtocol) {
    self.source = source
  }
}
