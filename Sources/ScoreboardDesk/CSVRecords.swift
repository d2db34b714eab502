/// The records of a CSV text (RFC 4180: fields in double quotes may hold commas, quotes doubled,
/// and line breaks), each with the line it starts on.
enum CSVRecords {
  /// One record: its fields and its first line's number, from 1.
  struct Record: Equatable {
    var line: Int
    var fields: [String]
  }

  /// The records of `text`; blank lines are skipped. Throws on a quote left open.
  static func parse(_ text: String) throws(DeskImportError) -> [Record] {
    var records: [Record] = []
    var fields: [String] = []
    var field = ""
    var quoted = false
    var line = 1
    var start = 1
    var characters = Array(text).makeIterator()
    var pending: Character? = nil
    func finishRecord() {
      fields.append(field)
      if !(fields.count == 1 && fields[0].trimmed.isEmpty) {
        records.append(Record(line: start, fields: fields))
      }
      fields = []
      field = ""
    }
    while let character = pending ?? characters.next() {
      pending = nil
      if quoted {
        if character == "\"" {
          let next = characters.next()
          if next == "\"" {
            field.append("\"")
          } else {
            quoted = false
            pending = next
          }
        } else {
          if character == "\n" || character == "\r\n" { line += 1 }
          field.append(character)
        }
        continue
      }
      switch character {
      case "\"" where field.trimmed.isEmpty:
        field = ""
        quoted = true
      case ",":
        fields.append(field)
        field = ""
      case "\n", "\r\n", "\r":
        finishRecord()
        line += 1
        start = line
      default: field.append(character)
      }
    }
    if quoted { throw DeskImportError(line: start, "a quoted field is not closed") }
    if !field.isEmpty || !fields.isEmpty { finishRecord() }
    return records
  }
}
