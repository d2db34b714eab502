/// Reads a value at a key path as fast as the key path allows.
@usableFromInline
enum KeyPathReader {
  /// A function that reads the value at `keyPath` from a root at an address: a load at the value's
  /// offset when it is a stored property held inline in the root (no copy of the root, no
  /// key-path machinery, no metadata look-up per read), else the key path itself.
  @inlinable
  static func reader<Root, Value>(
    for keyPath: KeyPath<Root, Value> & Sendable
  ) -> @Sendable (UnsafePointer<Root>) -> Value {
    guard let offset = MemoryLayout<Root>.offset(of: keyPath) else {
      return { $0.pointee[keyPath: keyPath] }
    }
    return { UnsafeRawPointer($0).load(fromByteOffset: offset, as: Value.self) }
  }
}
