import IssueReporting
import Testing

/// Where in a test an assertion was written: the place an issue is reported at.
///
/// Inside a Swift Testing test an issue is recorded with `Issue.record` directly: IssueReporting's
/// `reportIssue` reaches Swift Testing on Linux only when the `IssueReportingTestSupport` library
/// is linked into the test, and without it a failing assertion would pass in silence. Anywhere
/// else (XCTest, or no test at all) `reportIssue` decides.
struct SourceLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  private var testingLocation: Testing.SourceLocation {
    Testing.SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
  }

  /// Reports `message` as a test failure at this location.
  func report(_ message: String) {
    if Test.current != nil {
      Issue.record(Comment(rawValue: message), sourceLocation: testingLocation)
    } else {
      reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// Reports `error`, thrown by the test's own code, as a test failure at this location.
  func report(_ error: any Error, _ message: String) {
    if Test.current != nil {
      Issue.record(error, Comment(rawValue: message), sourceLocation: testingLocation)
    } else {
      reportIssue(error, message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}
