import CustomDump

/// An action as failure messages show it.
func describe(_ value: some Any) -> String {
  String(customDumping: value)
}

/// Actions as failure messages list them: one per line, indented.
func describe(list values: [some Any]) -> String {
  values.map { "  • " + describe($0).replacingNewlines(with: "\n    ") }.joined(separator: "\n")
}

/// The differences between `expected` and `actual` as failure messages show them, indented.
func describeDifference<Value>(expected: Value, actual: Value) -> String {
  let difference =
    diff(expected, actual, format: .proportional)
    ?? "expected: \(describe(expected))\n  actual: \(describe(actual))"
  return "  " + difference.replacingNewlines(with: "\n  ") + "\n\n(Expected: −, Actual: +)"
}

extension String {
  fileprivate func replacingNewlines(with replacement: String) -> String {
    split(separator: "\n", omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
