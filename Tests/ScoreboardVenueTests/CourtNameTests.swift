import Testing

@testable import ScoreboardVenue

@Suite("issue 25 item 12: court names are trimmed, and controls and absurd lengths refused")
struct CourtNameTests {
  @Test("the spaces around a name are trimmed: 1,000 spaces around an x are the court x")
  func trimmed() throws {
    let padded = String(repeating: " ", count: 500) + "x" + String(repeating: " ", count: 500)
    #expect(try CourtName.validated(padded) == "x")
    #expect(try CourtName.validated("\tCourt 1 \n") == "Court 1")
    #expect(try CourtName.validated("Cour des Mousquetaires") == "Cour des Mousquetaires")
    #expect(try CourtName.validated("Platz 3 – Süd") == "Platz 3 – Süd")
  }

  @Test("an empty name and one of more than 40 characters are refused, naming what is wrong")
  func lengths() {
    #expect(throws: CourtName.Refusal(description: "the name is empty")) { try CourtName.validated("   ") }
    #expect(throws: CourtName.Refusal(description: "a name of at most 40 characters (this one has 41)")) {
      try CourtName.validated(String(repeating: "c", count: 41))
    }
    #expect(throws: Never.self) { try CourtName.validated(String(repeating: "c", count: 40)) }
  }

  @Test("DEL, C0 and C1 controls, U+202E and other invisible characters are refused, by their code")
  func controls() {
    let refused: [(String, String)] = [
      ("a\u{7F}b", "007F"), ("a\u{1B}[2Jb", "001B"), ("a\u{0}b", "0000"), ("a\u{85}b", "0085"),
      ("court\u{202E}1", "202E"), ("C\u{200B}1", "200B"), ("a\nb", "000A"), ("a\u{2028}b", "2028"),
    ]
    for (name, code) in refused {
      #expect(
        throws: CourtName.Refusal(description: "the name holds U+\(code), a control or invisible character")
      ) { try CourtName.validated(name) }
    }
  }
}
