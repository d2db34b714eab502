import Foundation
import ScoreboardPersistence
import Testing

/// Issue 11 item 9: the export directory is kept with the game in the state directory.
@Suite("remembered export directory")
struct ExportSettingTests {
  @Test("issue 11 item 9: a directory remembered is read back as an absolute path; nil forgets it")
  func rememberAndForget() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    let directory = StateDirectory(url: folder.url)
    #expect(directory.rememberedExportDirectory() == nil)
    try directory.rememberExportDirectory(URL(fileURLWithPath: "/srv/obs/../overlay", isDirectory: true))
    #expect(directory.rememberedExportDirectory()?.path == "/srv/overlay")
    try directory.rememberExportDirectory(nil)
    #expect(directory.rememberedExportDirectory() == nil)
    try directory.rememberExportDirectory(nil)
  }

  @Test("issue 11 item 9: a setting that is not an absolute path is ignored, never used as one")
  func garbageIgnored() throws {
    let folder = TemporaryDirectory()
    defer { folder.remove() }
    try Data("relative/path\n".utf8).write(to: folder.url.appendingPathComponent("export-dir"))
    #expect(StateDirectory(url: folder.url).rememberedExportDirectory() == nil)
  }
}
