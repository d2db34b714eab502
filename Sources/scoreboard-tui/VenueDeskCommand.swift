import ArgumentParser
import FoundationEssentials
import Glibc
import ScoreboardDesk
import ScoreboardKeeper
import ScoreboardTUI
import ScoreboardVenue

/// `scoreboard-tui venue desk`: the tournament desk: the courts, the queue and the draws.
struct VenueDeskCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "desk",
    abstract: "Show the tournament desk: every court's match and on deck, the queue, the draws and results.",
    discussion: """
      On a terminal the desk is full screen and live: arrows pick a match of the queue or a court \
      (left and right change between them), h holds or releases the match, m and M move it up or down \
      the queue, b blocks or unblocks the court, c calls the match to a free court, a turns automatic \
      assignment on or off, u and d scroll the draws, ? shows the keys, q quits. Each call is listed with \
      its time, called again after --second-call minutes, with a warm-up countdown of --warm-up minutes.
      Keepers started with --venue and --court but no names take the queue's matches as their courts \
      fall free. --hold, --release, --first, --block, --unblock, --call, --hand-back, --refuse, --correct \
      and --auto change the desk and print it; --once, or an output that is not a terminal, prints the \
      desk once.
      """
  )

  @OptionGroup
  var venue: VenueURLOption

  @Option(help: ArgumentHelp("Hold a queued match back from the courts.", valueName: "match"))
  var hold: Int?

  @Option(help: ArgumentHelp("Let a held match go to the courts again.", valueName: "match"))
  var release: Int?

  @Option(help: ArgumentHelp("Move a queued match to the head of the queue.", valueName: "match"))
  var first: Int?

  @Option(help: ArgumentHelp("Give no match to a court.", valueName: "court"))
  var block: String?

  @Option(help: ArgumentHelp("Give matches to a blocked court again.", valueName: "court"))
  var unblock: String?

  @Option(
    help: ArgumentHelp("Call a match to a free court by hand: MATCH:COURT (3:C2).", valueName: "match:court"))
  var call: String?

  @Option(
    help: ArgumentHelp("Take a match back from its court to the head of the queue.", valueName: "match"))
  var handBack: Int?

  @Option(
    help: ArgumentHelp(
      "Take a match back from its court, which refuses it: it goes to the head of the queue, for another court.",
      valueName: "match"))
  var refuse: Int?

  @Option(help: ArgumentHelp("Turn automatic assignment on or off.", valueName: "on|off"))
  var auto: String?

  @Option(
    help: ArgumentHelp(
      "Correct a signed-off result: MATCH:SCORE:REASON (4:21-15,21-19:scores swapped); the winner is the side ahead.",
      valueName: "match:score:reason"))
  var correct: String?

  @Flag(help: "Print the desk once instead of showing it live (also when the output is not a terminal).")
  var once = false

  @Option(
    help: ArgumentHelp(
      "Call a match again after this many minutes on its court while no point is scored there.",
      valueName: "minutes"))
  var secondCall: Double = 5

  @Option(help: ArgumentHelp("The warm-up counted down from each call, in minutes.", valueName: "minutes"))
  var warmUp: Double = 3

  @Flag(help: "Speak each call with spd-say (speech-dispatcher) or espeak-ng.")
  var speak = false

  @Option(help: ArgumentHelp("Append each call, as it is spoken, to this file.", valueName: "file"))
  var speakTo: String?

  @Flag(help: "Draw without colours (also when NO_COLOR is set).")
  var noColor = false

  @Flag(help: "Draw with plain ASCII characters only (automatic when the locale is not UTF-8).")
  var ascii = false

  func validate() throws {
    guard secondCall > 0, secondCall.isFinite else { throw ValidationError("--second-call: minutes above 0") }
    guard warmUp >= 0, warmUp.isFinite else { throw ValidationError("--warm-up: minutes from 0") }
  }

  func run() throws {
    if speak && DeskAppSpeaker.findVoice(path: ProcessInfo.processInfo.environment["PATH"]) == nil {
      throw CommandFailure("--speak: neither spd-say nor espeak-ng is installed (apt-get install espeak-ng)")
    }
    let address = try venue.address()
    let actions = try requestedActions()
    if actions.isEmpty && !once && isatty(STDOUT_FILENO) == 1 {
      try runLive(address)
    }
    let desk: DeskState
    do {
      desk = try waitFor {
        let ledger = try await DeskLedger.open(address)
        defer { Task { await ledger.close() } }
        var desk = try await ledger.refresh()
        for action in actions { desk = try await ledger.record { _ in action }.desk }
        return desk
      }
    } catch {
      throw CommandFailure(error)
    }
    for line in DeskText.lines(desk, at: Date().timeIntervalSince1970) { print(line) }
  }

  /// The desk full screen until `q`; never returns.
  private func runLive(_ address: VenueAddress) throws -> Never {
    let environment = ProcessInfo.processInfo.environment
    let voice = speak ? DeskAppSpeaker.findVoice(path: environment["PATH"]) : nil
    let speaker: DeskAppSpeaker?
    do {
      try TerminalApp.checkTerminal(environment: environment)
      let file = try speakTo.map(DeskAppSpeaker.openFile)
      speaker = voice == nil && file == nil ? nil : DeskAppSpeaker(voice: voice, file: file)
      try DeskApp.check(address)
    } catch {
      throw CommandFailure(error)
    }
    try DeskApp.run(
      address, options: .forTerminal(environment: environment, ascii: ascii, noColor: noColor),
      secondCallSeconds: secondCall * 60,
      warmUpSeconds: warmUp * 60, speaker: speaker
    ).terminateProcess()
  }

  /// The changes the options ask for, checked for their form.
  private func requestedActions() throws -> [DeskAction] {
    var actions: [DeskAction] = []
    if let hold { actions.append(.held(match: hold, true)) }
    if let release { actions.append(.held(match: release, false)) }
    if let first { actions.append(.moved(match: first, position: 0)) }
    if let handBack { actions.append(.handedBack(match: handBack, refused: false)) }
    if let refuse { actions.append(.handedBack(match: refuse, refused: true)) }
    if let block { actions.append(.courtBlocked(block, true)) }
    if let unblock { actions.append(.courtBlocked(unblock, false)) }
    if let auto {
      guard auto == "on" || auto == "off" else { throw ValidationError("--auto: on or off") }
      actions.append(.autoAssign(auto == "on"))
    }
    if let call {
      let parts = call.split(separator: ":", maxSplits: 1).map(String.init)
      guard parts.count == 2, let match = Int(parts[0]), !parts[1].isEmpty else {
        throw ValidationError("--call: MATCH:COURT, as in 3:C2")
      }
      actions.append(.assigned(match: match, court: parts[1], at: Date().timeIntervalSince1970))
    }
    if let correct {
      let parts = correct.split(separator: ":", maxSplits: 2).map(String.init)
      guard parts.count == 3, let match = Int(parts[0]), let score = DeskScore(text: parts[1]) else {
        throw ValidationError("--correct: MATCH:SCORE:REASON, as in 4:21-15,21-19:scores swapped")
      }
      actions.append(.corrected(match: match, score, reason: parts[2]))
    }
    return actions
  }
}
