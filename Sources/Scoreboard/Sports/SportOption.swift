/// A rule a competition may change from a sport's usual rules, as a command-line option.
public enum SportOption: String, Equatable, Hashable, Sendable, CaseIterable {
  /// Regular periods in a game.
  case periods
  /// Minutes in a regular period.
  case periodMinutes
  /// Points that win a game (or the match of the plain scoreboard).
  case pointsToWin
  /// The margin a game must be won by.
  case winBy
  /// The score that wins a game whatever the margin.
  case cap
  /// Games or sets in the match: best of this many.
  case bestOf
  /// Games that win a set: the match is played in sets.
  case gamesToWin
  /// Sets in the match: best of this many.
  case sets
  /// A deciding point at deuce instead of advantage.
  case noAd
  /// The final set played as a match tiebreak to this many points.
  case finalSetTiebreak
  /// Extra time after a drawn game.
  case extraTime
  /// Minutes in a period of extra time.
  case extraTimeMinutes
  /// Penalties are tracked.
  case penalties
  /// One player a side instead of two.
  case singles
  /// Two players a side instead of one.
  case doubles
  /// A named format of the sport's rules.
  case format
  /// A shoot-out decides a game that ends level.
  case shootout
  /// A shot clock runs with the game clock.
  case shotClock

  /// The option as typed on the command line: `--points-to-win`.
  public var flag: String {
    let words = rawValue.map { $0.isUppercase ? "-\($0.lowercased())" : String($0) }
    return "--" + words.joined()
  }

  /// The sports that take this option, in registry order.
  public var sports: [Sport] { Sport.allCases.filter { $0.profile.options.contains(self) } }

  /// Why the option cannot be given to a sport that does not take it:
  /// `applies to basketball, soccer and hockey only`.
  var notApplicableProblem: String {
    "applies to \(Self.list(sports.map(\.commandLineName))) only"
  }

  /// The option's help for `--help`, naming the sports that take it:
  /// `Regular periods in a game (basketball, soccer, hockey).`
  public var help: String {
    "\(meaning) (\(sports.map(\.commandLineName).joined(separator: ", ")))."
  }

  /// What the option sets, in a few words.
  private var meaning: String {
    switch self {
    case .periods: return "Regular periods in a game"
    case .periodMinutes: return "Minutes in a regular period"
    case .pointsToWin: return "Points that win a game, or the match without games"
    case .winBy: return "The margin a game must be won by"
    case .cap: return "The score that wins a game whatever the margin"
    case .bestOf: return "Games or sets in the match: best of this many (odd)"
    case .gamesToWin: return "Games that win a set: the match is played in sets (with --points-to-win)"
    case .sets: return "Sets in the match: best of this many (odd; with --games-to-win)"
    case .noAd: return "A deciding point at deuce instead of advantage"
    case .finalSetTiebreak: return "Play the final set as a match tiebreak to this many points"
    case .extraTime: return "Extra time after a drawn game"
    case .extraTimeMinutes:
      return "Minutes in each period of extra time (the sport's usual length unless given)"
    case .penalties:
      return "Track penalties and their timers: minor (2 min), double minor, major (5) and misconduct (10)"
    case .singles: return "One player a side instead of two"
    case .doubles: return "Two players a side (names as \"Ann/Bob\")"
    case .shootout:
      return
        "A shoot-out decides a game that ends level (the sport's kicks, shots or throws each, then sudden death)"
    case .shotClock:
      return "A 24-second shot clock beside the game clock (b resets it to 24, B to 14)"
    case .format:
      let formats = sports.map {
        "\($0.commandLineName) \($0.profile.formats.map(\.name).joined(separator: ", "))"
      }
      return "A named format of the sport's rules, the first its usual one: "
        + formats.joined(separator: "; ")
    }
  }

  /// Names joined as a sentence says them: `a, b and c`.
  private static func list(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }
}

extension Sport {
  /// The sport's name in lowercase words, as messages name it: `table tennis`.
  var commandLineName: String { String(rawValue.map { $0 == "-" ? " " : $0 }) }
}
