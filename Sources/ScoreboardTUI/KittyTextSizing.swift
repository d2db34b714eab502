#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The kitty text-sizing protocol (`OSC 66`): asking a terminal whether it draws sized text, and
/// the bytes that draw and erase it.
///
/// The question is the protocol's own: a cursor position report, an `a` drawn two cells wide, a
/// second report. A terminal that draws sized text moved the cursor between the two reports; one
/// that does not ignores the `OSC 66` and reports the same place twice; one that answers nothing
/// within the time allowed does not draw it either. Nothing is assumed from the terminal's name.
enum KittyTextSizing {
  /// How long a terminal asked has to answer.
  static let answerTime = Duration.milliseconds(200)

  /// The question, from the start of the cursor's line, which is cleared after it.
  static let question = Array("\r\u{1B}[6n\u{1B}]66;w=2;a\u{07}\u{1B}[6n\r\u{1B}[2K".utf8)

  /// What `reply` (the terminal's answer so far) says: whether the cursor moved between its first
  /// two position reports (`ESC [ row ; column R`), or `nil` before both have come.
  static func answer(in reply: [UInt8]) -> Bool? {
    var reports: [(Int, Int)] = []
    var index = 0
    while index < reply.count, reports.count < 2 {
      guard reply[index] == 0x1B, index + 1 < reply.count, reply[index + 1] == UInt8(ascii: "[") else {
        index += 1
        continue
      }
      var numbers = [0]
      var end = index + 2
      while end < reply.count {
        let byte = reply[end]
        if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
          numbers[numbers.count - 1] = numbers[numbers.count - 1] * 10 + Int(byte - UInt8(ascii: "0"))
        } else if byte == UInt8(ascii: ";") {
          numbers.append(0)
        } else {
          break
        }
        end += 1
      }
      guard end < reply.count else { return nil }
      if reply[end] == UInt8(ascii: "R"), numbers.count == 2 { reports.append((numbers[0], numbers[1])) }
      index = end + 1
    }
    guard reports.count == 2 else { return nil }
    return reports[0] != reports[1]
  }

  /// Asks the terminal on `output` and reads its answer from `input` (both a terminal, `input` put
  /// in non-canonical mode without echo meanwhile), waiting at most `timeout` for it: `false` when
  /// it does not come.
  static func ask(input: Int32, output: Int32, timeout: Duration) -> Bool {
    var saved = termios()
    guard tcgetattr(input, &saved) == 0 else { return false }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    guard tcsetattr(input, TCSANOW, &raw) == 0 else { return false }
    defer { tcsetattr(input, TCSANOW, &saved) }
    guard question.withUnsafeBytes({ write(output, $0.baseAddress, $0.count) }) == question.count else {
      return false
    }
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var reply: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while clock.now < deadline {
      let left = max(1, Int((deadline - clock.now) / .milliseconds(1)))
      var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, Int32(left)) > 0 else { break }
      let count = read(input, &buffer, buffer.count)
      guard count > 0 else { break }
      reply += buffer[0..<count]
      if let answer = answer(in: reply) { return answer }
    }
    return false
  }

  /// Whether the environment is a terminal worth asking at start without `--digits`: one of the
  /// kitty family or one that says it speaks its protocols. Others are never asked, so that a
  /// terminal that answers nothing costs no wait before the first frame.
  static func isWorthAsking(environment: [String: String]) -> Bool {
    let term = environment["TERM"] ?? ""
    let program = (environment["TERM_PROGRAM"] ?? "").lowercased()
    return term.contains("kitty") || term.contains("ghostty") || environment["KITTY_WINDOW_ID"] != nil
      || ["kitty", "ghostty", "wezterm"].contains(program)
  }

  /// The bytes that draw `sized` where it goes, in its colours (bold), leaving the cursor and the
  /// attributes as they were (`DECSC`/`DECRC`), so the screen's own idea of them holds.
  static func drawing(_ sized: SizedText, useColor: Bool) -> [UInt8] {
    var attributes = "0;1"
    if useColor, sized.style.foreground != .terminalDefault {
      attributes += ";3\(sized.style.foreground.rawValue)"
    }
    let text =
      "\u{1B}7\u{1B}[\(sized.line + 1);\(sized.column + 1)H\u{1B}[\(attributes)m"
      + "\u{1B}]66;s=\(sized.scale);\(sized.text)\u{07}\u{1B}8"
    return Array(text.utf8)
  }

  /// The bytes that erase the cells `sized` covered (erasing any cell of sized text erases it all).
  static func erasing(_ sized: SizedText) -> [UInt8] {
    let lines = (0..<sized.scale).map { offset in
      "\u{1B}[\(sized.line + offset + 1);\(sized.column + 1)H\u{1B}[\(sized.width)X"
    }
    return Array(("\u{1B}7" + lines.joined() + "\u{1B}8").utf8)
  }
}
