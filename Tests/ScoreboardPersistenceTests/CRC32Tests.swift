import ScoreboardPersistence
import Testing

@Suite("CRC-32")
struct CRC32Tests {
  @Test("the standard check value: CRC-32 of \"123456789\" is CBF43926")
  func checkValue() {
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
  }

  @Test("no bytes give 0; one changed bit changes the checksum")
  func sensitivity() {
    #expect(CRC32.checksum([UInt8]()) == 0)
    #expect(CRC32.checksum([0x00]) != CRC32.checksum([0x01]))
  }
}
