extension String {
  /// The text without the spaces and tabs around it.
  var trimmed: String {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else {
      return ""
    }
    return String(self[first...last])
  }
}
