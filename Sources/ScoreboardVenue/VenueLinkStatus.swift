/// How the keeper's copy of its journal to the venue stands, for the status line.
public enum VenueLinkStatus: Equatable, Sendable {
  /// Connected, holding the court, with `waiting` records still to send.
  case online(court: String, waiting: Int)
  /// The database cannot be reached; `waiting` records are kept here until it can.
  case offline(waiting: Int, reason: String)
  /// Another keeper has the court: nothing is sent, `waiting` records are kept here.
  case refused(String, waiting: Int)

  /// The status line's words, or `nil` when everything is sent.
  public var message: String? {
    switch self {
    case .online(_, 0): nil
    case .online(let court, let waiting): "venue: court \(court), sending \(Self.records(waiting))"
    case .offline(let waiting, _): "venue offline, \(Self.records(waiting)) waiting"
    case .refused(let line, let waiting): "venue: \(line); \(Self.records(waiting)) waiting"
    }
  }

  private static func records(_ count: Int) -> String {
    count == 1 ? "1 record" : "\(count) records"
  }
}
