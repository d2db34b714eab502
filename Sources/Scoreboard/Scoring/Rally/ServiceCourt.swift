/// The half of the court a badminton server serves from (BWF Law 10.1): the right service court
/// when the server's score in the game is even (0 included), the left when it is odd.
public enum ServiceCourt: String, Codable, Equatable, Hashable, Sendable, CaseIterable {
  /// The right service court, on an even score of the server.
  case right
  /// The left service court, on an odd score of the server.
  case left

  /// The court for a server who has scored `serverPoints` in the game.
  public init(serverPoints: Int) {
    self = serverPoints.isMultiple(of: 2) ? .right : .left
  }

  /// The other court: left for right, right for left.
  public var opposite: ServiceCourt { self == .right ? .left : .right }
}
