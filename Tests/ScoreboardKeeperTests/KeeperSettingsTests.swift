import Foundation
import ScoreboardKeeper
import Testing

@Suite("the keeper's settings: the overlay files' directory")
struct KeeperSettingsTests {
  @Test("a directory given is chosen and remembered; the next start without one takes the remembered one")
  func exportRemembered() throws {
    let scratch = ScratchDirectory()
    let overlays = scratch.url.appendingPathComponent("overlays", isDirectory: true)
    let given = KeeperSettings.choosingExport(given: overlays, forget: false, in: scratch.state)
    #expect(given.exportDirectory?.path == overlays.standardizedFileURL.path)
    #expect(given.notices == ["overlay files: \(overlays.standardizedFileURL.path)"])
    let next = KeeperSettings.choosingExport(given: nil, forget: false, in: scratch.state)
    #expect(next.exportDirectory?.path == overlays.standardizedFileURL.path)
    #expect(next.notices == ["overlay files: \(overlays.standardizedFileURL.path) (remembered)"])
  }

  @Test("--no-export forgets the remembered directory: no overlay files now or at the next start")
  func exportForgotten() throws {
    let scratch = ScratchDirectory()
    let overlays = scratch.url.appendingPathComponent("overlays", isDirectory: true)
    _ = KeeperSettings.choosingExport(given: overlays, forget: false, in: scratch.state)
    let forgotten = KeeperSettings.choosingExport(given: nil, forget: true, in: scratch.state)
    #expect(forgotten.exportDirectory == nil)
    #expect(forgotten.notices.isEmpty)
    #expect(
      KeeperSettings.choosingExport(given: nil, forget: false, in: scratch.state).exportDirectory == nil)
  }
}
