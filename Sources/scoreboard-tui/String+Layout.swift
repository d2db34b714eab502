/// Small text helpers the commands need, without Foundation's string bridging.
extension StringProtocol {
  /// The text without whitespace at either end.
  var trimmed: String {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }
}
