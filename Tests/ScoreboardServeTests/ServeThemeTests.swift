import Foundation
import Hummingbird
import HummingbirdTesting
import ScoreboardServe
import Testing

/// Issue 28 item 5: a theme folder (`--theme DIR`) for the pages: CSS variables and logos.
@Suite("issue 28: themes for the pages")
struct ServeThemeTests {
  private static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])

  /// A theme folder with `css` (none when `nil`) and a logo file for each of `logos`.
  private func folder(css: String?, logos: [String]) throws -> ScratchDirectory {
    let scratch = ScratchDirectory()
    if let css { try Data(css.utf8).write(to: scratch.url.appendingPathComponent("theme.css")) }
    let logosFolder = scratch.url.appendingPathComponent("logos")
    try FileManager.default.createDirectory(at: logosFolder, withIntermediateDirectories: true)
    for file in logos { try Self.png.write(to: logosFolder.appendingPathComponent(file)) }
    return scratch
  }

  @Test("a folder's theme.css and its logos, one per team named by its file; other files are left out")
  func loads() throws {
    let scratch = try folder(
      css: ":root { --home: #008000; }", logos: ["Lions.png", "Tigers FC.svg", "notes.txt"])
    let theme = try ServeTheme.load(folder: scratch.url.path)
    #expect(theme.css == ":root { --home: #008000; }")
    #expect(theme.logoTeams == ["Lions", "Tigers FC"])
    #expect(theme.logos["Tigers FC"]?.type == "image/svg+xml")
    let manifest = try JSONSerialization.jsonObject(with: theme.manifest) as? [String: Any]
    #expect(
      manifest?["logos"] as? [String: String] == ["Lions": "/theme/logo/0", "Tigers FC": "/theme/logo/1"])
    #expect(manifest?["sponsors"] as? [String] == [])
  }

  @Test("a missing folder, an empty one and a logo too large are one line each")
  func refusals() throws {
    #expect(throws: ServeError.theme("/nonexistent/theme", reason: "no such folder")) {
      try ServeTheme.load(folder: "/nonexistent/theme")
    }
    let empty = try folder(css: nil, logos: [])
    #expect(
      throws: ServeError.theme(
        empty.url.path, reason: "it holds neither theme.css nor images in logos/ or sponsors/")
    ) {
      try ServeTheme.load(folder: empty.url.path)
    }
    let large = try folder(css: nil, logos: [])
    try Data(count: ServeTheme.maximumLogoSize + 1).write(
      to: large.url.appendingPathComponent("logos/Big.png"))
    #expect(throws: ServeError.theme(large.url.path, reason: "Big.png is larger than 2048 KiB")) {
      try ServeTheme.load(folder: large.url.path)
    }
    #expect(
      ServeError.theme("t", reason: "no such folder").description == "--theme t: no such folder")
  }

  @Test(
    "the routes serve the theme's CSS, its manifest and each logo and sponsor image by number; nothing else")
  func routes() async throws {
    let scratch = try folder(css: ":root { --away: #f00; }", logos: ["Lions.png"])
    let sponsors = scratch.url.appendingPathComponent("sponsors")
    try FileManager.default.createDirectory(at: sponsors, withIntermediateDirectories: true)
    try Data("<svg/>".utf8).write(to: sponsors.appendingPathComponent("b.svg"))
    try Self.png.write(to: sponsors.appendingPathComponent("a.png"))
    let state = ScratchDirectory()
    var routes = ServeRoutes(
      feed: try GameFeed(directory: state.state), token: ServeRoutesTests.token,
      catalog: ServeRoutesTests.catalog)
    routes.theme = try ServeTheme.load(folder: scratch.url.path)
    try await Application(router: routes.router()).test(.router) { client in
      try await client.execute(uri: "/theme.css", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/css; charset=utf-8")
        #expect(String(buffer: response.body) == ":root { --away: #f00; }")
      }
      try await client.execute(uri: "/theme/logo/0", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "image/png")
        #expect(Data(buffer: response.body) == Self.png)
      }
      try await client.execute(uri: "/theme/sponsor/1", method: .get) { response in
        #expect(
          response.headers[.contentType] == "image/svg+xml", "sponsors in the order of their file names")
        #expect(String(buffer: response.body) == "<svg/>")
      }
      for path in [
        "/theme/logo/1", "/theme/logo/-1", "/theme/logo/Lions.png", "/theme/logo/../theme.css",
        "/theme/sponsor/2",
      ] {
        try await client.execute(uri: path, method: .get) { response in
          #expect(response.status == .notFound, "\(path)")
        }
      }
      try await client.execute(uri: "/overlay", method: .get) { response in
        #expect(
          String(buffer: response.body).contains("<link rel=\"stylesheet\" href=\"/theme.css\" data-theme>"))
      }
    }
  }

  @Test("without a theme, /theme.css is empty and the manifest has no logos")
  func noTheme() async throws {
    let state = ScratchDirectory()
    let routes = ServeRoutes(
      feed: try GameFeed(directory: state.state), token: ServeRoutesTests.token,
      catalog: ServeRoutesTests.catalog)
    try await Application(router: routes.router()).test(.router) { client in
      try await client.execute(uri: "/theme.css", method: .get) { response in
        #expect(response.status == .ok && response.body.readableBytes == 0)
      }
      try await client.execute(uri: "/theme.json", method: .get) { response in
        #expect(String(buffer: response.body) == "{\"logos\":{},\"sponsors\":[]}")
      }
    }
  }
}
