/// What can stop `serve` or a request to it, each said in one line.
public enum ServeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `--listen` was not `ADDR:PORT`.
  case badAddress(String, reason: String)
  /// The action token could not be created or read.
  case token(path: String, reason: String)
  /// The control socket could not be made or reached.
  case controlSocket(path: String, reason: String)
  /// The venue database of `serve --venue` could not be used.
  case venue(String)
  /// The theme folder (`--theme`) could not be used.
  case theme(String, reason: String)

  /// The line printed for the error.
  public var description: String {
    switch self {
    case .badAddress(let text, let reason): return "--listen \(text): \(reason)"
    case .token(let path, let reason): return "action token \(path): \(reason)"
    case .controlSocket(let path, let reason): return "control socket \(path): \(reason)"
    case .venue(let reason): return reason
    case .theme(let folder, let reason): return "--theme \(folder): \(reason)"
    }
  }
}
