import FoundationEssentials

/// Appends fixed-width little-endian numbers and length-prefixed bytes: the compact snapshot's
/// encoding.
struct ByteWriter {
  private(set) var data = Data()

  mutating func append<Value: FixedWidthInteger>(_ value: Value) {
    withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
  }

  mutating func append(_ value: Double) {
    append(value.bitPattern)
  }

  /// A 32-bit length, then the bytes.
  mutating func appendBlock(_ bytes: Data) {
    append(UInt32(bytes.count))
    data.append(bytes)
  }

  mutating func append(_ string: String) {
    appendBlock(Data(string.utf8))
  }

  /// `numbers`, each as 32 little-endian bits, in one append (a snapshot holds one per action).
  mutating func append(_ numbers: [UInt32]) {
    var bytes = [UInt8](repeating: 0, count: 4 * numbers.count)
    for (item, number) in numbers.enumerated() {
      bytes[4 * item] = UInt8(truncatingIfNeeded: number)
      bytes[4 * item + 1] = UInt8(truncatingIfNeeded: number >> 8)
      bytes[4 * item + 2] = UInt8(truncatingIfNeeded: number >> 16)
      bytes[4 * item + 3] = UInt8(truncatingIfNeeded: number >> 24)
    }
    data.append(contentsOf: bytes)
  }
}

/// Reads what ``ByteWriter`` wrote; every read past the end throws.
struct ByteReader {
  /// Bytes that end before the value being read did.
  struct Truncated: Error {}

  private let bytes: [UInt8]
  private var offset = 0

  init(_ data: Data) {
    bytes = Array(data)
  }

  /// Whether every byte was read.
  var isAtEnd: Bool { offset == bytes.count }

  mutating func read<Value: FixedWidthInteger>(_: Value.Type = Value.self) throws(Truncated) -> Value {
    let size = MemoryLayout<Value>.size
    guard bytes.count - offset >= size else { throw Truncated() }
    var value = Value.zero
    for index in 0..<size {
      value |= Value(truncatingIfNeeded: bytes[offset + index]) << (8 * index)
    }
    offset += size
    return value
  }

  mutating func readDouble() throws(Truncated) -> Double {
    Double(bitPattern: try read(UInt64.self))
  }

  mutating func readBlock() throws(Truncated) -> Data {
    let count = Int(try read(UInt32.self))
    guard bytes.count - offset >= count else { throw Truncated() }
    defer { offset += count }
    return Data(bytes[offset..<(offset + count)])
  }

  mutating func readString() throws(Truncated) -> String {
    String(decoding: try readBlock(), as: UTF8.self)
  }

  /// `count` 32-bit numbers.
  mutating func readIndices(_ count: Int) throws(Truncated) -> [UInt32] {
    guard count >= 0, (bytes.count - offset) / 4 >= count else { throw Truncated() }
    var indices = [UInt32](repeating: 0, count: count)
    for item in 0..<count {
      let at = offset + 4 * item
      indices[item] =
        UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3])
        << 24
    }
    offset += 4 * count
    return indices
  }
}
