import Foundation
import Scoreboard
import Testing

@testable import ScoreboardPersistence

/// Issue 25 item 8: damage in the middle of a journal costs only the damaged record.
@Suite("Journal damage in the middle")
struct JournalDamageTests {
  let stamp = ClockStamp(time: 1_800_000_000.25, boot: "b", reading: 12_345, offset: 0)

  func records(_ count: Int) -> [JournalRecord] {
    (1...count).map { number in
      let action: AppAction =
        number.isMultiple(of: 3)
        ? .scoreboard(.rename(.away, to: "Team \(number)")) : .scoreboard(.add(.home, points: number))
      return JournalRecord(sequence: UInt64(number), stamp: stamp, action: action)
    }
  }

  @Test(
    "property: one byte flipped anywhere in a journal of 7 records, every record with an intact frame is read"
  )
  func anyFlippedByte() throws {
    let written = records(7)
    let frames = try written.map { try $0.framed() }
    let whole = frames.reduce(into: Data()) { $0.append($1) }
    var frameStarts: [Int] = []
    var start = 0
    for frame in frames {
      frameStarts.append(start)
      start += frame.count
    }
    for position in 0..<whole.count {
      let damagedFrame = frameStarts.lastIndex { $0 <= position }!
      for mask: UInt8 in [0x01, 0x80, 0xFF] {
        var bytes = whole
        bytes[position] ^= mask
        let contents = try JournalReader.parseSkippingDamage(bytes, file: "journal")
        var expected = written
        expected.remove(at: damagedFrame)
        #expect(contents.records == expected, "byte \(position) ^ \(mask)")
        #expect(contents.damage.count == 1, "byte \(position) ^ \(mask)")
        #expect(contents.damage.first?.offset == frameStarts[damagedFrame], "byte \(position) ^ \(mask)")
        #expect(contents.damage.first?.length == frames[damagedFrame].count, "byte \(position) ^ \(mask)")
      }
    }
  }

  @Test(
    "a flipped bit in record 4 of 9: the other 8 are restored, the notice says where, the frame is kept aside"
  )
  func flippedBitOnDisk() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    do {
      let (game, store) = try Fixture.open(directory)
      for points in 1...9 { store.dispatch(.scoreboard(.add(.home, points: points))) }
      game.sync()
    }
    let original = try #require(directory.bytes("journal"))
    let saved = try JournalReader.parseSkippingDamage(original, file: "journal").records
    try #require(saved.count == 9)
    // Each frame: a 12-byte header whose bytes 4..<8 give the payload's length, little-endian.
    var frameStarts = [0]
    while frameStarts.count < 9, let last = frameStarts.last {
      let length = (4..<8).reduce(0) { $0 | Int(original[last + $1]) << (8 * ($1 - 4)) }
      frameStarts.append(last + 12 + length)
    }
    let fourthStart = frameStarts[3]
    let fourthLength = frameStarts[4] - fourthStart
    var damaged = original
    damaged[fourthStart + 20] ^= 0x04
    try damaged.write(to: directory.file("journal"))

    let (game, store) = try Fixture.open(directory)
    #expect(store.state.scoreboard.home.score == 45 - 4)
    #expect(game.notices.count == 1)
    let notice = try #require(game.notices.first)
    #expect(
      notice.contains("after record \(saved[2].sequence), at byte \(fourthStart) (\(fourthLength) bytes)"),
      "\(notice)")
    let side = try #require(directory.names().first { $0.hasPrefix("journal.damaged-") })
    #expect(directory.bytes(side) == damaged.subdata(in: fourthStart..<(fourthStart + fourthLength)))

    store.dispatch(.scoreboard(.add(.away, points: 2)))
    game.sync()
    let loaded = try Fixture.load(directory)
    #expect(loaded.state.game == store.state.game)
    #expect(loaded.notices.isEmpty)
  }

  @Test("issue 25 item 13: two repairs in one second keep both side files")
  func twoRepairsInOneSecond() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let machine = ScriptedMachine()
    for round in 1...2 {
      do {
        let (game, store) = try Fixture.open(directory, machine: machine)
        store.dispatch(.scoreboard(.add(.home, points: round)))
        game.sync()
      }
      let handle = try FileHandle(forWritingTo: directory.file("journal"))
      try handle.seekToEnd()
      try handle.write(contentsOf: Data("torn \(round)".utf8))
      try handle.close()
      _ = try Fixture.open(directory, machine: machine)
    }
    let sides = directory.names().filter { $0.hasPrefix("journal.damaged-") }
    #expect(sides.count == 2, "\(directory.names())")
    #expect(Set(sides.compactMap { directory.bytes($0) }) == [Data("torn 1".utf8), Data("torn 2".utf8)])
  }
}
