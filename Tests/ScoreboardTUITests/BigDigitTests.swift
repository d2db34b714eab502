import Testing

@testable import ScoreboardTUI

@Suite("big digits")
struct BigDigitTests {
  static let sizes = BigDigitSize.candidates(maximumLines: 40, useASCII: false)
  static let asciiSizes = BigDigitSize.candidates(maximumLines: 40, useASCII: true)

  @Test("every digit 0-9 looks different from every other at each glyph size")
  func digitsAreDistinct() {
    for (sizes, useASCII) in [(Self.sizes, false), (Self.asciiSizes, true)] {
      #expect(!sizes.isEmpty)
      for size in sizes + [.text] {
        let glyphs = (0...9).map { BigText(String($0), size: size, useASCII: useASCII).lines }
        #expect(Set(glyphs).count == 10, "\(size) ascii: \(useASCII)")
      }
    }
  }

  @Test("a glyph is as wide and as tall as its size says")
  func glyphDimensions() {
    for size in Self.sizes {
      let big = BigText("8", size: size, useASCII: false)
      #expect(big.lines.count == size.lines)
      #expect(big.lines.allSatisfy { $0.count == size.glyphWidth })
      #expect(BigText("12", size: size, useASCII: false).width == size.width(of: "12"))
    }
  }

  @Test("ASCII glyphs use only # and blanks, and whole lines per pixel")
  func asciiGlyphs() {
    for size in Self.asciiSizes {
      let text = BigText("0123456789-", size: size, useASCII: true).lines.joined()
      #expect(text.allSatisfy { $0 == "#" || $0 == " " }, "\(size)")
    }
  }

  @Test("sizes are listed largest first, and the largest that fits is chosen")
  func largestFits() {
    let heights = Self.sizes.map(\.lines)
    #expect(heights == heights.sorted(by: >))
    let chosen = BigDigitSize.largest(fitting: ["12"], columns: 38, lines: 18, useASCII: false)
    #expect(chosen.lines <= 18 && chosen.width(of: "12") <= 38)
    let bigger = Self.sizes.filter { $0.lines > chosen.lines && $0.width(of: "12") <= 38 && $0.lines <= 18 }
    #expect(bigger.isEmpty)
  }

  @Test("when no block size fits, numbers are drawn as plain text")
  func fallsBackToText() {
    #expect(BigDigitSize.largest(fitting: ["9999"], columns: 8, lines: 3, useASCII: false) == .text)
    #expect(BigDigitSize.largest(fitting: ["1"], columns: 8, lines: 4, useASCII: true) == .text)
    #expect(BigText("42", size: .text, useASCII: false).lines == ["42"])
  }
}
