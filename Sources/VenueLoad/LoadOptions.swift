import Foundation

/// The load's settings: `--venue URL --postmaster PID --directory DIR [--courts 50] [--followers 200]
/// [--seconds 60] [--burst-seconds 10]`.
struct LoadOptions {
  var venue = ""
  var postmaster: Int32 = 0
  var directory = FileManager.default.temporaryDirectory
  var courts = 50
  var followers = 200
  var seconds = 60
  var burstSeconds = 10

  init<Arguments: Collection<String>>(_ arguments: Arguments) {
    var values: [String: String] = [:]
    var iterator = arguments.makeIterator()
    while let name = iterator.next() {
      guard name.hasPrefix("--"), let value = iterator.next() else { Self.fail("unexpected \(name)") }
      values[String(name.dropFirst(2))] = value
    }
    guard let venue = values["venue"], let postmaster = values["postmaster"].flatMap(Int32.init),
      let directory = values["directory"]
    else { Self.fail("--venue URL, --postmaster PID and --directory DIR are needed") }
    self.venue = venue
    self.postmaster = postmaster
    self.directory = URL(fileURLWithPath: directory)
    courts = values["courts"].flatMap(Int.init) ?? courts
    followers = values["followers"].flatMap(Int.init) ?? followers
    seconds = values["seconds"].flatMap(Int.init) ?? seconds
    burstSeconds = values["burst-seconds"].flatMap(Int.init) ?? burstSeconds
  }

  private static func fail(_ line: String) -> Never {
    FileHandle.standardError.write(Data("venue-load: \(line)\n".utf8))
    exit(2)
  }
}
