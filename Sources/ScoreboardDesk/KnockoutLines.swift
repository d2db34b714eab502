/// Where a knockout draw places its entries: for a bracket of `size` lines (a power of 2), the
/// seed on each line, counting the byes as the seeds after the last entry.
///
/// Seed 1 heads the draw and seed 2 ends it, seeds 3 and 4 go to the second and third quarters,
/// 5 to 8 to the remaining eighths, and so on (BWF General Competition Regulations 13, ITTF
/// Handbook 3.7.2; which of 3 and 4, and of 5 to 8, takes which of those places is drawn by lot:
/// ``DrawLots``). Every first-round pair adds up to `size + 1`, so the byes (the seeds past the
/// last entry) fall against the top seeds.
///
/// ```swift
/// KnockoutLines.seeds(size: 8)  // [1, 8, 4, 5, 6, 3, 7, 2]
/// ```
enum KnockoutLines {
  /// The seed on each line of a draw of `size` lines, top first.
  static func seeds(size: Int) -> [Int] {
    guard size > 1 else { return [1] }
    let half = seeds(size: size / 2)
    return half.enumerated().flatMap { line, seed in
      let pair = [seed, size + 1 - seed]
      return line < half.count / 2 || half.count == 1 ? pair : pair.reversed()
    }
  }

  /// The smallest bracket, a power of 2, that holds `entries`.
  static func size(for entries: Int) -> Int {
    var size = 1
    while size < entries { size *= 2 }
    return size
  }

  /// The round of a knockout in which `remaining` entries are left, as a call names it.
  static func roundName(remaining: Int) -> String {
    switch remaining {
    case 2: "Final"
    case 4: "Semi-final"
    case 8: "Quarter-final"
    default: "Round of \(remaining)"
    }
  }
}
