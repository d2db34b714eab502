/// The CRC-32 checksum (IEEE 802.3, the one zlib and PNG use) that guards each journal frame.
///
/// Computed eight bytes at a step ("slicing-by-8", eight tables of 256 entries): a snapshot of a
/// long game is hundreds of kilobytes, and a table lookup per byte was a tenth of a start-up.
public enum CRC32 {
  /// `tables[k][byte]`: the CRC of `byte` followed by `k` zero bytes; `tables[0]` is the classic
  /// byte-at-a-time table.
  @usableFromInline static let tables: [UInt32] = {
    var tables = [UInt32](repeating: 0, count: 8 * 256)
    for index in 0..<256 {
      var value = UInt32(index)
      for _ in 0..<8 {
        value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
      }
      tables[index] = value
    }
    for slice in 1..<8 {
      for index in 0..<256 {
        let previous = tables[(slice - 1) * 256 + index]
        tables[slice * 256 + index] = (previous >> 8) ^ tables[Int(previous & 0xFF)]
      }
    }
    return tables
  }()

  /// The checksum of `bytes`: `CRC32.checksum(Array("123456789".utf8)) == 0xCBF43926`.
  @inlinable
  public static func checksum<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
    update(0, with: bytes)
  }

  /// The checksum of the bytes `checksum` was computed over followed by `bytes`: a checksum
  /// computed in pieces, without joining them first.
  @inlinable
  public static func update<Bytes: Sequence<UInt8>>(_ checksum: UInt32, with bytes: Bytes) -> UInt32 {
    tables.withUnsafeBufferPointer { tables in
      var crc = ~checksum
      if bytes.withContiguousStorageIfAvailable({ crc = step(crc, over: $0, tables: tables) }) == nil {
        for byte in bytes {
          crc = tables[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
      }
      return ~crc
    }
  }

  /// `crc` (inverted, as the loop keeps it) carried over `bytes`: eight bytes at a time, the
  /// rest one by one.
  @inlinable
  static func step(_ crc: UInt32, over bytes: UnsafeBufferPointer<UInt8>, tables: UnsafeBufferPointer<UInt32>)
    -> UInt32
  {
    var crc = crc
    var position = 0
    let count = bytes.count
    while count - position >= 8 {
      let low =
        crc
        ^ (UInt32(bytes[position]) | UInt32(bytes[position + 1]) << 8 | UInt32(bytes[position + 2]) << 16
          | UInt32(bytes[position + 3]) << 24)
      crc =
        tables[7 * 256 + Int(low & 0xFF)] ^ tables[6 * 256 + Int((low >> 8) & 0xFF)]
        ^ tables[5 * 256 + Int((low >> 16) & 0xFF)] ^ tables[4 * 256 + Int(low >> 24)]
        ^ tables[3 * 256 + Int(bytes[position + 4])] ^ tables[2 * 256 + Int(bytes[position + 5])]
        ^ tables[256 + Int(bytes[position + 6])] ^ tables[Int(bytes[position + 7])]
      position += 8
    }
    while position < count {
      crc = tables[Int((crc ^ UInt32(bytes[position])) & 0xFF)] ^ (crc >> 8)
      position += 1
    }
    return crc
  }
}
