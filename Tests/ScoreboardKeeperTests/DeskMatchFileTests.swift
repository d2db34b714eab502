import Foundation
import Scoreboard
import ScoreboardDesk
import ScoreboardPersistence
import Testing

@testable import ScoreboardKeeper

/// Issue 27 item 4: the desk matches finished on a keeper's court, kept in its state directory.
@Suite("the desk matches file in the keeper's state directory")
struct DeskMatchFileTests {
  private static let callTime: Double = 1_780_000_000

  /// A knockout of four (semi-finals Ann v Di, match 1, and Cy v Bob, match 2) with match 1
  /// called to C1 at `callTime` and signed off 21-15, 18-21, 21-19 twenty minutes later.
  private static func desk() throws -> DeskState {
    var desk = DeskState()
    let event = DeskEvent(
      name: "Open", rules: .defaults(for: .badminton), draw: .knockout,
      entries: ["Ann", "Bob", "Cy", "Di"].enumerated().map { DeskEntry(name: $1, seed: $0 + 1) })
    try desk.apply(.imported([event], rest: 0))
    try desk.apply(.courtOpened("C1"))
    try desk.apply(.assigned(match: 1, court: "C1", at: callTime))
    return desk
  }

  private static func signedOff(_ desk: DeskState) throws -> DeskState {
    var desk = desk
    let score = try #require(DeskScore(text: "21-15,18-21,21-19"))
    try desk.apply(.signedOff(match: 1, score, at: callTime + 1200))
    return desk
  }

  private static func directory() -> StateDirectory {
    StateDirectory(
      url: FileManager.default.temporaryDirectory.appendingPathComponent("desk-matches-\(UUID().uuidString)"))
  }

  @Test("a match finished on the court is written with its call time; the same desk again writes nothing")
  func writtenOnceWhenUnchanged() throws {
    let directory = Self.directory()
    try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory.url) }
    let file = DeskMatchFile(directory: directory)
    let called = try Self.desk()
    #expect(!file.update(from: called, court: "C1"), "nothing finished yet: no file")
    #expect(!FileManager.default.fileExists(atPath: directory.deskMatchesFile.path))
    let finished = try Self.signedOff(called)
    #expect(file.update(from: finished, court: "C1"))
    #expect(
      try directory.deskMatches() == [
        DeskMatchEntry(
          id: 1, event: "Open", round: "Semi-final", home: "Ann", away: "Di", result: "21-15,18-21,21-19",
          called: 1_780_000_000)
      ])
    try FileManager.default.removeItem(at: directory.deskMatchesFile)
    #expect(!file.update(from: finished, court: "C1"))
    #expect(!FileManager.default.fileExists(atPath: directory.deskMatchesFile.path), "not written again")
    #expect(!DeskMatchFile(directory: directory).update(from: finished, court: "C2"), "another court's file")
  }

  @Test("a correction at the desk rewrites the entry with the new result and its reason; a restart keeps it")
  func correctionRewrites() throws {
    let directory = Self.directory()
    try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory.url) }
    let file = DeskMatchFile(directory: directory)
    let called = try Self.desk()
    file.update(from: called, court: "C1")
    var desk = try Self.signedOff(called)
    file.update(from: desk, court: "C1")
    let score = try #require(DeskScore(text: "21-15,21-18"))
    try desk.apply(.corrected(match: 1, score, reason: "scoresheet misread"))
    #expect(file.update(from: desk, court: "C1"))
    let expected = DeskMatchEntry(
      id: 1, event: "Open", round: "Semi-final", home: "Ann", away: "Di", result: "21-15,21-18",
      corrections: ["scoresheet misread"], called: 1_780_000_000)
    #expect(try directory.deskMatches() == [expected])
    let restarted = DeskMatchFile(directory: directory)
    #expect(
      !restarted.update(from: desk, court: "C1"), "a restarted keeper finds the file as the desk has it")
    #expect(try directory.deskMatches() == [expected])
  }

  @Test("a match kept from another tournament (same number, other names) stays, older calls first")
  func otherTournamentKept() throws {
    let directory = Self.directory()
    try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory.url) }
    let old = DeskMatchEntry(
      id: 1, event: "Open", round: "Semi-final", home: "Eve", away: "Fay", result: "21-3,21-4",
      called: 1_700_000_000)
    try directory.keepDeskMatches([old])
    let file = DeskMatchFile(directory: directory)
    #expect(file.update(from: try Self.signedOff(try Self.desk()), court: "C1"))
    #expect(try directory.deskMatches().map(\.home) == ["Eve", "Ann"])
  }
}
