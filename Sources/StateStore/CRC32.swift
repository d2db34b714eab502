/// The CRC-32 checksum (IEEE 802.3, the one zlib and PNG use) that guards each journal frame.
public enum CRC32 {
  @usableFromInline static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 {
      value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
    }
    return value
  }

  /// The checksum of `bytes`: `CRC32.checksum(Array("123456789".utf8)) == 0xCBF43926`.
  @inlinable
  public static func checksum<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
    update(0, with: bytes)
  }

  /// The checksum of the bytes `checksum` was computed over followed by `bytes`: a checksum
  /// computed in pieces, without joining them first.
  @inlinable
  public static func update<Bytes: Sequence<UInt8>>(_ checksum: UInt32, with bytes: Bytes) -> UInt32 {
    table.withUnsafeBufferPointer { table in
      var crc = ~checksum
      if bytes.withContiguousStorageIfAvailable({ crc = step(crc, over: $0, table: table) }) == nil {
        for byte in bytes {
          crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
      }
      return ~crc
    }
  }

  /// `crc` (inverted, as the loop keeps it) carried over `bytes`.
  @inlinable
  static func step(_ crc: UInt32, over bytes: UnsafeBufferPointer<UInt8>, table: UnsafeBufferPointer<UInt32>)
    -> UInt32
  {
    var crc = crc
    for byte in bytes {
      crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
    }
    return crc
  }
}
