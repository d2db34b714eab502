import ScoreboardTUI
import Testing

@Suite("Key decoder")
struct KeyDecoderTests {
  private func decode(_ text: String) -> [KeyEvent] {
    var decoder = KeyDecoder()
    var keys = text.unicodeScalars.flatMap { decoder.decode(.scalar($0)) }
    if let last = decoder.finishBatch() { keys.append(last) }
    return keys
  }

  @Test("printable characters become character keys")
  func printable() {
    #expect(decode("h3?") == [.character("h"), .character("3"), .character("?")])
  }

  @Test("tab, enter, backspace and control chords are named keys")
  func namedKeys() {
    #expect(decode("\t\r\u{7F}\u{01}") == [.tab, .enter, .backspace, .control(1)])
  }

  @Test("an escape alone at the end of a read is the Escape key")
  func loneEscape() {
    #expect(decode("\u{1B}") == [.escape])
  }

  @Test("an unrecognised CSI sequence leaves no stray characters")
  func unknownControlSequence() {
    #expect(decode("\u{1B}[1;5Ph") == [.character("h")])
  }

  @Test("an unrecognised SS3 sequence leaves no stray characters")
  func unknownSingleShift() {
    #expect(decode("\u{1B}OQa") == [.character("a")])
  }

  @Test("issue 11 item 11: a lone Esc followed at once by a printable key is two keys, Esc and the key")
  func escapeThenKey() {
    #expect(decode("\u{1B}h") == [.escape, .character("h")])
    #expect(decode("\u{1B}xh") == [.escape, .character("x"), .character("h")])
  }

  @Test("two escapes in a row are two Escape keys")
  func doubleEscape() {
    #expect(decode("\u{1B}\u{1B}") == [.escape, .escape])
  }

  @Test("keys the terminal library recognised pass through")
  func recognisedKeys() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(.key(.up)) == [.up])
    #expect(decoder.finishBatch() == nil)
  }

  @Test("C1 control codes are unknown keys, never characters")
  func c1Controls() {
    #expect(decode("\u{9B}") == [.unknown])
  }
}
