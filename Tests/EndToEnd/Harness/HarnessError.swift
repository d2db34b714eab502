/// Why a step of an end-to-end test could not go on, with the screen it saw last.
struct HarnessError: Error, CustomStringConvertible {
  /// What the harness was doing or waiting for.
  var message: String
  /// The pane's text when it gave up, if there was a pane.
  var screen: String?

  /// A message for the test report, with the last screen framed so blank lines stay visible.
  var description: String {
    guard let screen else { return message }
    return "\(message)\n--- screen ---\n\(screen)\n--------------"
  }
}
