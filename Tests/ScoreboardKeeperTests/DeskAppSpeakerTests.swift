import Foundation
import Testing

@testable import ScoreboardKeeper
@testable import ScoreboardTUI

@Suite("the desk's calls, said aloud and to a file")
struct DeskAppSpeakerTests {
  private static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(path: "desk-speaker-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private static func executable(_ name: String, in folder: URL, script: String = "#!/bin/sh\n") throws {
    let path = folder.appending(path: name).path
    #expect(FileManager.default.createFile(atPath: path, contents: Data(script.utf8)))
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
  }

  private static func call(_ id: Int, _ spoken: String, isLive: Bool = true) -> DeskCall {
    DeskCall(id: id, match: id, court: "C1", at: 0, kind: .first, text: "", spoken: spoken, isLive: isLive)
  }

  private static func lines(of file: URL) -> [String] {
    ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
  }

  @Test("the voice is spd-say (waiting for each call) when installed, else espeak-ng, else none")
  func findsVoice() throws {
    let both = try Self.folder()
    let espeakOnly = try Self.folder()
    let none = try Self.folder()
    try Self.executable("spd-say", in: both)
    try Self.executable("espeak-ng", in: both)
    try Self.executable("espeak-ng", in: espeakOnly)
    let path = [none.path, espeakOnly.path].joined(separator: ":")
    #expect(
      DeskAppSpeaker.findVoice(path: both.path)
        == DeskAppSpeaker.Voice(path: both.appending(path: "spd-say").path, arguments: ["--wait"]))
    #expect(
      DeskAppSpeaker.findVoice(path: path)
        == DeskAppSpeaker.Voice(path: espeakOnly.appending(path: "espeak-ng").path, arguments: []))
    #expect(DeskAppSpeaker.findVoice(path: none.path) == nil)
  }

  @Test("live calls are said once each, in order, to the voice and the file; calls found at start are not")
  func saysLiveCallsOnce() throws {
    let folder = try Self.folder()
    let heard = folder.appending(path: "heard.txt")
    try Self.executable("voice", in: folder, script: "#!/bin/sh\necho \"$@\" >> '\(heard.path)'\n")
    let written = folder.appending(path: "calls.txt")
    let speaker = DeskAppSpeaker(
      voice: DeskAppSpeaker.Voice(path: folder.appending(path: "voice").path, arguments: ["-v"]),
      file: try DeskAppSpeaker.openFile(written.path))
    speaker.say([
      Self.call(1, "Court 1: old", isLive: false), Self.call(2, "Court 2: Open, final: Ann against Bob"),
    ])
    speaker.say([Self.call(2, "Court 2: Open, final: Ann against Bob"), Self.call(3, "Second call. Court 2")])
    speaker.waitUntilSaid()
    #expect(Self.lines(of: heard) == ["-v Court 2: Open, final: Ann against Bob", "-v Second call. Court 2"])
    #expect(Self.lines(of: written) == ["Court 2: Open, final: Ann against Bob", "Second call. Court 2"])
  }

  @Test("espeak-ng renders a call to a WAV file that is not empty")
  func espeakRendersWAV() throws {
    let espeak = "/usr/bin/espeak-ng"
    try #require(
      FileManager.default.isExecutableFile(atPath: espeak),
      "espeak-ng is not installed: make deps installs it")
    let wav = try Self.folder().appending(path: "call.wav")
    let voice = DeskAppSpeaker.Voice(path: espeak, arguments: ["-w", wav.path])
    DeskAppSpeaker.run(voice, "Court 1: Open, semi-final: Ann against Di")
    let data = try Data(contentsOf: wav)
    #expect(data.count > 44, "more than a WAV header: \(data.count) bytes")
    #expect(data.prefix(4) == Data("RIFF".utf8))
  }
}
