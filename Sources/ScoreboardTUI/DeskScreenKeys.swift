import ScoreboardDesk

/// What a key does on the desk's screen: the arrows pick a match of the queue or a court (left
/// and right, or Tab, change between them), `h` holds or releases the picked match, `m` and `M`
/// move it up or down the queue, `b` blocks or unblocks the picked court, `c` calls the picked
/// match to a free court (the arrows choose it, Enter calls, Esc cancels), `a` turns automatic
/// assignment on or off, `u` and `d` scroll the draws, `?` shows the keys, `q` quits.
public enum DeskScreenKeys {
  /// What a key comes to.
  public enum Outcome: Equatable, Sendable {
    /// End the desk.
    case quit
    /// Nothing.
    case ignored
    /// A change of the screen only.
    case screen(DeskScreenAction)
    /// A change of the desk, to record in the venue (it may refuse it), then this change of the
    /// screen, if any.
    case desk(DeskAction, then: DeskScreenAction?)
  }

  /// One key of the help line and box: its label and what it does.
  public struct Binding: Equatable, Sendable {
    /// The key as the help shows it.
    public var keys: String
    /// What it does, short.
    public var hint: String
    /// What it does, in the help box.
    public var help: String
  }

  /// Every key of the desk, in the order the help shows them.
  public static let bindings = [
    Binding(keys: "↑↓", hint: "pick", help: "pick a match of the queue, or a court"),
    Binding(keys: "←→", hint: "courts/queue", help: "move between the courts and the queue (also Tab)"),
    Binding(keys: "h", hint: "hold", help: "hold the picked match back, or release it"),
    Binding(keys: "m M", hint: "move", help: "move the picked match up or down the queue"),
    Binding(keys: "b", hint: "block", help: "block the picked court, or unblock it"),
    Binding(keys: "c", hint: "call", help: "call the picked match to a free court (arrows, Enter)"),
    Binding(keys: "a", hint: "auto", help: "turn automatic assignment on or off"),
    Binding(keys: "u d", hint: "draws", help: "scroll the draws and results up or down"),
    Binding(keys: "?", hint: "help", help: "show these keys"),
    Binding(keys: "q", hint: "quit", help: "quit the desk"),
  ]

  /// How many lines `u` and `d` scroll the draws by.
  static let scrollStep = 5

  /// What `key` does in `state`; `now` (seconds since 1970) is the time of a call by hand.
  public static func outcome(for key: KeyEvent, in state: DeskScreenState, now: Double) -> Outcome {
    if state.showsHelp { return .screen(.helpShown(false)) }
    if let calling = state.calling { return choosingCourt(key, calling: calling, in: state, now: now) }
    switch key {
    case .character("q"): return .quit
    case .character("?"): return .screen(.helpShown(true))
    case .character("a"): return .desk(.autoAssign(!state.desk.assignsAutomatically), then: nil)
    case .character("u"): return .screen(.drawsScrolled(-scrollStep))
    case .character("d"): return .screen(.drawsScrolled(scrollStep))
    case .left, .right, .tab, .backTab:
      return .screen(.paneChanged(state.pane == .queue ? .courts : .queue))
    case .up: return pick(by: -1, in: state)
    case .down: return pick(by: 1, in: state)
    case .character("h"), .character("m"), .character("M"), .character("c"):
      guard state.pane == .queue, let id = state.pickedMatch, let match = state.desk.match(id) else {
        return .screen(.noticeChanged("pick a match of the queue first (← → change to the queue)"))
      }
      return matchKey(key, match: match, in: state)
    case .character("b"):
      guard state.pane == .courts, let name = state.pickedCourt, let court = state.desk.court(name) else {
        return .screen(.noticeChanged("pick a court first (← → change to the courts)"))
      }
      return .desk(.courtBlocked(name, !court.isBlocked), then: nil)
    default:
      return .ignored
    }
  }

  private static func matchKey(_ key: KeyEvent, match: DeskMatch, in state: DeskScreenState) -> Outcome {
    let place = state.pickedQueueIndex ?? 0
    switch key {
    case .character("h"):
      return .desk(.held(match: match.id, !match.isHeld), then: nil)
    case .character("m"):
      guard place > 0 else { return .screen(.noticeChanged("match \(match.id) is already first")) }
      return .desk(.moved(match: match.id, position: place - 1), then: nil)
    case .character("M"):
      guard place < state.desk.queue.count - 1 else {
        return .screen(.noticeChanged("match \(match.id) is already last"))
      }
      return .desk(.moved(match: match.id, position: place + 1), then: nil)
    default:
      guard let court = state.freeCourts.first else {
        return .screen(.noticeChanged("no free court to call match \(match.id) to"))
      }
      return .screen(.callingChanged(DeskScreenState.Calling(match: match.id, court: court)))
    }
  }

  private static func choosingCourt(
    _ key: KeyEvent, calling: DeskScreenState.Calling, in state: DeskScreenState, now: Double
  ) -> Outcome {
    let free = state.freeCourts
    switch key {
    case .escape, .character("q"):
      return .screen(.callingChanged(nil))
    case .enter:
      return .desk(
        .assigned(match: calling.match, court: calling.court, at: now), then: .callingChanged(nil))
    case .left, .up, .right, .down, .tab:
      guard !free.isEmpty else { return .screen(.callingChanged(nil)) }
      let step = key == .left || key == .up ? -1 : 1
      let place = free.firstIndex(of: calling.court) ?? 0
      let court = free[(place + step + free.count) % free.count]
      return .screen(.callingChanged(DeskScreenState.Calling(match: calling.match, court: court)))
    default:
      return .ignored
    }
  }

  private static func pick(by step: Int, in state: DeskScreenState) -> Outcome {
    switch state.pane {
    case .queue:
      let queue = state.desk.queue
      guard let place = state.pickedQueueIndex, queue.indices.contains(place + step) else { return .ignored }
      return .screen(.matchPicked(queue[place + step]))
    case .courts:
      let courts = state.desk.courts.map(\.name)
      guard let name = state.pickedCourt, let place = courts.firstIndex(of: name),
        courts.indices.contains(place + step)
      else { return .ignored }
      return .screen(.courtPicked(courts[place + step]))
    }
  }
}
