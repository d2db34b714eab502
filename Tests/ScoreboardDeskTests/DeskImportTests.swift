import Scoreboard
import Testing

@testable import ScoreboardDesk

@Suite("importing a draw file")
struct DeskImportTests {
  @Test("events in the order the file names them, with their entries, seeds, draws and formats")
  func readsEvents() throws {
    let events = try DeskImport.events(
      csv: """
        event,sport,draw,entry,seed,format
        Men's singles,badminton,knockout,Ann,1,
        Mixed,tennis,round-robin,Ann/Bob,,--format fast4
        Men's singles,badminton,knockout,Bob,2,
        "Doubles, open",table-tennis,knockout,"Cy ""C"" Lee/Di",,--best-of 3
        Mixed,tennis,round-robin,Cy/Di,,--format fast4
        "Doubles, open",table-tennis,knockout,Ed/Fay,,--best-of 3
        """)
    #expect(events.map(\.name) == ["Men's singles", "Mixed", "Doubles, open"])
    #expect(events[0].entries == [DeskEntry(name: "Ann", seed: 1), DeskEntry(name: "Bob", seed: 2)])
    #expect(events[1].rules.tennis.tiebreakAt == 3, "fast4's tiebreak at 3-3")
    #expect(events[2].draw == .knockout && events[2].rules.bestOf == 3 && events[2].entries.count == 2)
    #expect(events[2].entries[0].players == ["Cy \"C\" Lee", "Di"])
  }

  @Test(
    "a bad row is one line naming its line number",
    arguments: [
      ("event,sport,draw,entry,seed\nA,tenis,knockout,Ann,\n", "line 2: no sport called \"tenis\""),
      ("event,sport,draw,entry,seed\nA,tennis,swiss,Ann,\n", "line 2: no draw called \"swiss\""),
      (
        "event,sport,draw,entry,seed\nA,tennis,knockout,Ann,\nA,tennis,knockout,Ann,\n",
        "line 3: Ann is already an entry of A"
      ),
      (
        "event,sport,draw,entry,seed\nA,tennis,knockout,Ann,1\nA,tennis,knockout,Bob,1\n",
        "line 3: seed 1 is already given in A"
      ),
      (
        "event,sport,draw,entry,seed\nA,tennis,knockout,Ann,x\n",
        "line 2: the seed \"x\" is not a whole number from 1"
      ),
      (
        "event,sport,draw,entry,seed\nA,tennis,knockout,Ann,\nA,badminton,knockout,Bob,\n",
        "line 3: the event A is already tennis"
      ),
      (
        "event,sport,draw,entry,seed,format\nA,tennis,knockout,Ann,,--best-of 4\n",
        "line 2: format: --best-of"
      ),
      (
        "event,sport,draw,entry,seed,format\nA,tennis,knockout,Ann,,--shot-clock\n",
        "line 2: format: --shot-clock applies to"
      ),
      ("event,sport,draw,entry\nA,tennis,knockout,Ann\n", "line 1: no seed column"),
      ("event,sport,draw,entry,seed\nA,tennis,knockout,Ann\n", "line 2: 4 fields where the header has 5"),
      (
        "event,sport,draw,entry,seed\nA,tennis,knockout,Ann,\n",
        "line 1: the event A has 1 entries; knockout needs at least 2"
      ),
      ("event,sport,draw,entry,seed\n\"A,tennis,knockout,Ann,\n", "line 2: a quoted field is not closed"),
      ("", "line 1: the file is empty"),
    ])
  func badRows(text: String, message: String) {
    #expect {
      try DeskImport.events(csv: text)
    } throws: { error in
      "\(error)".hasPrefix(message)
    }
  }
}
