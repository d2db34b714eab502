import Scoreboard

/// Reads a draw file: one row per entry, `event,sport,draw,entry,seed` and an optional `format`,
/// under a header naming those columns (in any order).
///
/// ```
/// event,sport,draw,entry,seed,format
/// Men's singles,badminton,knockout,Ann,1,
/// Men's singles,badminton,knockout,Bob,,
/// Mixed doubles,tennis,groups:2,Ann/Bob,1,--format fast4
/// ```
///
/// `draw` is `knockout`, `round-robin` or `groups:N`; `entry` a player or a pair (`Ann/Bob`);
/// `seed` a whole number from 1 or empty; `format` any of the sport's rule options as the command
/// line takes them (`--best-of 5`, `--format fast4`, or a format's name alone). Every row of an
/// event names the same sport, draw and format. The first bad row stops the import with its line.
public enum DeskImport {
  /// The columns a draw file must have.
  public static let requiredColumns = ["event", "sport", "draw", "entry", "seed"]

  /// The events `text` describes, in the order the file first names them.
  public static func events(csv text: String) throws(DeskImportError) -> [DeskEvent] {
    let records = try CSVRecords.parse(text)
    guard let header = records.first else { throw DeskImportError(line: 1, "the file is empty") }
    let names = header.fields.map { $0.trimmed.lowercased() }
    for column in requiredColumns where !names.contains(column) {
      throw DeskImportError(
        line: header.line, "no \(column) column: the header names event,sport,draw,entry,seed (and format)")
    }
    let column = { (name: String) in names.firstIndex(of: name) }
    var events: [DeskEvent] = []
    for record in records.dropFirst() {
      guard record.fields.count == names.count else {
        throw DeskImportError(
          line: record.line, "\(record.fields.count) fields where the header has \(names.count)")
      }
      let field = { (name: String) in column(name).map { record.fields[$0].trimmed } ?? "" }
      let row = try Row(line: record.line, field: field)
      if let index = events.firstIndex(where: { $0.name == row.event }) {
        try row.join(&events[index])
      } else {
        events.append(row.newEvent)
      }
    }
    guard !events.isEmpty else { throw DeskImportError(line: header.line, "no entry under the header") }
    for event in events where event.entries.count < event.draw.minimumEntries {
      throw DeskImportError(
        line: header.line,
        "the event \(event.name) has \(event.entries.count) entries; \(event.draw.csvName) needs at least "
          + "\(event.draw.minimumEntries)")
    }
    return events
  }

  /// One row, checked.
  private struct Row {
    let line: Int
    let event: String
    let rules: SportRules
    let draw: DrawKind
    let format: String
    let entry: DeskEntry

    init(line: Int, field: (String) -> String) throws(DeskImportError) {
      self.line = line
      event = field("event")
      guard !event.isEmpty else { throw DeskImportError(line: line, "the event is empty") }
      guard let sport = Sport(rawValue: field("sport").lowercased()) else {
        let known = Sport.allCases.map(\.rawValue).joined(separator: ", ")
        throw DeskImportError(line: line, "no sport called \"\(field("sport"))\" (the sports are \(known))")
      }
      guard let draw = DrawKind(csv: field("draw")) else {
        throw DeskImportError(
          line: line, "no draw called \"\(field("draw"))\": knockout, round-robin or groups:N (N from 2)")
      }
      self.draw = draw
      format = field("format")
      do {
        rules = try SportRules(sport: sport, choices: Self.choices(format))
      } catch {
        throw DeskImportError(line: line, "format: \(error)")
      }
      let name = field("entry")
      guard !name.isEmpty else { throw DeskImportError(line: line, "the entry is empty") }
      guard name.count <= TeamScore.maximumNameLength else {
        throw DeskImportError(
          line: line, "the entry \(name) is longer than \(TeamScore.maximumNameLength) characters")
      }
      let seedText = field("seed")
      guard seedText.isEmpty || (Int(seedText) ?? 0) >= 1 else {
        throw DeskImportError(line: line, "the seed \"\(seedText)\" is not a whole number from 1")
      }
      entry = DeskEntry(name: name, seed: Int(seedText))
    }

    /// A new event of this row's entry.
    var newEvent: DeskEvent {
      DeskEvent(name: event, rules: rules, draw: draw, entries: [entry])
    }

    /// Adds the row's entry to `event`, refusing one that contradicts the rows before it.
    func join(_ existing: inout DeskEvent) throws(DeskImportError) {
      guard existing.rules == rules, existing.draw == draw else {
        throw DeskImportError(
          line: line,
          "the event \(event) is already \(existing.rules.sport.rawValue), \(existing.draw.csvName) "
            + "with its own format: every row of an event names the same sport, draw and format")
      }
      guard !existing.entries.contains(where: { $0.name == entry.name }) else {
        throw DeskImportError(line: line, "\(entry.name) is already an entry of \(event)")
      }
      if let seed = entry.seed, existing.entries.contains(where: { $0.seed == seed }) {
        throw DeskImportError(line: line, "seed \(seed) is already given in \(event)")
      }
      existing.entries.append(entry)
    }

    /// The rule options a `format` field chooses: `--best-of 5 --format fast4`, or a format's name.
    static func choices(_ format: String) throws(DeskRefusal) -> RuleChoices {
      var choices = RuleChoices()
      var words = format.split(separator: " ").map(String.init).makeIterator()
      while let word = words.next() {
        guard word.hasPrefix("--") else {
          choices[.format] = word
          continue
        }
        guard let option = SportOption.table.first(where: { $0.flag == word }) else {
          throw DeskRefusal("no rule option \(word)")
        }
        switch option.kind {
        case .flag: choices[option] = true
        case .format, .number:
          guard let value = words.next() else { throw DeskRefusal("\(word) needs a value") }
          if option.kind == .format {
            choices[option] = value
          } else if let number = Int(value) {
            choices[option] = number
          } else {
            throw DeskRefusal("\(word) takes a whole number, not \(value)")
          }
        }
      }
      return choices
    }
  }
}
