import Foundation
import ObsTestServer
import Testing

extension EndToEnd {
  /// Issue 28 item 3: `serve --obs` drives OBS from the match's events, against a fake OBS that
  /// speaks obs-websocket v5 with a password.
  @Suite("OBS from serve", .serialized)
  struct ObsEndToEndTests {
    @Test(
      "serve --obs: each point sets the text source to the score line, the match won switches to the Winner scene"
    )
    func serveDrivesObs() async throws {
      let obs = FakeObsServer()
      try await obs.run { url in
        let state = try TemporaryDirectory(prefix: "e2e-obs")
        let keeper = try await TmuxSession.startScoreboard(
          arguments: [
            "--state-dir", state.url.path, "--sport", "generic", "--points-to-win", "2", "--home", "Lions",
            "--away", "Tigers",
          ], home: "Lions", away: "Tigers")
        let password = state.url.appendingPathComponent("obs-password")
        try Data((FakeObsServer.password + "\n").utf8).write(to: password)
        let serve = try await ServeSession.start(
          state: state.url.path,
          options: [
            "--obs", url, "--obs-password-file", password.path, "--obs-scene", "match_won=Winner",
            "--obs-text",
            "point=Score",
          ])
        try await serve.tmux.waitFor(text: "OBS at \(url): connected")
        try keeper.type("h")
        try await keeper.waitForScore("Lions 1 : 0 Tigers")
        try keeper.type("h")
        let deadline = ContinuousClock.now + .seconds(30)
        while obs.requests.count < 3, ContinuousClock.now < deadline {
          try await Task.sleep(for: .milliseconds(20))
        }
        #expect(
          obs.requests == [
            .init(
              type: "SetInputSettings",
              data: #"{"inputName":"Score","inputSettings":{"text":"Lions 1 : 0 Tigers"},"overlay":true}"#),
            .init(
              type: "SetInputSettings",
              data: #"{"inputName":"Score","inputSettings":{"text":"Lions 2 : 0 Tigers"},"overlay":true}"#),
            .init(type: "SetCurrentProgramScene", data: #"{"sceneName":"Winner"}"#),
          ])
        _ = try await keeper.quit()
      }
    }

    @Test(
      "play --serve --obs: the keeper's own server drives OBS; OBS out of reach is said on the status line")
    func playDrivesObs() async throws {
      let obs = FakeObsServer()
      try await obs.run { url in
        let state = try TemporaryDirectory(prefix: "e2e-obs-play")
        let password = state.url.appendingPathComponent("obs-password")
        try Data(FakeObsServer.password.utf8).write(to: password)
        let keeper = try await TmuxSession.startScoreboard(
          arguments: [
            "--state-dir", state.url.path, "--serve", "--listen", "127.0.0.1:0", "--obs", url,
            "--obs-password-file", password.path, "--obs-text", "point=Score",
          ])
        // "OBS at ...: connected" and the server's "serving ..." are both launch notices, and the
        // later one wins the status line: which comes last is a race (open, named in the closing
        // note of stop 40). That the keeper reached OBS is asked of the fake OBS instead.
        let connected = ContinuousClock.now + .seconds(10)
        while obs.identifyAttempts.isEmpty, ContinuousClock.now < connected {
          try await Task.sleep(for: .milliseconds(20))
        }
        #expect(!obs.identifyAttempts.isEmpty, "the keeper identified itself to OBS")
        try keeper.type("a")
        try await keeper.waitForScore("Home 0 : 1 Away")
        let deadline = ContinuousClock.now + .seconds(30)
        while obs.requests.isEmpty, ContinuousClock.now < deadline {
          try await Task.sleep(for: .milliseconds(20))
        }
        #expect(
          obs.requests == [
            .init(
              type: "SetInputSettings",
              data: #"{"inputName":"Score","inputSettings":{"text":"Home 0 : 1 Away"},"overlay":true}"#)
          ])
        _ = try await keeper.quit()
      }
      let state = try TemporaryDirectory(prefix: "e2e-obs-play")
      let keeper = try await TmuxSession.startScoreboard(
        arguments: [
          "--state-dir", state.url.path, "--serve", "--listen", "127.0.0.1:0", "--obs",
          "ws://127.0.0.1:\(try ServeSession.freePort())", "--obs-text", "point=Score",
        ])
      try await keeper.waitFor(text: "cannot be reached")
      _ = try await keeper.quit()
    }

    @Test("play --obs without --serve is one line and exit 64")
    func playObsNeedsServe() throws {
      let state = try TemporaryDirectory(prefix: "e2e-obs-play")
      let run = try CommandRunner.run(
        AppBinary.path,
        ["--state-dir", state.url.path, "--obs", "ws://127.0.0.1:4455", "--obs-text", "point=S"])
      #expect(run.status == 64)
      #expect(
        run.standardError.hasPrefix(
          "scoreboard-tui: --obs goes with --serve: OBS follows the events of the game served"),
        "\(run.standardError)")
    }

    @Test(
      "bad OBS options are one line and exit 64",
      arguments: [
        (
          ["--obs", "http://127.0.0.1:4455", "--obs-scene", "match_won=Winner"],
          "--obs takes the address of OBS's websocket server, ws://HOST:PORT: http://127.0.0.1:4455"
        ),
        (["--obs", "ws://127.0.0.1:4455"], "--obs needs at least one --obs-scene or --obs-text"),
        (
          ["--obs-scene", "match_won=Winner"],
          "--obs-scene, --obs-text and --obs-password-file go with --obs ws://HOST:PORT"
        ),
        (
          ["--obs", "ws://127.0.0.1:4455", "--obs-scene", "won=Winner"],
          "--obs-scene won=Winner: won is not an event"
        ),
      ])
    func badOptions(arguments: [String], line: String) throws {
      let state = try TemporaryDirectory(prefix: "e2e-obs")
      let run = try CommandRunner.run(AppBinary.path, ["serve", "--state-dir", state.url.path] + arguments)
      #expect(run.status == 64)
      #expect(run.standardError.hasPrefix("scoreboard-tui: \(line)"), "\(run.standardError)")
      #expect(run.standardError.split(separator: "\n").count == 1)
    }
  }
}
