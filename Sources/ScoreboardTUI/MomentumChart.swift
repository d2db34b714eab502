/// The score difference over a match drawn in the terminal: home's lead above a middle line,
/// away's below, one braille cell holding 2 x 4 dots (`*` on an ASCII terminal).
///
/// ```swift
/// MomentumChart.lines(margins: [1, 2, 1, 0, -1], columns: 10, lines: 2)
/// ```
enum MomentumChart {
  /// The chart of `margins` (home's points minus away's after each point) in `lines` lines of
  /// `columns` cells, the lead filled from the middle line; blank lines when there is nothing.
  static func lines(margins: [Int], columns: Int, lines: Int, useASCII: Bool = false) -> [String] {
    guard columns > 0, lines > 0 else { return [] }
    let (dotsAcross, dotsDown) = useASCII ? (columns, lines) : (columns * 2, lines * 4)
    var dots = Array(repeating: Array(repeating: false, count: dotsAcross), count: dotsDown)
    let middle = dotsDown / 2
    let largest = max(1, margins.map(abs).max() ?? 0)
    let scale = Double(max(1, middle)) / Double(largest)
    if !margins.isEmpty {
      for x in 0..<dotsAcross {
        let index = dotsAcross == 1 ? margins.count - 1 : x * (margins.count - 1) / (dotsAcross - 1)
        let height = Int((Double(abs(margins[index])) * scale).rounded(.up))
        let rows = margins[index] >= 0 ? (middle - height)..<middle : middle..<min(dotsDown, middle + height)
        for y in rows where y >= 0 { dots[y][x] = true }
      }
    }
    for x in 0..<dotsAcross where !dots.contains(where: { $0[x] }) && middle < dotsDown {
      dots[middle][x] = true
    }
    return useASCII ? asciiLines(dots) : brailleLines(dots, columns: columns, lines: lines)
  }

  private static func asciiLines(_ dots: [[Bool]]) -> [String] {
    dots.map { row in String(row.map { $0 ? "*" : " " }) }
  }

  /// The dot bits of a braille cell, by dot row (0-3) and column (0-1).
  private static let bits: [[UInt32]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]

  private static func brailleLines(_ dots: [[Bool]], columns: Int, lines: Int) -> [String] {
    (0..<lines).map { line in
      String(
        (0..<columns).map { column -> Character in
          var value: UInt32 = 0
          for row in 0..<4 {
            for half in 0..<2 where dots[line * 4 + row][column * 2 + half] {
              value |= bits[row][half]
            }
          }
          return value == 0 ? " " : Character(Unicode.Scalar(0x2800 + value)!)
        })
    }
  }
}
