import ScoreboardDesk

/// A call made at the desk: a match sent to a court (by the desk, by hand, or by a keeper taking
/// it), or the second call of a match still on that court some minutes later.
public struct DeskCall: Equatable, Sendable {
  /// Which call of the match this is.
  public enum Kind: Equatable, Sendable {
    /// The match is called to the court.
    case first
    /// The match is called again: it has been on the court for the second-call time.
    case second
  }

  /// Its number, from 1, in the order the desk saw the calls.
  public var id: Int
  /// The match called.
  public var match: Int
  /// The court it is called to.
  public var court: String
  /// When, in seconds since 1970.
  public var at: Double
  /// The first call or the second.
  public var kind: Kind
  /// The call as the desk shows it: `Open, Semi-final: Ann v Di`.
  public var text: String
  /// The call as it is spoken: `Court 1: Open, semi-final: Ann against Di`.
  public var spoken: String
  /// Made while the desk was watching (not found on the courts when it opened): only these are
  /// spoken.
  public var isLive: Bool

  /// A call from its parts.
  public init(
    id: Int, match: Int, court: String, at: Double, kind: Kind, text: String, spoken: String, isLive: Bool
  ) {
    self.id = id
    self.match = match
    self.court = court
    self.at = at
    self.kind = kind
    self.text = text
    self.spoken = spoken
    self.isLive = isLive
  }
}

extension DeskCall {
  /// The spoken call of `match` to `court`: `Court 1: Men's singles, semi-final: Ann against Di`
  /// (a pair is `Ann and Bob`); a second call starts `Second call.`.
  public static func spoken(_ match: DeskMatch, court: String, in desk: DeskState, kind: Kind) -> String {
    let names = [match.home, match.away].map { slot in
      desk.describe(slot, event: match.event).split(separator: "/").joined(separator: " and ")
    }
    let round = match.round.prefix(1).lowercased() + match.round.dropFirst()
    let call = "\(courtName(court)): \(match.event), \(round): \(names[0]) against \(names[1])"
    return kind == .second ? "Second call. " + call : call
  }

  /// A court as a call names it: `C1` and `1` are `Court 1`, `Court 3` stays, `Centre` is
  /// `Court Centre`.
  public static func courtName(_ court: String) -> String {
    let digits = court.drop { $0 == "C" || $0 == "c" }
    if !digits.isEmpty, digits.count >= court.count - 1, digits.allSatisfy(\.isNumber) {
      return "Court \(digits)"
    }
    return court.lowercased().hasPrefix("court") ? court : "Court \(court)"
  }
}
