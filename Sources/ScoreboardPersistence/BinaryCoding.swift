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

  /// Bytes as they are, with no length before them.
  mutating func appendRaw(_ bytes: Data) {
    data.append(bytes)
  }

  /// `numbers`, each as 32 little-endian bits, in one append (a snapshot holds one per action).
  mutating func append(_ numbers: [UInt32]) {
    let littleEndian = numbers.map(\.littleEndian)
    littleEndian.withUnsafeBytes { data.append(contentsOf: $0) }
  }
}

/// Reads what ``ByteWriter`` wrote; every read past the end throws.
struct ByteReader {
  /// Bytes that end before the value being read did.
  struct Truncated: Error {}

  private let bytes: Data
  private var offset: Int

  init(_ data: Data) {
    bytes = data
    offset = data.startIndex
  }

  /// Whether every byte was read.
  var isAtEnd: Bool { offset == bytes.endIndex }

  private var remaining: Int { bytes.endIndex - offset }

  mutating func read<Value: FixedWidthInteger>(_: Value.Type = Value.self) throws(Truncated) -> Value {
    let size = MemoryLayout<Value>.size
    guard remaining >= size else { throw Truncated() }
    let start = offset - bytes.startIndex
    let value = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: start, as: Value.self) }
    offset += size
    return Value(littleEndian: value)
  }

  mutating func readDouble() throws(Truncated) -> Double {
    Double(bitPattern: try read(UInt64.self))
  }

  /// `count` bytes as they are.
  mutating func readRaw(_ count: Int) throws(Truncated) -> Data {
    guard count >= 0, remaining >= count else { throw Truncated() }
    defer { offset += count }
    return bytes[offset..<(offset + count)]
  }

  mutating func readBlock() throws(Truncated) -> Data {
    try readRaw(Int(try read(UInt32.self)))
  }

  mutating func readString() throws(Truncated) -> String {
    String(decoding: try readBlock(), as: UTF8.self)
  }
}

extension UInt32 {
  /// The numbers `bytes` holds, each as 32 little-endian bits, copied in one go.
  static func array(littleEndian bytes: Data) -> [UInt32] {
    let count = bytes.count / 4
    return [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
      bytes.withUnsafeBytes { source in
        UnsafeMutableRawBufferPointer(buffer).copyMemory(
          from: UnsafeRawBufferPointer(rebasing: source[0..<(4 * count)]))
      }
      #if _endian(big)
        for index in 0..<count { buffer[index] = UInt32(littleEndian: buffer[index]) }
      #endif
      initialized = count
    }
  }
}
