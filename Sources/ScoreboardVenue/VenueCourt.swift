import FoundationEssentials
import Scoreboard

/// One court as the venue database has it: who keeps it, and its newest record's document.
public struct VenueCourt: Equatable, Sendable {
  /// The court's name.
  public var name: String
  /// Who holds or last held its lease, if anyone ever did.
  public var holder: String?
  /// Whether a keeper holds its lease now.
  public var isKept: Bool
  /// How many journal records its keeper held unsent when it last wrote its lease (when it took,
  /// renewed or gave up the court).
  public var waiting: Int
  /// The journal of its newest record.
  public var journal: String?
  /// The number of its newest record.
  public var sequence: UInt64
  /// When its newest record was journaled.
  public var recordedAt: Date?
  /// Its `status --json` document after the newest record, exactly as `status --json` printed it
  /// then (a running clock as of ``recordedAt``).
  public var document: String?

  /// A court from its parts.
  public init(
    name: String, holder: String?, isKept: Bool, waiting: Int = 0, journal: String?, sequence: UInt64,
    recordedAt: Date?, document: String?
  ) {
    self.name = name
    self.holder = holder
    self.isKept = isKept
    self.waiting = waiting
    self.journal = journal
    self.sequence = sequence
    self.recordedAt = recordedAt
    self.document = document
  }

  /// The document read back, or `nil` when there is none or it is not a valid one.
  public var report: GameReport? {
    document.flatMap { try? Self.checkedReport($0) }
  }

  /// The `status --json` document `document` read back; throws when it is not one, or holds a
  /// number no keeper writes (``GameReport/checkRanges()``).
  static func checkedReport(_ document: String) throws -> GameReport {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let report: GameReport
    do {
      report = try decoder.decode(GameReport.self, from: Data(document.utf8))
    } catch {
      throw InvalidRow("its document is not a status document")
    }
    try report.checkRanges()
    return report
  }

  /// The game clock's seconds at `now`: the recorded reading, run on since it was recorded when
  /// the clock was running; `nil` for a sport without a clock.
  public func clockSeconds(at now: Date) -> Double? {
    guard let report else { return nil }
    return report.clockSeconds(madeAt: recordedAt ?? now, now: now)
  }

  /// Orders court names as people count: `2` before `10`, `Court 9` before `Court 10`.
  public static func precedes(_ left: String, _ right: String) -> Bool {
    let leftKey = sortKey(left)
    let rightKey = sortKey(right)
    return leftKey != rightKey ? leftKey.lexicographicallyPrecedes(rightKey) : left < right
  }

  private static func sortKey(_ name: String) -> [String] {
    var parts: [String] = []
    var digits = ""
    for character in name.lowercased() {
      if character.isASCII && character.isNumber {
        digits.append(character)
        continue
      }
      if !digits.isEmpty {
        parts.append(String(repeating: "0", count: max(0, 12 - digits.count)) + digits)
        digits = ""
      }
      parts.append(String(character))
    }
    if !digits.isEmpty { parts.append(String(repeating: "0", count: max(0, 12 - digits.count)) + digits) }
    return parts
  }
}
