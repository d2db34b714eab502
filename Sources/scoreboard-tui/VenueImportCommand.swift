import ArgumentParser
import FoundationEssentials
import ScoreboardDesk
import ScoreboardKeeper
import ScoreboardVenue

/// `scoreboard-tui venue import FILE.csv`: draws the events of a file into the venue's desk and
/// queues their matches; all of the file or nothing.
struct VenueImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Draw a tournament's events from a CSV file and queue their matches for the courts.",
    discussion: """
      One row per entry: event,sport,draw,entry,seed and an optional format, under a header. draw is \
      knockout, round-robin or groups:N; entry a player or a pair (Ann/Bob); seed a number from 1 or \
      empty; format the sport's rule options (--best-of 5, --format fast4). A bad row stops the \
      import with its line number, and nothing is imported. Keepers started with --venue and \
      --court but no names then take the matches as their courts fall free. Lots place seeds 3-4, \
      5-8 ... and the unseeded entries, as the rule books draw them; the number they were drawn \
      with is printed, and --lots with it draws the same again.
      """
  )

  @Argument(help: ArgumentHelp("The CSV file of entries.", valueName: "file"))
  var file: String

  @OptionGroup
  var venue: VenueURLOption

  @Option(help: ArgumentHelp("The least time between one player's matches.", valueName: "minutes"))
  var rest: Int = 0

  @Option(
    help: ArgumentHelp(
      "Draw the lots with this number (printed by an import), to repeat a draw; a new one by default.",
      valueName: "number"))
  var lots: UInt64?

  @Flag(
    help:
      "Draw no lots: the seeds take their lines in seed order, the unseeded entries in the order of the file."
  )
  var inOrder = false

  func validate() throws {
    guard (0...24 * 60).contains(rest) else { throw ValidationError("--rest: 0 to 1440 minutes") }
    if lots != nil && inOrder { throw ValidationError("--lots and --in-order cannot be used together") }
  }

  func run() throws {
    let address = try venue.address()
    let text: String
    do {
      text = try String(contentsOfFile: file, encoding: .utf8)
    } catch {
      throw CommandFailure("cannot read \(file): \(error.localizedDescription)")
    }
    var read: [DeskEvent]
    do {
      read = try DeskImport.events(csv: text)
    } catch {
      throw CommandFailure("\(file): \(error)")
    }
    var drawn: DrawLots?
    if !inOrder {
      var lots = DrawLots(seed: lots ?? UInt64.random(in: 1...999_999))
      read = read.map { lots.draw($0) }
      drawn = lots
    }
    let events = read
    let rest = Double(rest * 60)
    let desk: DeskState
    do {
      desk = try waitFor {
        let ledger = try await DeskLedger.open(address)
        defer { Task { await ledger.close() } }
        return try await ledger.record { _ in .imported(events, rest: rest) }.desk
      }
    } catch {
      throw CommandFailure(error)
    }
    let made = desk.matches.filter { match in events.contains { $0.name == match.event } }
    print(
      "imported \(events.count) event\(events.count == 1 ? "" : "s") with \(made.count) matches into the desk of "
        + "venue \(address)")
    if let drawn { print("lots drawn with --lots \(drawn.seed) (give it to draw the same again)") }
  }
}
