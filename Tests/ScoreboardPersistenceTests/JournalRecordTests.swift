import Foundation
import Scoreboard
import Testing

@testable import ScoreboardPersistence

@Suite("Journal records and frames")
struct JournalRecordTests {
  let stamp = ClockStamp(time: 1_800_000_000.25, boot: "b", reading: 12_345, offset: 0)

  func records() -> [JournalRecord] {
    [
      JournalRecord(sequence: 1, stamp: stamp, action: .scoreboard(.add(.home, points: 3))),
      JournalRecord(sequence: 2, stamp: stamp, action: .scoreboard(.rename(.away, to: "Ünïcode ⚽"))),
      JournalRecord(sequence: 3, stamp: stamp, action: .scoreboard(.timed(.startStop(at: .seconds(90))))),
    ]
  }

  func journal(_ records: [JournalRecord]) throws -> Data {
    try records.reduce(into: Data()) { $0.append(try $1.framed()) }
  }

  @Test("a record survives framing and reading back, field for field")
  func roundTrip() throws {
    let bytes = try journal(records())
    let contents = try JournalReader.parse(bytes, file: "journal")
    #expect(contents.records == records())
    #expect(contents.validLength == bytes.count)
    #expect(contents.damagedLength == 0)
  }

  @Test("a last record torn at every byte offset: all records before it are read, the rest is damage")
  func tornTailAtEveryOffset() throws {
    let whole = try journal(records())
    let lastStart = try journal(Array(records().dropLast())).count
    for cut in lastStart..<whole.count {
      let contents = try JournalReader.parse(whole.prefix(cut), file: "journal")
      #expect(contents.records == Array(records().dropLast()), "cut at \(cut)")
      #expect(contents.validLength == lastStart)
      #expect(contents.damagedLength == cut - lastStart)
    }
  }

  @Test("a flipped bit anywhere in the last record makes it damage, never a different record")
  func corruptLastRecord() throws {
    let whole = try journal(records())
    let lastStart = try journal(Array(records().dropLast())).count
    for index in lastStart..<whole.count {
      var bytes = whole
      bytes[index] ^= 0x10
      let contents = try JournalReader.parse(bytes, file: "journal")
      #expect(contents.records == Array(records().dropLast()), "bit flipped at \(index)")
    }
  }

  @Test("a record of a newer format version is a typed error")
  func newerVersion() throws {
    let bytes = JournalRecordTests.withVersion(try journal(records()), RecordFrame.currentVersion + 1)
    #expect(throws: PersistenceError.newerFormat(file: "journal", version: RecordFrame.currentVersion + 1)) {
      try JournalReader.parse(bytes, file: "journal")
    }
  }

  /// `frame` (one or more frames; the first is changed) as if written by format `version`: a
  /// newer app keeps the frame's magic, length and CRC where they are.
  static func withVersion(_ frame: Data, _ version: UInt8) -> Data {
    var bytes = frame
    bytes[2] = version
    let length = Int(bytes[4]) | Int(bytes[5]) << 8 | Int(bytes[6]) << 16 | Int(bytes[7]) << 24
    let crc = CRC32.checksum(Array(bytes[0..<8]) + Array(bytes[12..<(12 + length)]))
    for index in 0..<4 { bytes[8 + index] = UInt8((crc >> (8 * UInt32(index))) & 0xFF) }
    return bytes
  }

  @Test("state directory: --state-dir, else XDG_STATE_HOME, else ~/.local/state")
  func stateDirectory() {
    #expect(StateDirectory.resolve(explicit: "/x/y", environment: [:]).url.path == "/x/y")
    #expect(
      StateDirectory.resolve(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]).url.path
        == "/s/scoreboard-tui")
    #expect(StateDirectory.resolve(environment: ["HOME": "/h"]).url.path == "/h/.local/state/scoreboard-tui")
    #expect(
      StateDirectory.resolve(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]).url.path
        == "/h/.local/state/scoreboard-tui")
  }
}
