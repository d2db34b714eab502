extension JSONValue {
  /// The JSON paths (`$.game.scores.home`, `$.items[2]`) where `newer` differs from this value,
  /// sorted: each the deepest place that changed, was added or was removed. A value that changed
  /// kind (a number become an object) is one path.
  ///
  /// ```swift
  /// JSONValue.object(["a": .number(1)]).changedPaths(to: .object(["a": .number(2)]))  // ["$.a"]
  /// ```
  public func changedPaths(to newer: JSONValue) -> [String] {
    var paths: [String] = []
    Self.collectChanges(from: self, to: newer, at: "$", into: &paths)
    return paths.sorted()
  }

  private static func collectChanges(
    from older: JSONValue, to newer: JSONValue, at path: String, into paths: inout [String]
  ) {
    switch (older, newer) {
    case (.object(let before), .object(let after)):
      for key in Set(before.keys).union(after.keys) {
        let child = path + member(key)
        switch (before[key], after[key]) {
        case (let old?, let new?): collectChanges(from: old, to: new, at: child, into: &paths)
        case (nil, nil): break
        default: paths.append(child)
        }
      }
    case (.array(let before), .array(let after)):
      for index in 0..<max(before.count, after.count) {
        let child = "\(path)[\(index)]"
        if index < before.count, index < after.count {
          collectChanges(from: before[index], to: after[index], at: child, into: &paths)
        } else {
          paths.append(child)
        }
      }
    default:
      if older != newer { paths.append(path) }
    }
  }

  /// `.key` for a key that is a plain name, `["key"]` otherwise.
  private static func member(_ key: String) -> String {
    let isName =
      !key.isEmpty && key.first.map { $0.isLetter || $0 == "_" } == true
      && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    guard !isName else { return "." + key }
    let escaped = key.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    return "[\"\(escaped)\"]"
  }
}
