import StateStore

/// The CRC-32 checksum that guards each journal record: the StateStore library's, whose frames the
/// journal uses.
public typealias CRC32 = StateStore.CRC32
