/// The rounds of a round robin by the standard (Berger) table, as the ITTF and FIDE print it:
/// with players numbered 1 to n (n even; an odd field adds a bye as the last number), in round r
/// the last player meets the one at position (r - 1) * n/2 mod (n - 1), at home in the even
/// rounds; the others pair off around that position.
///
/// ```swift
/// BergerTable.rounds(players: 4)
/// // [[(1, 4), (2, 3)], [(4, 3), (1, 2)], [(2, 4), (3, 1)]]
/// ```
enum BergerTable {
  /// The pairs of each round, home first, numbering the players from 1; with an odd `players`,
  /// the pairs against the bye (number `players + 1`) are left out.
  static func rounds(players: Int) -> [[(home: Int, away: Int)]] {
    let count = players + players % 2
    let others = count - 1
    guard count >= 2 else { return [] }
    return (1...others).map { round in
      let pivot = (round - 1) * (count / 2) % others
      let last = round.isMultiple(of: 2) ? (count, pivot + 1) : (pivot + 1, count)
      var pairs = [last]
      for step in 1..<(count / 2) {
        let home = (pivot + step) % others
        let away = (pivot - step + others) % others
        pairs.append((home + 1, away + 1))
      }
      return pairs.filter { $0.0 <= players && $0.1 <= players }.map { (home: $0.0, away: $0.1) }
    }
  }
}
