import FoundationEssentials
import Scoreboard

/// Why a row of the venue database was left out, in a few words: `period -1 is outside 1...999`.
struct InvalidRow: Error, CustomStringConvertible {
  /// The words.
  var description: String

  /// A reason in `words`.
  init(_ words: String) {
    description = words
  }

  /// `json` decoded as a `T`; throws the number out of range, or `what` is not valid.
  static func decode<T: Decodable>(_ type: T.Type, from json: String, what: String) throws(InvalidRow) -> T {
    do {
      return try JSONDecoder().decode(T.self, from: Data(json.utf8))
    } catch let error as OutOfRange {
      throw InvalidRow(error.description)
    } catch {
      throw InvalidRow("\(what) cannot be read")
    }
  }
}
