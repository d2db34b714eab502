import Foundation
import Scoreboard
import ScoreboardExport
import ScoreboardPersistence
import Testing

/// The state directories of `Fixtures/OldStateDirectories`, saved by the app before the match
/// became one sport's state, with what that app's `status --json` printed of them.
enum OldStateDirectory {
  static let root = URL(filePath: #filePath).deletingLastPathComponent()
    .appending(path: "Fixtures/OldStateDirectories")

  static let sports = [
    "generic", "basketball", "soccer", "hockey", "volleyball", "table-tennis", "badminton", "tennis",
  ]

  /// A copy of the sport's saved state directory, in a fresh temporary folder.
  static func copy(of sport: String) throws -> URL {
    let copy = FileManager.default.temporaryDirectory.appending(
      path: "old-state-\(sport)-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: root.appending(path: "\(sport)/state"), to: copy)
    return copy
  }

  /// What the old app's `status --json` printed, as a JSON object.
  static func recordedStatus(of sport: String) throws -> NSDictionary {
    let data = try Data(contentsOf: root.appending(path: "\(sport)/status.json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? NSDictionary)
  }
}

@Suite("Games saved before the redesign restore exactly")
struct OldStateDirectoryTests {
  @Test(
    "each sport's old state directory restores to the status the old app printed",
    arguments: OldStateDirectory.sports)
  func restoresAsBefore(sport: String) throws {
    let directory = try OldStateDirectory.copy(of: sport)
    defer { try? FileManager.default.removeItem(at: directory) }
    let loaded = try GameLoader.loadReadOnly(directory: directory)
    #expect(loaded.hasSavedGame)
    #expect(loaded.notices.isEmpty, "restoring should need no repair: \(loaded.notices)")
    let restored = try JSONSerialization.jsonObject(with: GameReport(loaded.state.game.present).jsonData())
    #expect(restored as? NSDictionary == (try OldStateDirectory.recordedStatus(of: sport)))
    #expect(loaded.state.scoreboard.rules.sport.rawValue == sport)
  }

  @Test("a restored old game saves again in the form it was read", arguments: OldStateDirectory.sports)
  func savesTheSameForm(sport: String) throws {
    let directory = try OldStateDirectory.copy(of: sport)
    defer { try? FileManager.default.removeItem(at: directory) }
    let state = try GameLoader.loadReadOnly(directory: directory).state
    let again = try JSONDecoder().decode(AppState.self, from: try JSONEncoder().encode(state))
    #expect(again == state)
  }
}
