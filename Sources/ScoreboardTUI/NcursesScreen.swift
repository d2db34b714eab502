import CNcurses
import Glibc

/// The ncurses backend: owns the terminal between ``open(useColor:)`` and ``close()``, paints
/// frames and reads keys. Used only from the UI thread.
final class NcursesScreen: TerminalScreen {
  /// Keys come from standard input.
  let inputDescriptor = STDIN_FILENO

  private let window: UnsafeMutablePointer<WINDOW>
  private var painted: Frame?
  private var colorPairs: ColorPairTable?
  private(set) var isOpen = true

  private init(window: UnsafeMutablePointer<WINDOW>, colorPairs: ColorPairTable?) {
    self.window = window
    self.colorPairs = colorPairs
  }

  /// Checks that stdin and stdout are a terminal of a known type, without touching it.
  static func checkTerminal(environment: [String: String]) throws(TerminalError) {
    guard isatty(STDIN_FILENO) == 1 else { throw .notATerminal(stream: "input") }
    guard isatty(STDOUT_FILENO) == 1 else { throw .notATerminal(stream: "output") }
    guard let type = environment["TERM"], !type.isEmpty else { throw .terminalTypeUnset }
    var status: Int32 = 0
    guard setupterm(type, STDOUT_FILENO, &status) == OK, status == 1 else {
      throw .unknownTerminalType(type)
    }
    guard capability("cup") != nil else { throw .noCursorAddressing(type) }
  }

  /// The terminal's string capability `name` (terminfo: `cup`, `smcup`, `clear`), or `nil` when it
  /// has none. Needs the terminal set up (``checkTerminal(environment:)`` or `initscr`).
  static func capability(_ name: String) -> UnsafeMutablePointer<CChar>? {
    guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
    return value
  }

  /// Switches the terminal to full-screen mode: no echo, keys one at a time, no flow control,
  /// hidden cursor, non-blocking reads.
  static func open(useColor: Bool) -> NcursesScreen {
    set_escdelay(25)
    let window = initscr()!
    cbreak()
    noecho()
    nonl()
    keypad(window, true)
    nodelay(window, true)
    intrflush(window, false)
    leaveok(window, true)
    curs_set(0)
    disableFlowControl()
    var pairs: ColorPairTable?
    if useColor && has_colors() {
      start_color()
      use_default_colors()
      pairs = ColorPairTable()
    }
    return NcursesScreen(window: window, colorPairs: pairs)
  }

  /// Ctrl-S and Ctrl-Q are keys here, not a way to freeze the screen by accident.
  private static func disableFlowControl() {
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
    settings.c_iflag &= ~tcflag_t(IXON)
    tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    def_prog_mode()
  }

  /// Gives the terminal back as it was before ``open(useColor:)``. Safe to call twice. A terminal
  /// without an alternate screen (`linux`, `vt100`) is cleared, so the shell's prompt does not
  /// land in the middle of the board.
  func close() {
    guard isOpen else { return }
    isOpen = false
    curs_set(1)
    endwin()
    if Self.capability("smcup") == nil, let clear = Self.capability("clear") {
      putp(clear)
      fflush(nil)
    }
  }

  /// The terminal's size as ncurses sees it.
  var size: TerminalSize {
    TerminalSize(columns: Int(cn_window_cols(window)), lines: Int(cn_window_rows(window)))
  }

  /// Tells ncurses the size the kernel now reports, after a window change.
  func adoptKernelSize() {
    var lines: Int32 = 0
    var columns: Int32 = 0
    guard cn_terminal_size(STDOUT_FILENO, &lines, &columns) == 0 else { return }
    if lines != cn_window_rows(window) || columns != cn_window_cols(window) {
      resizeterm(lines, columns)
    }
    painted = nil
  }

  /// Everything ncurses has read, as decoder inputs, and whether a resize was among it.
  func readInputs() -> (inputs: [KeyDecoder.Input], resized: Bool) {
    var inputs: [KeyDecoder.Input] = []
    var resized = false
    var character: wint_t = 0
    while true {
      let status = wget_wch(window, &character)
      if status == OK, let scalar = Unicode.Scalar(UInt32(character)) {
        inputs.append(.scalar(scalar))
      } else if status == KEY_CODE_YES && Int32(character) == KEY_RESIZE {
        painted = nil
        resized = true
      } else if status == KEY_CODE_YES {
        inputs.append(.key(Self.keyEvent(forKeyCode: Int32(character))))
      } else if status == ERR {
        return (inputs, resized)
      }
    }
  }

  /// Paints the cells of `frame` that differ from the last painted frame, then updates the
  /// terminal once.
  func paint(_ frame: Frame) {
    let previous = painted?.size == frame.size ? painted : nil
    if previous == nil {
      werase(window)
    }
    for line in 0..<frame.size.lines {
      for column in 0..<frame.size.columns {
        let cell = frame[line: line, column: column]
        if let previous, previous[line: line, column: column] == cell { continue }
        draw(cell, line: line, column: column)
      }
    }
    let sizedBefore = previous?.sizedTexts ?? []
    painted = frame
    wnoutrefresh(window)
    doupdate()
    drawSizedTexts(frame.sizedTexts, replacing: sizedBefore, afterWholePaint: previous == nil)
  }

  /// Draws the text the terminal sizes itself over the frame just painted: what changed since the
  /// last frame, or all of it after a whole paint (which erased it).
  private func drawSizedTexts(_ sized: [SizedText], replacing before: [SizedText], afterWholePaint: Bool) {
    guard afterWholePaint || sized != before else { return }
    var bytes: [UInt8] = []
    if !afterWholePaint {
      for old in before where !sized.contains(old) { bytes += KittyTextSizing.erasing(old) }
    }
    for new in sized where afterWholePaint || !before.contains(new) {
      bytes += KittyTextSizing.drawing(new, useColor: colorPairs != nil)
    }
    _ = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
  }

  /// Rings the terminal bell (or flashes, where the terminal has no bell).
  func bell() {
    beep()
  }

  /// Draws the pieces of the cell's grapheme one after another; where ncurses gives a piece fewer
  /// cells than the layout did (`❤️`, which `wcwidth` counts as one), blanks fill the rest, so
  /// nothing of an earlier frame shows through.
  private func draw(_ cell: Cell, line: Int, column: Int) {
    guard !cell.isContinuation else { return }
    var start = column
    for piece in Self.ncursesCells(for: cell.text) {
      draw(piece.scalars, style: cell.style, line: line, column: start)
      let drawn = max(1, Int(cn_wcwidth(wchar_t(bitPattern: piece.scalars[0].value))))
      for blank in (start + drawn)..<max(start + drawn, start + piece.width) {
        draw([" "], style: cell.style, line: line, column: blank)
      }
      start += piece.width
    }
  }

  /// The grapheme's pieces as ncurses cells: each piece whole (a cchar_t holds `CCHARW_MAX`
  /// characters), or, when longer, cut after its last complete emoji (`👨‍👩‍👧‍👦` keeps
  /// `👨‍👩‍👧`), else to its first character and the marks that fit. Marks with nothing to
  /// combine with go on a blank.
  static func ncursesCells(for text: Character) -> [TerminalPiece] {
    let limit = Int(CCHARW_MAX)
    return text.terminalPieces.map { piece in
      if piece.scalars[0].isZeroWidth {
        var spaced = piece
        spaced.scalars = [" "] + piece.scalars.prefix(limit - 1)
        return spaced
      }
      guard piece.scalars.count > limit else { return piece }
      var kept = Array(piece.scalars.prefix(limit + 1))
      if let joiner = kept.lastIndex(where: { $0.value == 0x200D }) {
        kept = Array(kept[..<joiner])
      }
      if kept.count > limit || kept.contains(where: \.isTag) {
        kept = [piece.scalars[0]] + piece.scalars.dropFirst().prefix { !$0.isTag }.prefix(limit - 1)
      }
      var cut = piece
      cut.scalars = kept
      return cut
    }
  }

  /// Puts `scalars` (one ncurses cell: a character that takes cells, then what combines with it
  /// or is joined to it) at `column` of `line`. setcchar keeps only the first character and the
  /// zero-width ones after it, so the characters go into the cchar_t as they are.
  private func draw(_ scalars: [Unicode.Scalar], style: Style, line: Int, column: Int) {
    var attributes = cn_A_NORMAL
    if style.isBold { attributes |= cn_A_BOLD }
    if style.isDim { attributes |= cn_A_DIM }
    if style.isReverse { attributes |= cn_A_REVERSE }
    let pair = colorPairs?.pair(for: style) ?? 0
    var character = cchar_t()
    let lead = [wchar_t(bitPattern: scalars[0].value), 0]
    setcchar(&character, lead, attributes, pair, nil)
    withUnsafeMutableBytes(of: &character.chars) { raw in
      let slots = raw.bindMemory(to: wchar_t.self)
      for (slot, scalar) in zip(slots.indices, scalars) {
        slots[slot] = wchar_t(bitPattern: scalar.value)
      }
    }
    mvwadd_wch(window, Int32(line), Int32(column), &character)
  }

  private static func keyEvent(forKeyCode code: Int32) -> KeyEvent {
    switch code {
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_BTAB: return .backTab
    case KEY_ENTER: return .enter
    case KEY_BACKSPACE: return .backspace
    case KEY_F0 + 1...KEY_F0 + 63: return .function(Int(code - KEY_F0))
    default: return .unknown
    }
  }
}
