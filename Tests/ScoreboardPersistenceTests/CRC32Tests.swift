import PropertyBased
import ScoreboardPersistence
import Testing

@Suite("CRC-32")
struct CRC32Tests {
  /// The CRC-32 of `bytes` one bit at a time, straight from the polynomial: the reference the
  /// table-driven checksum must agree with.
  static func bitwise(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 {
        crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
      }
    }
    return ~crc
  }

  @Test("the standard check value: CRC-32 of \"123456789\" is CBF43926")
  func checkValue() {
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
  }

  @Test("no bytes give 0; one changed bit changes the checksum")
  func sensitivity() {
    #expect(CRC32.checksum([UInt8]()) == 0)
    #expect(CRC32.checksum([0x00]) != CRC32.checksum([0x01]))
  }

  @Test("property: eight bytes at a step agree with the polynomial bit by bit, at every length and split")
  func agreesWithTheBitwiseReference() async {
    let bytes = Gen<UInt8>.uint8().array(of: 0...100)
    await propertyCheck(count: 200, input: bytes, Gen.int(in: 0...100)) { bytes, cut in
      let split = min(cut, bytes.count)
      #expect(CRC32.checksum(bytes) == Self.bitwise(bytes))
      let inPieces = CRC32.update(CRC32.checksum(bytes[..<split]), with: bytes[split...])
      #expect(inPieces == Self.bitwise(bytes))
      #expect(
        CRC32.checksum(AnySequence(bytes)) == Self.bitwise(bytes), "a sequence without contiguous storage")
    }
  }
}
