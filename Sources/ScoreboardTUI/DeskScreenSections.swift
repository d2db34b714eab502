import Foundation
import ScoreboardDesk

/// The sections of the desk's screen as lines: the courts, the queue, the calls, the draws; and
/// how the lines of the screen are shared between them.
enum DeskScreenSections {
  /// One line of a section.
  struct Row: Equatable {
    var text: String
    var style: Style = .plain
  }

  /// A section: its title, its lines, and which line to keep in sight (or how far it is scrolled).
  struct Section: Equatable {
    var title: String
    var rows: [Row]
    /// The line to keep in sight, if any.
    var focus: Int?
    /// The lines scrolled past, for a section scrolled by the keys.
    var offset = 0
    /// The most lines the section takes, title included, while others want lines.
    var cap = Int.max

    /// The first row shown when `shown` rows fit.
    func firstShown(fitting shown: Int) -> Int {
      let last = max(0, rows.count - shown)
      if let focus { return min(last, max(0, focus - shown + 1)) }
      return min(last, offset)
    }
  }

  /// The lines each section gets of `total`: first up to three each (title and two rows, or fewer
  /// when it has fewer), then the rest in order, each up to all it has (and its cap).
  static func heights(of sections: [Section], total: Int) -> [Int] {
    let wants = sections.map { min($0.rows.count + 1, $0.cap) }
    var heights = wants.map { min($0, 3) }
    var left = total - heights.reduce(0, +)
    for index in sections.indices where left > 0 {
      let more = min(left, wants[index] - heights[index])
      heights[index] += more
      left -= more
    }
    if left > 0, !heights.isEmpty { heights[heights.count - 1] += left }
    var used = 0
    return heights.map { height in
      defer { used += height }
      return max(0, min(height, total - used))
    }
  }

  /// Each court: its match, its time (or warm-up), score and keeper, then its on-deck matches.
  static func courts(_ state: DeskScreenState, now: Double, options: ViewOptions) -> Section {
    let desk = state.desk
    var rows: [Row] = []
    var focus: Int?
    if desk.courts.isEmpty {
      rows.append(Row(text: "  no court has a keeper yet", style: Style(isDim: true)))
    }
    for court in desk.courts {
      let isPicked = court.name == state.pickedCourt
      if isPicked { focus = rows.count }
      let marker = isPicked ? (options.useASCII ? ">" : "▸") : " "
      var text = "\(marker) \(court.name)\(court.isBlocked ? "  BLOCKED" : "")"
      var style = isPicked ? pickStyle(isFocused: state.pane == .courts) : Style.plain
      if let id = court.match, let match = desk.match(id), case .onCourt(_, let since) = match.status {
        let (time, isLong) = timeOnCourt(match, since: since, in: state, now: now)
        text += "  match \(id)  \(desk.call(match))  \(time)"
        if isLong {
          style.isBold = true
          style.isReverse = true
        }
        if let score = state.watches?[court.name]?.score, state.boardShows(id, on: court.name) {
          text += "  score \(score)"
        }
      } else {
        text += "  free"
      }
      if let watches = state.watches {
        let (words, isAlert) = keeper(watches[court.name])
        text += words
        style.isBold = style.isBold || isAlert
      }
      rows.append(Row(text: text, style: style))
      for (index, match) in desk.onDeck(for: court.name).enumerated() {
        rows.append(
          Row(
            text: "      on deck \(index + 1): match \(match.id)  \(desk.call(match))",
            style: Style(isDim: true)))
      }
    }
    let title = "Courts" + (state.pane == .courts ? "  (b block)" : "")
    return Section(title: title, rows: rows, focus: focus)
  }

  /// What a court's row says of its keeper, and whether it is an alert (bold): `  NO KEEPER` when
  /// none holds it (with the records its last keeper still held unsent then), `  12 records
  /// waiting` while its keeper holds records unsent, else nothing.
  static func keeper(_ watch: DeskCourtWatch?) -> (String, Bool) {
    let waiting = watch?.waiting ?? 0
    let records = waiting == 1 ? "1 record waiting" : "\(waiting) records waiting"
    guard watch?.isKept == true else {
      return ("  NO KEEPER" + (waiting > 0 ? " (\(records) at last contact)" : ""), true)
    }
    return waiting > 0 ? ("  " + records, true) : ("", false)
  }

  /// `warm-up 2:41` while the warm-up runs, then `12 min`, or `52 min, over 45` past the
  /// expected length (and whether it is past it).
  static func timeOnCourt(_ match: DeskMatch, since: Double, in state: DeskScreenState, now: Double)
    -> (String, Bool)
  {
    let elapsed = max(0, now - since)
    if elapsed < state.warmUpSeconds {
      let left = Int((state.warmUpSeconds - elapsed).rounded(.up))
      return ("warm-up \(left / 60):\(left % 60 < 10 ? "0" : "")\(left % 60)", false)
    }
    let minutes = Int(elapsed / 60)
    guard let rules = state.desk.event(match.event)?.rules else { return ("\(minutes) min", false) }
    let expected = DeskExpectedLength.minutes(for: rules)
    return minutes > expected ? ("\(minutes) min, over \(expected)", true) : ("\(minutes) min", false)
  }

  /// The queue in order, each match ready, held, or waiting for whom.
  static func queue(_ state: DeskScreenState, now: Double, options: ViewOptions) -> Section {
    let lines = DeskText.queue(state.desk, at: now).dropFirst()
    var rows: [Row] = []
    var focus: Int?
    for (place, line) in lines.enumerated() {
      let id = state.desk.queue.indices.contains(place) ? state.desk.queue[place] : nil
      let isPicked = id != nil && id == state.pickedMatch
      if isPicked { focus = rows.count }
      let marker = isPicked ? (options.useASCII ? ">" : "▸") : " "
      let text = marker + line.dropFirst()
      let isHeld = id.flatMap(state.desk.match)?.isHeld == true
      rows.append(
        Row(text: text, style: isPicked ? pickStyle(isFocused: state.pane == .queue) : Style(isDim: isHeld)))
    }
    let title = "Queue" + (state.pane == .queue ? "  (h hold, m M move, c call)" : "")
    return Section(title: title, rows: rows, focus: focus)
  }

  /// The calls, newest first, with their times.
  static func calls(_ state: DeskScreenState) -> Section {
    let rows = state.calls.reversed().map { call in
      let kind = call.kind == .second ? "second call  " : ""
      return Row(
        text:
          "  \(wallClock(call.at, in: state.timeZone))  \(call.court)  \(kind)match \(call.match)  \(call.text)",
        style: call.kind == .second ? Style(isBold: true) : .plain)
    }
    let title =
      "Calls (second call after \(minutes(state.secondCallSeconds)), warm-up "
      + "\(minutes(state.warmUpSeconds)))"
    return Section(
      title: title, rows: rows.isEmpty ? [Row(text: "  none yet", style: Style(isDim: true))] : rows, cap: 6)
  }

  /// Each event's draw with its results, scrolled by the keys.
  static func draws(_ state: DeskScreenState) -> Section {
    let rows = DeskText.draws(state.desk).map { Row(text: "  " + $0) }
    return Section(title: "Draws and results  (u d scroll)", rows: rows, offset: state.drawsOffset)
  }

  private static func pickStyle(isFocused: Bool) -> Style {
    isFocused ? Style(isReverse: true) : Style(isBold: true)
  }

  private static func minutes(_ seconds: Double) -> String {
    let whole = Int(seconds / 60)
    return seconds.truncatingRemainder(dividingBy: 60) == 0 ? "\(whole) min" : "\(Int(seconds)) s"
  }

  /// `19:14:02` in `zone`.
  static func wallClock(_ time: Double, in zone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let parts = calendar.dateComponents([.hour, .minute, .second], from: Date(timeIntervalSince1970: time))
    return [parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0]
      .map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
  }
}
