import Foundation

/// The simulation's settings: `--venue URL [--courts 20] [--matches 10000] [--deaths 2]
/// [--play-ms 200]` (scripts/venue-load also passes `--postmaster` and `--directory`,
/// which this load does not need).
struct TournamentOptions {
  var venue = ""
  /// Courts, each with its simulated keeper.
  var courts = 20
  /// The least number of matches the tournament has.
  var matches = 10_000
  /// Of every 100 matches, how many end with their keeper dying before the sign-off (another keeper
  /// takes the court over and signs the match off).
  var deaths = 2
  /// The longest a simulated match lasts, in milliseconds (each lasts a random time up to it).
  var playMilliseconds = 200

  init<Arguments: Collection<String>>(_ arguments: Arguments) {
    var values: [String: String] = [:]
    var iterator = arguments.makeIterator()
    while let name = iterator.next() {
      guard name.hasPrefix("--"), let value = iterator.next() else { Self.fail("unexpected \(name)") }
      values[String(name.dropFirst(2))] = value
    }
    guard let venue = values["venue"] else { Self.fail("--venue URL is needed") }
    self.venue = venue
    courts = values["courts"].flatMap(Int.init) ?? courts
    matches = values["matches"].flatMap(Int.init) ?? matches
    deaths = values["deaths"].flatMap(Int.init) ?? deaths
    playMilliseconds = values["play-ms"].flatMap(Int.init) ?? playMilliseconds
    guard courts >= 1, matches >= 1, (0...100).contains(deaths), playMilliseconds >= 0 else {
      Self.fail("--courts and --matches from 1, --deaths 0 to 100, --play-ms from 0")
    }
  }

  private static func fail(_ line: String) -> Never {
    FileHandle.standardError.write(Data("venue-tournament: \(line)\n".utf8))
    exit(2)
  }
}
