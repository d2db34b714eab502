/// The 3 by 5 bitmaps big numbers are built from, one per character they can show: the digits, the
/// letters of tennis calls (`AD`) and the signs of a game clock (`7:32`, `59.9`, `45:00 +2:13`).
enum BigDigitFont {
  /// Bitmap columns per glyph.
  static let columns = 3
  /// Bitmap rows per glyph.
  static let rows = 5

  /// The characters there is a glyph for.
  static let characters: Set<Character> = Set(bitmaps.keys)

  /// The bitmaps as pixels, row by row, so that drawing does not walk strings.
  private static let pixels: [Character: [[Bool]]] = bitmaps.mapValues { rows in
    rows.map { row in row.map { $0 == "#" } }
  }

  /// The pixels of `character`, row by row, or `nil` when the font has no glyph for it.
  static func bitmap(of character: Character) -> [[Bool]]? {
    pixels[character]
  }

  private static let bitmaps: [Character: [String]] = [
    "0": ["###", "#.#", "#.#", "#.#", "###"],
    "1": [".#.", "##.", ".#.", ".#.", "###"],
    "2": ["###", "..#", "###", "#..", "###"],
    "3": ["###", "..#", "###", "..#", "###"],
    "4": ["#.#", "#.#", "###", "..#", "..#"],
    "5": ["###", "#..", "###", "..#", "###"],
    "6": ["###", "#..", "###", "#.#", "###"],
    "7": ["###", "..#", "..#", "..#", "..#"],
    "8": ["###", "#.#", "###", "#.#", "###"],
    "9": ["###", "#.#", "###", "..#", "###"],
    "-": ["...", "...", "###", "...", "..."],
    "A": [".#.", "#.#", "###", "#.#", "#.#"],
    "D": ["##.", "#.#", "#.#", "#.#", "##."],
    ":": ["...", ".#.", "...", ".#.", "..."],
    ".": ["...", "...", "...", "...", ".#."],
    "+": ["...", ".#.", "###", ".#.", "..."],
  ]
}
