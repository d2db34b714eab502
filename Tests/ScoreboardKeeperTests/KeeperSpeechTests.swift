import Foundation
import Scoreboard
import StateStore
import Testing

@testable import ScoreboardKeeper
@testable import ScoreboardTUI

/// Issue 29 item 4: `--speak` and `--speak-to`.
@Suite("the umpire's calls, spoken and written (issue 29)")
struct KeeperSpeechTests {
  private static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(path: "keeper-speech-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private static func lines(of file: URL) -> [String] {
    ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
  }

  @Test("a call still being spoken when the next comes is cut short, and the last call is spoken")
  func lastCallWins() async throws {
    let folder = try Self.folder()
    let heard = folder.appending(path: "heard")
    defer { try? FileManager.default.removeItem(at: folder) }
    // A voice that notes what it says, then takes a long time saying it: a shell, not a script
    // file, which another test's fork could hold open for writing (ETXTBSY).
    let script = "echo \"$1\" >> '\(heard.path)'; exec sleep 60"
    let voice = CallVoice(DeskAppSpeaker.Voice(path: "/bin/sh", arguments: ["-c", script, "voice"]))
    defer { voice.stop() }
    voice.say("fifteen-love")
    #expect(await eventually { Self.lines(of: heard).first } == "fifteen-love")
    voice.say("fifteen all")
    voice.say("fifteen-thirty")
    #expect(
      await eventually { Self.lines(of: heard).last == "fifteen-thirty" ? true : nil } == true,
      "the long first call was cut short: \(Self.lines(of: heard))")
  }

  @Test("espeak-ng renders an umpire's call to a WAV file (RIFF, more than 1 KB)")
  func espeakRendersCall() throws {
    let espeak = "/usr/bin/espeak-ng"
    try #require(
      FileManager.default.isExecutableFile(atPath: espeak),
      "espeak-ng is not installed: make deps installs it")
    let reducer = AppState.reducer(environment: GameClockEnvironment(now: { .zero }, ticks: { .none }))
    var state = AppState(
      game: Game(
        scoreboard: ScoreboardState(
          homeName: "Nadal", awayName: "Federer", rules: SportRules.defaults(for: .tennis))))
    _ = reducer.reduce(&state, .scoreboard(.add(.home, points: 1)))
    let before = AnnouncedStep(state.game)
    _ = reducer.reduce(&state, .scoreboard(.add(.away, points: 1)))
    let call = try #require(MatchAnnouncement.call(from: before, to: AnnouncedStep(state.game)))
    #expect(call == "fifteen all")
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let wav = folder.appending(path: "call.wav")
    let voice = CallVoice(DeskAppSpeaker.Voice(path: espeak, arguments: ["-w", wav.path]))
    voice.say(call)
    voice.waitUntilSpoken()
    let data = try Data(contentsOf: wav)
    #expect(data.prefix(4) == Data("RIFF".utf8))
    #expect(data.count > 1024, "\(data.count) bytes")
  }

  @Test("with no speech program on PATH --speak says so in one line; --speak-to still gets the calls")
  func noVoice() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let calls = folder.appending(path: "calls.txt")
    var start = AppState()
    start.game = Timeline(
      Game(
        scoreboard: ScoreboardState(
          homeName: "Lin", awayName: "Lee", rules: SportRules.defaults(for: .badminton))))
    let program = try Program(initialState: start, reducer: AppState.reducer)
    let started = try KeeperSpeech.start(
      speaks: true, file: calls.path, searchPath: folder.path, program: program)
    let speech = try #require(started.speech)
    #expect(
      started.notice
        == "--speak: no spd-say or espeak-ng on PATH, calls are not spoken (apt install espeak-ng)")
    let running = RunningApp(TerminalApp(program: program, options: ViewOptions(), now: { .zero }))
    defer { program.deliver(signal: SIGTERM) }
    program.send(.scoreboard(.add(.home, points: 1)))
    program.send(.scoreboard(.add(.away, points: 1)))
    _ = await running.frame(showing: "Lin 1 : 1 Lee")
    _ = await eventually { Self.lines(of: calls).count == 2 ? true : nil }
    speech.stop()
    #expect(Self.lines(of: calls) == ["1-0", "Service over, 1-1"])
  }

  @Test("a file that cannot be opened is one line, before the terminal is touched")
  func badFile() throws {
    let program = try Program(initialState: AppState(), reducer: AppState.reducer)
    #expect(throws: KeeperError.self) {
      _ = try KeeperSpeech.start(
        speaks: false, file: "/nonexistent/dir/calls.txt", searchPath: "", program: program)
    }
  }
}
