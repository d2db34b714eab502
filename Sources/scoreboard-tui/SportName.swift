import ArgumentParser
import Scoreboard

extension Sport {
  /// The sport `text` names on the command line (`table-tennis`, any case), or a one-line error
  /// that says which sport was probably meant: `did you mean tennis? (the sports are ...)`.
  static func named(_ text: String) throws -> Sport {
    let name = text.lowercased()
    if let sport = Sport(rawValue: name) { return sport }
    let names = allCases.map(\.rawValue)
    let sports = "the sports are \(names.joined(separator: ", "))"
    guard let guess = nearest(to: name, among: names) else { throw ValidationError(sports) }
    throw ValidationError("did you mean \(guess)? (\(sports))")
  }

  /// The name closest to `typed`: one it starts, or one at most two edits away (the closest).
  private static func nearest(to typed: String, among names: [String]) -> String? {
    guard !typed.isEmpty else { return nil }
    if let started = names.first(where: { $0.hasPrefix(typed) }) { return started }
    let scored = names.map { (name: $0, distance: editDistance(typed, $0)) }
    guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= 2 else { return nil }
    return best.name
  }

  /// How many one-character insertions, deletions and changes turn `first` into `second`.
  private static func editDistance(_ first: String, _ second: String) -> Int {
    let target = Array(second)
    var previous = Array(0...target.count)
    for (row, character) in first.enumerated() {
      var current = [row + 1]
      for (column, other) in target.enumerated() {
        let change = previous[column] + (character == other ? 0 : 1)
        current.append(min(change, previous[column + 1] + 1, current[column] + 1))
      }
      previous = current
    }
    return previous[target.count]
  }
}
