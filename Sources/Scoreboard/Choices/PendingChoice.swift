/// The choice the app waits for before the next rally: what is chosen, by which side, between
/// which names, and what Enter takes. A rally played without it takes the default.
///
/// ```swift
/// board.pendingChoice?.question  // "Ann serves for Home?"
/// board.pendingChoice?.choice(taking: 1)  // .server(.home, player: 1): Bob serves
/// ```
public struct PendingChoice: Equatable, Sendable {
  /// What is chosen.
  public var kind: ChoiceKind
  /// The side that chooses one of its players; for the serving side, the side that serves if
  /// nobody chooses.
  public var side: Side
  /// The names chosen between: the side's players, or for the serving side the two teams, home
  /// first.
  public var options: [String]
  /// The index in ``options`` that Enter takes.
  public var defaultIndex: Int

  /// The name Enter takes.
  public var defaultOption: String { options[defaultIndex] }

  /// The other name, the one `o` takes.
  public var otherOption: String { options[1 - defaultIndex] }

  /// The choice of ``options``[`index`].
  public func choice(taking index: Int) -> MatchChoice {
    let court: ServiceCourt = index == 0 ? .right : .left
    switch kind {
    case .servingSide: return .servingSide(index == 0 ? .home : .away)
    case .server: return .server(side, player: index)
    case .receiver: return .receiver(side, player: index)
    case .firstKicker: return .firstKicker(index == 0 ? .home : .away)
    case .serviceBox: return .serviceBox(side, court)
    case .receivingCourt: return .receivingCourt(side, court)
    }
  }

  /// The question as the status line asks it: `Home serves first?`, `Ann serves for Home?`,
  /// `Cy receives for Away?`, `Home first in the shoot-out?`, `Home serves from the right?` (the
  /// squash box), `Away receives on the right?` (the court of a deciding point): short enough to
  /// fit an 80-column status line beside the keys.
  public func question(teamName: String) -> String {
    switch kind {
    case .servingSide: return "\(defaultOption) serves first?"
    case .server: return "\(defaultOption) serves for \(teamName)?"
    case .receiver: return "\(defaultOption) receives for \(teamName)?"
    case .firstKicker: return "\(defaultOption) first in the shoot-out?"
    case .serviceBox: return "\(teamName) serves from the \(defaultOption)?"
    case .receivingCourt: return "\(teamName) receives on the \(defaultOption)?"
    }
  }
}

extension ScoreboardState {
  /// The first choice the rules leave to the players now that has not been made, or `nil`: the
  /// toss before the first rally, a doubles side's first server and receiver before a game, the
  /// first kicker before a shoot-out, the squash server's box before a hand, the receivers' court
  /// before a no-ad deciding point.
  public var pendingChoice: PendingChoice? {
    let view = match
    let point = rallies.count
    guard
      let open = view.openChoices.first(where: {
        !choices.hasChosen($0.kind, for: $0.side, inPart: view.part, atPoint: point)
      })
    else { return nil }
    switch open.kind {
    case .servingSide, .firstKicker:
      return PendingChoice(
        kind: open.kind, side: open.side, options: [names.home, names.away],
        defaultIndex: open.side == .home ? 0 : 1)
    case .server, .receiver:
      let players = players(of: open.side)
      guard players.count == 2 else { return nil }
      return PendingChoice(kind: open.kind, side: open.side, options: players, defaultIndex: 0)
    case .serviceBox, .receivingCourt:
      return PendingChoice(
        kind: open.kind, side: open.side, options: ServiceCourt.allCases.map(\.rawValue),
        defaultIndex: open.court == .left ? 1 : 0)
    }
  }

  /// Makes `choice` when it answers the pending choice (``pendingChoice``): a choice of the
  /// serving side before the first rally also makes that side the first server, a choice of the
  /// first kicker makes that side kick first. Anything else changes nothing.
  mutating func choose(_ choice: MatchChoice) {
    guard let pending = pendingChoice, pending.kind == choice.kind else { return }
    switch choice {
    case .servingSide(let side):
      if rallies.isEmpty { progress.changePoints { _, firstServer in firstServer = side } }
    case .firstKicker(let side):
      changeClock { clock, _ in clock.chooseFirstKicker(side) }
    case .server(let side, let player), .receiver(let side, let player):
      guard side == pending.side, pending.options.indices.contains(player) else { return }
    case .serviceBox(let side, _), .receivingCourt(let side, _):
      guard side == pending.side else { return }
    }
    choices.record(choice, inPart: match.part, atPoint: rallies.count)
  }
}
