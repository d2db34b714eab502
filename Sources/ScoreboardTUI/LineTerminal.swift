import Glibc

/// The terminal of the screen-reader mode: no alternate screen, no cursor addressing, nothing
/// repainted. Keys are read one at a time (no line editing, no echo; Ctrl-C still interrupts) and
/// text is only ever appended: each line starts on a new line and the cursor stays at its end,
/// where a screen reader's review cursor finds it. ``close()`` gives the terminal back as it was.
final class LineTerminal: TerminalScreen {
  let inputDescriptor: Int32 = STDIN_FILENO
  /// A size that fits every screen: nothing is drawn to it, but the keys that look at the size
  /// (the help's scrolling, the "too small" screen's refusals) find room.
  let size = TerminalSize(columns: 200, lines: 60)
  private var saved: termios
  private var hasWritten = false
  private var utf8 = UTF8()

  private init(saved: termios) {
    self.saved = saved
  }

  /// Takes standard input out of line editing and echo, keeping everything else.
  static func open() throws(TerminalError) -> LineTerminal {
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { throw .systemCall("tcgetattr", errno: errno) }
    let terminal = LineTerminal(saved: settings)
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &settings.c_cc) { controls in
      controls[Int(VMIN)] = 1
      controls[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSANOW, &settings) == 0 else {
      throw .systemCall("tcsetattr", errno: errno)
    }
    return terminal
  }

  /// Ends the last line and gives the terminal its settings back.
  func close() {
    if hasWritten { Self.write("\n") }
    tcsetattr(STDIN_FILENO, TCSANOW, &saved)
  }

  /// Appends `lines`, each on a line of its own, the cursor left at the end of the last.
  func append(_ lines: [String]) {
    guard !lines.isEmpty else { return }
    let text = lines.joined(separator: "\n")
    Self.write(hasWritten ? "\n" + text : text)
    hasWritten = true
  }

  func readInputs() -> (inputs: [KeyDecoder.Input], resized: Bool) {
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
    guard count > 0 else { return ([], false) }
    var bytes = buffer.prefix(count).makeIterator()
    var inputs: [KeyDecoder.Input] = []
    while case .scalarValue(let scalar) = utf8.decode(&bytes) {
      inputs.append(.scalar(scalar))
    }
    return (inputs, false)
  }

  func adoptKernelSize() {}

  /// Nothing: the screen-reader mode shows lines, never frames.
  func paint(_ frame: Frame) {}

  func bell() {
    Self.write("\u{7}")
  }

  private static func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        Glibc.write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }
}
