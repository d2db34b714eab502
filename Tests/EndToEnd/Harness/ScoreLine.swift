/// The plain-text score line the app always prints: `<home name> <home score> : <away score> <away name>`.
///
/// It is read off the screen, so it stays home-first whichever team is drawn on the left.
struct ScoreLine: Equatable, CustomStringConvertible {
  /// The home team's name.
  var home: String
  /// The home team's score.
  var homeScore: Int
  /// The away team's score.
  var awayScore: Int
  /// The away team's name.
  var away: String

  /// The line as the app prints it.
  var description: String { "\(home) \(homeScore) : \(awayScore) \(away)" }

  /// The first score line on `screen` for the teams `home` and `away`, or nil when there is none.
  static func find(in screen: String, home: String = "Home", away: String = "Away") -> ScoreLine? {
    for line in screen.split(whereSeparator: \.isNewline) {
      var rest = Substring(line)
      while let start = rest.range(of: home + " ") {
        let tail = rest[start.upperBound...]
        if let parsed = parse(tail, home: home, away: away) {
          return parsed
        }
        rest = rest[start.upperBound...]
      }
    }
    return nil
  }

  /// Parses `<digits> : <digits> <away>` at the start of `text`.
  private static func parse(_ text: Substring, home: String, away: String) -> ScoreLine? {
    let homeDigits = text.prefix(while: \.isNumber)
    guard let homeScore = Int(homeDigits) else { return nil }
    var rest = text.dropFirst(homeDigits.count)
    guard rest.hasPrefix(" : ") else { return nil }
    rest = rest.dropFirst(3)
    let awayDigits = rest.prefix(while: \.isNumber)
    guard let awayScore = Int(awayDigits) else { return nil }
    rest = rest.dropFirst(awayDigits.count)
    guard rest.hasPrefix(" " + away) else { return nil }
    let after = rest.dropFirst(away.count + 1).first
    guard after == nil || !(after!.isLetter || after!.isNumber) else { return nil }
    return ScoreLine(home: home, homeScore: homeScore, awayScore: awayScore, away: away)
  }
}

extension String {
  /// True when the screen shows exactly this score line (`Home 1 : 2 Away` does not match `Home 11 : 2 Away`).
  func showsScore(_ line: String) -> Bool {
    for row in split(whereSeparator: \.isNewline) {
      var rest = Substring(row)
      while let range = rest.range(of: line) {
        let before = rest[..<range.lowerBound].last
        let after = rest[range.upperBound...].first
        let cleanBefore = before == nil || !(before!.isLetter || before!.isNumber)
        let cleanAfter = after == nil || !(after!.isLetter || after!.isNumber)
        if cleanBefore && cleanAfter {
          return true
        }
        rest = rest[range.upperBound...]
      }
    }
    return false
  }
}
