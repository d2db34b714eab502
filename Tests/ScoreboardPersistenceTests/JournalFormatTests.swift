import Foundation
import Scoreboard
import StateStore
import Testing

@testable import ScoreboardPersistence

@Suite("issue 16: the app's journal is written by the StateStore library's recorder, in the app's format")
struct JournalFormatTests {
  @Test(
    "each record is one frame as RecordFrame documents it: \"SB\", version 1, kind 1, length, CRC-32, JSON")
  func framesAreTheDocumentedFormat() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let (game, store) = try Fixture.open(directory)
    store.dispatch(.scoreboard(.add(.home, points: 3)))
    store.dispatch(.scoreboard(.rename(.away, to: "Ünïcode")))
    #expect(game.sync() == .saved)
    let bytes = [UInt8](try Data(contentsOf: directory.file("journal")))
    var offset = 0
    var payloads: [[String: Any]] = []
    while offset < bytes.count {
      #expect(Array(bytes[offset..<(offset + 4)]) == [0x53, 0x42, 1, 1], "magic SB, version 1, kind 1")
      let length = (0..<4).reduce(0) { $0 | Int(bytes[offset + 4 + $1]) << (8 * $1) }
      let payload = Data(bytes[(offset + 12)..<(offset + 12 + length)])
      let crc = (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + 8 + $1]) << (8 * $1) }
      #expect(crc == CRC32.update(CRC32.checksum(bytes[offset..<(offset + 8)]), with: payload))
      let object = try JSONSerialization.jsonObject(with: payload) as? [String: Any]
      payloads.append(try #require(object))
      offset += 12 + length
    }
    #expect(offset == bytes.count, "nothing but whole frames")
    #expect(payloads.map { $0["seq"] as? Int } == [1, 2])
    #expect(payloads.allSatisfy { Set($0.keys) == ["seq", "clock", "action"] })
  }

  @Test("a journal that is there but cannot be read stops the opening with one line; nothing is written")
  func unreadableJournal() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.createDirectory(at: directory.file("journal"), withIntermediateDirectories: true)
    #expect(
      throws: PersistenceError.unreadable(
        path: directory.file("journal").path,
        reason: "it is not a regular file (a FIFO, a device or a folder)")
    ) {
      try Fixture.open(directory)
    }
    #expect(!FileManager.default.fileExists(atPath: directory.file("snapshot").path))
  }
}
