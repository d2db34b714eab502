/// Small text helpers the commands need, without Foundation's string bridging.
extension StringProtocol {
  /// The text without whitespace at either end.
  var trimmed: String {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }

  /// The text cut or padded with spaces to exactly `width` characters.
  func padded(to width: Int) -> String {
    let cut = prefix(width)
    return cut + String(repeating: " ", count: width - cut.count)
  }
}
