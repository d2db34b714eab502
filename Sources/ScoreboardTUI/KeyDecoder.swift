/// Turns what the terminal library reads into ``KeyEvent``s, swallowing escape sequences it did
/// not recognise so that none of their bytes reach the keymap as stray characters.
///
/// Feed every input of one read batch with ``decode(_:)``, then call ``finishBatch()``: an escape
/// with nothing after it in the same batch is the Escape key itself, and an escape followed by
/// anything but the start of a sequence (`[`, `O`) is two keys, Escape and that key: `Esc` typed
/// quickly before `h` never swallows the `h`.
public struct KeyDecoder: Sendable {
  /// One unit of terminal input.
  public enum Input: Equatable, Sendable {
    /// A character (Unicode scalar), control codes included.
    case scalar(Unicode.Scalar)
    /// A key the terminal library already recognised.
    case key(KeyEvent)
  }

  private enum Phase: Sendable {
    case ground
    case afterEscape
    case controlSequence
    case singleShift
  }

  private var phase = Phase.ground

  /// A decoder waiting for a key.
  public init() {}

  /// The keys `input` completes: none while a sequence is under way, one mostly, two when an
  /// escape turns out to stand alone before another key.
  public mutating func decode(_ input: Input) -> [KeyEvent] {
    switch (phase, input) {
    case (.ground, .key(let key)):
      return [key]
    case (.ground, .scalar(let scalar)):
      if scalar == "\u{1B}" {
        phase = .afterEscape
        return []
      }
      return [Self.key(for: scalar)]
    case (.afterEscape, .scalar("[")):
      phase = .controlSequence
      return []
    case (.afterEscape, .scalar("O")):
      phase = .singleShift
      return []
    case (.afterEscape, .scalar("\u{1B}")):
      return [.escape]
    case (.afterEscape, .scalar(let scalar)):
      phase = .ground
      return [.escape, Self.key(for: scalar)]
    case (.afterEscape, .key(let key)):
      phase = .ground
      return [.escape, key]
    case (.controlSequence, .scalar(let scalar)):
      if (0x40...0x7E).contains(scalar.value) { phase = .ground }
      return []
    case (.singleShift, .scalar):
      phase = .ground
      return []
    case (.controlSequence, .key), (.singleShift, .key):
      phase = .ground
      return []
    }
  }

  /// Ends a read batch: an escape left waiting on its own was the Escape key.
  public mutating func finishBatch() -> KeyEvent? {
    defer { phase = .ground }
    return phase == .afterEscape ? .escape : nil
  }

  private static func key(for scalar: Unicode.Scalar) -> KeyEvent {
    switch scalar.value {
    case 0x09: return .tab
    case 0x0A, 0x0D: return .enter
    case 0x08, 0x7F: return .backspace
    case 0x00...0x1F: return .control(UInt8(scalar.value))
    case 0x80...0x9F: return .unknown
    default: return .character(Character(scalar))
    }
  }
}
