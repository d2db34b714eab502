import FoundationEssentials
import StoreInspector

/// One step as the page's list shows it.
struct StepSummary: Encodable {
  var step: Int
  /// Milliseconds since 1970.
  var time: Double
  var label: String
  var action: JSONValue

  init<State, Action: Encodable>(_ step: InspectedStep<State, Action>, label: String) {
    self.step = step.step
    time = (step.time.timeIntervalSince1970 * 1000).rounded()
    self.label = label
    action = (try? JSONValue(encoding: step.action)) ?? .null
  }
}

/// A stretch of the list: `GET /inspector/steps`.
struct StepList: Encodable {
  var session: String
  var oldest: Int
  var latest: Int
  var canPreview: Bool
  var canRewind: Bool
  var steps: [StepSummary]
}

/// One step whole: `GET /inspector/steps/N`.
struct StepDetail: Encodable {
  var step: Int
  var time: Double
  var label: String
  var action: JSONValue
  var state: JSONValue
  /// The JSON paths of the state that differ from the step before (every path when it is not kept).
  var changed: [String]
}

/// A session imported: `POST /inspector/session`.
struct ImportAnswer: Encodable {
  var session: String
  var steps: Int
}

/// The body of `POST /inspector/jump` and `POST /inspector/rewind`.
struct StepChoice: Decodable {
  var step: Int?
}

extension JSONEncoder {
  /// Compact, keys sorted, slashes as they are.
  static var inspector: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}
