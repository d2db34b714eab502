import Scoreboard

/// What a key binding does, independent of which key triggers it: a ``GameCommand``, the one
/// vocabulary of keys, the key file, `POST /api/actions` and the control socket.
public typealias KeyCommand = GameCommand

extension GameCommand {
  /// What this command does when `key` triggers it in `state`, or `nil` when it does not apply
  /// (so that another binding of the same key may): the command's actions
  /// (``GameCommand/actions(in:at:)``), or quitting, or the key's digit added to the count.
  func outcome(for key: KeyEvent, in state: AppState, at now: Duration) -> KeyOutcome? {
    switch self {
    case .quit: return .quit
    case .typeCountDigit: return Self.countDigit(key, in: state)
    case .addCounter:
      // At the keyboard a new counter's name is typed at once; from outside it keeps its default.
      let naming = CounterNameEntry(text: state.counters.nextDefaultName)
      return actions(in: state, at: now).map { .dispatch($0 + [.ui(.counterNameEntryChanged(naming))]) }
    default: return actions(in: state, at: now).map { .dispatch($0) }
    }
  }

  private static func countDigit(_ key: KeyEvent, in state: AppState) -> KeyOutcome? {
    guard case .character(let character) = key, let digit = character.wholeNumberValue,
      (0...9).contains(digit), character.isASCII
    else { return nil }
    if digit == 0 && state.ui.pendingCount == nil { return nil }
    return .dispatch([.ui(.typeCountDigit(digit))])
  }
}
