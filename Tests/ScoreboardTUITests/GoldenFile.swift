import Foundation
import ScoreboardTUI
import Testing

/// Golden text files for frames, next to this source file in `Golden/`.
///
/// Run with `UPDATE_GOLDEN=1` to write the files from what the views draw now instead of comparing.
enum GoldenFile {
  static let directory = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Golden")

  static var isUpdating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" }

  /// The frame as golden text: one line per frame line, trailing blanks dropped.
  static func text(of frame: Frame) -> String {
    frame.textLines.map { line in
      String(line.reversed().drop(while: { $0 == " " }).reversed())
    }.joined(separator: "\n") + "\n"
  }

  /// Checks `frame` against `Golden/<name>.txt`, or writes that file when updating.
  static func check(_ frame: Frame, named name: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let url = directory.appending(path: "\(name).txt")
    let actual = text(of: frame)
    if isUpdating {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "no golden file \(name).txt: run the tests with UPDATE_GOLDEN=1", sourceLocation: sourceLocation)
      return
    }
    #expect(actual == expected, "frame differs from \(name).txt:\n\(actual)", sourceLocation: sourceLocation)
  }
}
