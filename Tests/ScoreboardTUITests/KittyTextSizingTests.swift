import Foundation
import Scoreboard
import Synchronization
import Testing

@testable import ScoreboardTUI

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 29 item 1: real type where the terminal draws it (the kitty text-sizing protocol),
/// detected with the protocol's question and the terminal's answer, never assumed.
@Suite("kitty text sizing (issue 29 item 1)")
struct KittyTextSizingTests {
  @Test("two cursor reports at different places say yes, at the same place no, one alone not yet")
  func answers() {
    #expect(KittyTextSizing.answer(in: Array("\u{1B}[5;1R\u{1B}[5;3R".utf8)) == true)
    #expect(KittyTextSizing.answer(in: Array("\u{1B}[5;1R\u{1B}[5;1R".utf8)) == false)
    #expect(KittyTextSizing.answer(in: Array("x\u{1B}[12;40Rq\u{1B}[12;42R".utf8)) == true)
    #expect(KittyTextSizing.answer(in: Array("\u{1B}[5;1R\u{1B}[5;".utf8)) == nil)
    #expect(KittyTextSizing.answer(in: []) == nil)
  }

  /// Plays a terminal on the far side of a pseudo-terminal: reads the question, then answers with
  /// `reply` (nothing when `nil`); returns what the app concluded and the question it read.
  func ask(reply: String?) throws -> (Bool, String) {
    var master: Int32 = 0
    var slave: Int32 = 0
    try #require(openpty(&master, &slave, nil, nil, nil) == 0)
    let far = master
    defer {
      close(master)
      close(slave)
    }
    let question = Mutex<[UInt8]>([])
    let terminal = Thread {
      var buffer = [UInt8](repeating: 0, count: 256)
      var read: [UInt8] = []
      while !String(decoding: read, as: UTF8.self).contains("\u{1B}[2K") {
        let count = Glibc.read(far, &buffer, buffer.count)
        if count <= 0 { break }
        read += buffer[0..<count]
      }
      question.withLock { $0 = read }
      if let reply { _ = Array(reply.utf8).withUnsafeBytes { write(far, $0.baseAddress, $0.count) } }
    }
    terminal.start()
    defer { while !terminal.isFinished { usleep(1000) } }
    let supported = KittyTextSizing.ask(input: slave, output: slave, timeout: .milliseconds(500))
    return (supported, String(decoding: question.withLock { $0 }, as: UTF8.self))
  }

  @Test("a terminal whose cursor moved over the two-cell a draws sized text")
  func terminalThatSizes() throws {
    let (supported, question) = try ask(reply: "\u{1B}[24;1R\u{1B}[24;3R")
    #expect(supported)
    #expect(question == "\r\u{1B}[6n\u{1B}]66;w=2;a\u{07}\u{1B}[6n\r\u{1B}[2K")
  }

  @Test("a terminal that ignores OSC 66 reports the same place twice: no sized text")
  func terminalThatIgnores() throws {
    #expect(try ask(reply: "\u{1B}[24;1R\u{1B}[24;1R").0 == false)
  }

  @Test("a terminal that answers nothing: no sized text, after the time allowed")
  func silentTerminal() throws {
    #expect(try ask(reply: nil).0 == false)
  }

  @Test("sized text is drawn with OSC 66 at its place, bold in its colour, cursor and attributes kept")
  func drawingBytes() {
    let sized = SizedText(text: "15", scale: 7, line: 3, column: 10, style: Style(foreground: .red))
    #expect(
      String(decoding: KittyTextSizing.drawing(sized, useColor: true), as: UTF8.self)
        == "\u{1B}7\u{1B}[4;11H\u{1B}[0;1;31m\u{1B}]66;s=7;15\u{07}\u{1B}8")
    #expect(
      String(
        decoding: KittyTextSizing.erasing(SizedText(text: "9", scale: 2, line: 0, column: 4, style: Style())),
        as: UTF8.self)
        == "\u{1B}7\u{1B}[1;5H\u{1B}[2X\u{1B}[2;5H\u{1B}[2X\u{1B}8")
  }

  func frame(_ size: TerminalSize, _ options: ViewOptions) -> Frame {
    AppView.frame(for: Fixtures.midGame, size: size, options: options)
  }

  @Test(
    "--digits kitty: the scores are sized text at up to 7 times, over blank cells, three cells and more apart"
  )
  func kittyFrame() throws {
    let frame = frame(Fixtures.small, ViewOptions(digits: .kitty))
    #expect(frame.sizedTexts.map(\.text) == ["3", "12"])
    #expect(frame.sizedTexts.allSatisfy { $0.scale <= 7 && $0.scale >= 3 })
    #expect(!GoldenFile.text(of: frame).contains { "█▀▄".contains($0) }, "no blocks under the type")
    let (left, right) = (frame.sizedTexts[0], frame.sizedTexts[1])
    #expect(right.column - (left.column + left.width) >= right.scale, "a character apart")
  }

  @Test("without --digits: real type where the terminal draws it and it is as tall as blocks, else blocks")
  func automatic() {
    let answered = ViewOptions(sizesText: true)
    #expect(frame(Fixtures.small, answered).sizedTexts.map(\.scale) == [7, 7], "40x12: 7 lines of type")
    #expect(frame(Fixtures.large, answered).sizedTexts.isEmpty, "200x60: blocks are taller")
    #expect(frame(Fixtures.small, ViewOptions()).sizedTexts.isEmpty, "a terminal that did not answer")
  }

  @Test("--digits plain: the scores as ordinary text")
  func plain() {
    let text = GoldenFile.text(of: frame(Fixtures.standard, ViewOptions(digits: .plain)))
    #expect(!text.contains { "█▀▄".contains($0) })
    #expect(text.split(separator: "\n").contains { $0.split(separator: " ") == ["3", "12"] })
  }
}
