/// The CRC-32 checksum (IEEE 802.3, the one zlib and PNG use) that guards each journal frame.
public enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 {
      value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
    }
    return value
  }

  /// The checksum of `bytes`: `CRC32.checksum(Array("123456789".utf8)) == 0xCBF43926`.
  public static func checksum<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
    update(0, with: bytes)
  }

  /// The checksum of the bytes `checksum` was computed over followed by `bytes`: a checksum
  /// computed in pieces, without joining them first.
  public static func update<Bytes: Sequence<UInt8>>(_ checksum: UInt32, with bytes: Bytes) -> UInt32 {
    table.withUnsafeBufferPointer { table in
      var crc = ~checksum
      for byte in bytes {
        crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
      }
      return ~crc
    }
  }
}
