import Foundation
import PropertyBased
import StateStore
import Synchronization
import Testing

/// The actions of the recorded counter: Codable, as a recorder needs.
private enum Tally: Codable, Equatable, Sendable {
  case add(Int)
  case reset
}

private let tally = Reducer<Int, Tally>.plain { total, action in
  switch action {
  case .add(let amount): total += amount
  case .reset: total = 0
  }
}

/// A fresh journal path in a directory of its own, removed by `cleanUp`.
private struct JournalPath {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("recorder-\(UUID().uuidString)")
  var url: URL { directory.appendingPathComponent("actions.journal") }

  init() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  func bytes() throws -> Data { try Data(contentsOf: url) }
  func write(_ data: Data) throws { try data.write(to: url) }
  func cleanUp() { try? FileManager.default.removeItem(at: directory) }
}

@Suite("issue 16: the action recorder, a crash-safe journal for any store with Codable actions")
struct ActionRecorderTests {
  @Test("a store with the recorder's middleware journals every action; reading gives them back in order")
  func recordsThroughMiddleware() throws {
    let path = try JournalPath()
    defer { path.cleanUp() }
    let recorder = try ActionRecorder<Tally>(appendingTo: path.url)
    let store = Store(initialState: 0, reducer: tally, middleware: [recorder.middleware()])
    for action in [Tally.add(3), .add(4), .reset, .add(2)] { store.dispatch(action) }
    try recorder.sync()
    let recording = try ActionRecorder<Tally>.read(path.url)
    #expect(recording.actions == [.add(3), .add(4), .reset, .add(2)])
    #expect(recording.validLength == (try path.bytes().count))
  }

  @Test("a coding of the program's own records compact payloads (5 bytes an action) and reads them back")
  func compactCoding() throws {
    let path = try JournalPath()
    defer { path.cleanUp() }
    let compact = ActionCoding<Tally>(
      encode: { action in
        switch action {
        case .add(let amount): Data([1]) + withUnsafeBytes(of: Int32(amount).littleEndian) { Data($0) }
        case .reset: Data([2, 0, 0, 0, 0])
        }
      },
      decode: { payload in
        guard payload.count == 5 else { return nil }
        let bytes = Array(payload)
        let amount = Int32(bytes[1]) | Int32(bytes[2]) << 8 | Int32(bytes[3]) << 16 | Int32(bytes[4]) << 24
        switch bytes[0] {
        case 1: return .add(Int(amount))
        case 2: return .reset
        default: return nil
        }
      })
    let recorder = try ActionRecorder<Tally>(appendingTo: path.url, coding: compact)
    let actions: [Tally] = [.add(300), .reset, .add(-7)]
    for action in actions { try recorder.append(action) }
    #expect(try ActionRecorder<Tally>.read(path.url, coding: compact).actions == actions)
    let jsonPath = try JournalPath()
    defer { jsonPath.cleanUp() }
    let jsonRecorder = try ActionRecorder<Tally>(appendingTo: jsonPath.url)
    for action in actions { try jsonRecorder.append(action) }
    let jsonPayloads = actions.map { (try? JSONEncoder().encode($0).count) ?? 0 }.reduce(0, +)
    #expect(
      try jsonPath.bytes().count - path.bytes().count == jsonPayloads - 3 * 5,
      "the frames differ only by their payloads: 5 bytes each here")
    #expect(
      try ActionRecorder<Tally>.read(path.url).actions.isEmpty,
      "read as JSON, the compact payloads are not actions: reading stops at the first")
  }

  @Test("replaying a recording onto a fresh store reaches the recorded store's state")
  func replayOntoStore() throws {
    let path = try JournalPath()
    defer { path.cleanUp() }
    let recorder = try ActionRecorder<Tally>(appendingTo: path.url)
    let live = Store(initialState: 0, reducer: tally, middleware: [recorder.middleware()])
    for action in [Tally.add(5), .add(-2), .add(10)] { live.dispatch(action) }
    let copy = Store(initialState: 0, reducer: tally)
    try ActionRecorder<Tally>.read(path.url).replay(onto: copy)
    #expect(copy.state == live.state)
    #expect(copy.state == 13)
  }

  @Test("time travel: the state at every step, from the start to after the last action")
  func timeTravel() {
    let recording = Recording<Tally>(actions: [.add(1), .add(2), .reset, .add(7)])
    #expect(recording.states(from: 0, reducer: tally) == [0, 1, 3, 0, 7])
    #expect(recording.state(atStep: 2, from: 0, reducer: tally) == 3)
    #expect(recording.state(atStep: 0, from: 5, reducer: tally) == 5)
    #expect(recording.state(atStep: 99, from: 0, reducer: tally) == 7, "a step past the end is the end")
  }

  @Test("property: the state at step n is the state after dispatching the first n actions to a store")
  func timeTravelMatchesDispatch() async {
    await propertyCheck(input: Gen.int(in: -9...9).array(of: 0...30), Gen.int(in: 0...30)) { amounts, step in
      let actions = amounts.map { $0 == 0 ? Tally.reset : .add($0) }
      let store = Store(initialState: 0, reducer: tally)
      Recording(actions: Array(actions.prefix(step))).replay(onto: store)
      #expect(Recording(actions: actions).state(atStep: step, from: 0, reducer: tally) == store.state)
    }
  }

  @Test("property: a journal cut at any byte reads back as the actions whose frames are whole")
  func tornTailAtAnyByte() async throws {
    await propertyCheck(input: Gen.int(in: -1000...1000).array(of: 1...8), Gen.int(in: 0...1000)) {
      amounts, cutSeed in
      let frames = amounts.map { amount in
        JournalFrame.encode(
          try! JSONEncoder().encode(Tally.add(amount)), kind: ActionRecorder<Tally>.frameKind, version: 1,
          format: .recorder)
      }
      let whole = frames.reduce(into: Data()) { $0.append($1) }
      let cut = cutSeed % (whole.count + 1)
      let contents = try! JournalContents<Tally>.read(
        whole.prefix(cut), kind: ActionRecorder<Tally>.frameKind, format: .recorder
      ) { try? JSONDecoder().decode(Tally.self, from: $0) }
      var ends: [Int] = []
      for frame in frames { ends.append((ends.last ?? 0) + frame.count) }
      let wholeFrames = ends.filter { $0 <= cut }.count
      #expect(contents.records == amounts.prefix(wholeFrames).map(Tally.add))
      #expect(contents.validLength == (ends.last { $0 <= cut } ?? 0))
      #expect(contents.validLength + contents.damagedLength == cut)
    }
  }

  @Test("reopening a journal with a torn tail cuts it off, so new actions follow the last whole one")
  func reopenCutsTornTail() throws {
    let path = try JournalPath()
    defer { path.cleanUp() }
    do {
      let recorder = try ActionRecorder<Tally>(appendingTo: path.url)
      try recorder.append(.add(1))
      try recorder.append(.add(2))
    }
    let whole = try path.bytes()
    try path.write(whole.prefix(whole.count - 3))
    let recorder = try ActionRecorder<Tally>(appendingTo: path.url)
    try recorder.append(.add(9))
    let recording = try ActionRecorder<Tally>.read(path.url)
    #expect(recording.actions == [.add(1), .add(9)])
    #expect(recording.validLength == (try path.bytes().count))
  }

  @Test(
    "a write failing part-way (a full disk) is cut back: the journal holds whole frames, and appending resumes after"
  )
  func failingWriteIsCutBack() throws {
    let path = try JournalPath()
    defer { path.cleanUp() }
    let disk = ScriptedDisk()
    let recorder = try ActionRecorder<Tally>(appendingTo: path.url, writer: disk.writer)
    try recorder.append(.add(1))
    let oneFrame = try path.bytes()
    disk.isFull = true
    #expect(throws: RecorderError(.systemCall("write", code: ENOSPC), url: path.url)) {
      try recorder.append(.add(2))
    }
    #expect(disk.halfWrites == 1, "half of the frame reached the file before the failure")
    #expect(try path.bytes() == oneFrame)
    #expect(recorder.length == oneFrame.count)
    disk.isFull = false
    try recorder.append(.add(2))
    try recorder.append(.add(3))
    #expect(try ActionRecorder<Tally>.read(path.url).actions == [.add(1), .add(2), .add(3)])
    #expect(recorder.length == (try path.bytes().count))
  }

  @Test("a closed recorder refuses to append, and leaves the file as it was")
  func closedRecorder() throws {
    let path = try JournalPath()
    defer { path.cleanUp() }
    let recorder = try ActionRecorder<Tally>(appendingTo: path.url)
    try recorder.append(.add(1))
    try recorder.sync()
    recorder.close()
    #expect(throws: RecorderError(.closed, url: path.url)) { try recorder.append(.add(2)) }
    #expect(try ActionRecorder<Tally>.read(path.url).actions == [.add(1)])
  }

  @Test("a flipped bit in a frame is damage: reading stops before it, never a different action")
  func corruptFrame() throws {
    let path = try JournalPath()
    defer { path.cleanUp() }
    let recorder = try ActionRecorder<Tally>(appendingTo: path.url)
    for amount in 1...3 { try recorder.append(.add(amount)) }
    let whole = try path.bytes()
    let frameSize = whole.count / 3  // the three actions encode to frames of one size
    for index in frameSize..<whole.count {
      var bytes = whole
      bytes[index] ^= 0x04
      try path.write(bytes)
      let intact = index < 2 * frameSize ? [Tally.add(1)] : [.add(1), .add(2)]
      #expect(try ActionRecorder<Tally>.read(path.url).actions == intact, "bit flipped at \(index)")
    }
  }

  @Test("a journal of a newer format version is refused with a typed error, and left as it was")
  func newerFormat() throws {
    let path = try JournalPath()
    defer { path.cleanUp() }
    let newer = JournalFrame.encode(Data("{}".utf8), kind: 1, version: 2, format: .recorder)
    try path.write(newer)
    #expect(throws: RecorderError(.newerFormat(version: 2), url: path.url)) {
      try ActionRecorder<Tally>(appendingTo: path.url)
    }
    #expect(try path.bytes() == newer)
  }

  @Test("a journal that is there but cannot be read is an error, never an empty recording to append to")
  func unreadableJournal() throws {
    let path = try JournalPath()
    defer { path.cleanUp() }
    try FileManager.default.createDirectory(at: path.url, withIntermediateDirectories: false)
    #expect(throws: RecorderError(.systemCall("read", code: EISDIR), url: path.url)) {
      try ActionRecorder<Tally>.read(path.url)
    }
    #expect(throws: RecorderError(.systemCall("read", code: EISDIR), url: path.url)) {
      try ActionRecorder<Tally>(appendingTo: path.url)
    }
  }

  @Test("no journal file reads as an empty recording")
  func missingFile() throws {
    let path = try JournalPath()
    defer { path.cleanUp() }
    #expect(try ActionRecorder<Tally>.read(path.url).actions.isEmpty)
  }

  @Test("CRC-32 is the IEEE one, and computing it in pieces gives the same checksum")
  func crc32() {
    let bytes = Array("123456789".utf8)
    #expect(CRC32.checksum(bytes) == 0xCBF4_3926)
    #expect(CRC32.update(CRC32.checksum(bytes.prefix(4)), with: bytes.dropFirst(4)) == 0xCBF4_3926)
    #expect(CRC32.checksum([UInt8]()) == 0)
  }
}

@Suite("issue 16: the action recorder keeps what it cannot read")
struct ActionRecorderUndecodableTests {
  @Test("reopening a journal whose actions this program cannot decode cuts nothing off")
  func undecodableFramesStay() throws {
    let path = try JournalPath()
    defer { path.cleanUp() }
    let foreign = JournalFrame.encode(
      Data(#"{"renamed":{}}"#.utf8), kind: ActionRecorder<Tally>.frameKind, version: 1, format: .recorder)
    try path.write(foreign)
    let recorder = try ActionRecorder<Tally>(appendingTo: path.url)
    try recorder.append(.add(1))
    let bytes = try path.bytes()
    #expect(bytes.prefix(foreign.count) == foreign)
    #expect(bytes.count > foreign.count)
    #expect(
      try ActionRecorder<Tally>.read(path.url).actions.isEmpty, "reading stops at the frame it cannot decode")
  }
}

/// A disk that fills on demand: while full, a write puts half the frame in the file and fails.
private final class ScriptedDisk: Sendable {
  private let state = Mutex((full: false, halfWrites: 0))

  var isFull: Bool {
    get { state.withLock { $0.full } }
    set { state.withLock { $0.full = newValue } }
  }

  /// How many writes failed part-way.
  var halfWrites: Int { state.withLock { $0.halfWrites } }

  var writer: FrameWriter {
    FrameWriter { frame, descriptor throws(RecorderError.Reason) in
      guard self.isFull else { return try FrameWriter.system.write(frame, descriptor) }
      self.state.withLock { $0.halfWrites += 1 }
      try FrameWriter.system.write(
        UnsafeRawBufferPointer(rebasing: frame.prefix(frame.count / 2)), descriptor)
      throw .systemCall("write", code: ENOSPC)
    }
  }
}
