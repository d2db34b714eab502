import ArgumentParser
import ScoreboardKeeper

/// `play`'s spoken calls: `--speak` and `--speak-to FILE`.
struct SpeechOptions: ParsableArguments {
  @Flag(
    help:
      "Speak the umpire's call after each point (fifteen-thirty, deuce, game Nadal) through spd-say or espeak-ng."
  )
  var speak = false

  @Option(help: ArgumentHelp("Append the umpire's calls to a file, one a line.", valueName: "file"))
  var speakTo: String?

  /// Puts the options into `settings`, the speech programs looked for on `environment`'s `PATH`.
  func apply(to settings: inout KeeperSettings, environment: [String: String]) {
    settings.speaks = speak
    settings.speakTo = speakTo
    settings.searchPath = environment["PATH"] ?? "/usr/bin:/bin"
  }
}
