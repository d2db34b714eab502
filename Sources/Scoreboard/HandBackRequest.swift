/// A keeper's request to hand the match on its court back to the venue's desk: the match goes to
/// the head of the queue, and the court takes the next one.
public struct HandBackRequest: Codable, Hashable, Sendable {
  /// The request's number, 1 the keeper's first: a new request has a higher one.
  public var number: Int
  /// Whether the court refuses the match: the desk never offers it to this court again.
  public var refuses: Bool

  /// Request number `number`, refusing the match when `refuses`.
  public init(number: Int, refuses: Bool) {
    self.number = number
    self.refuses = refuses
  }
}
