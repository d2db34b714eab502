import PropertyBased
import Scoreboard

/// Generators for the tennis property tests.
enum TennisGen {
  /// Tennis rules in every variant: best of 1, 3 or 5, advantage or no-ad, with or without a
  /// match tiebreak to 7 or 10.
  static let rules = zip(Gen.int(in: 0...2), Gen.bool, Gen.int(in: 0...2)).map { choice in
    TennisFixture.rules(
      bestOf: [1, 3, 5][choice.0], noAd: choice.1, finalSetTiebreak: [nil, 7, 10][choice.2])
  }

  /// Points won at random by either side, 50-50: many breaks and deuces, few tiebreaks.
  static let randomPoints = Gen<Side>.case.array(of: 0...600)

  /// Games mostly won by alternate sides, so serve is mostly held and sets often reach 6-6; each
  /// game is a hold or a break, with up to three deuces, and the same points go on into tiebreaks.
  static let heldGames = zip(Gen.bool(0.15), Gen.int(in: 0...3), Gen.int(in: 0...2))
    .array(of: 0...120)
    .map { games -> [Side] in
      games.enumerated().flatMap { index, game in
        let (flipped, deuces, loserPoints) = game
        let alternate: Side = index.isMultiple(of: 2) ? .home : .away
        let winner = flipped ? alternate.opponent : alternate
        return gamePoints(winner: winner, deuces: deuces, loserPoints: loserPoints)
      }
    }

  /// Either kind of point sequence.
  static let points = Gen<[Side]>.oneOf(randomPoints, heldGames)

  private static func gamePoints(winner: Side, deuces: Int, loserPoints: Int) -> [Side] {
    let loser = winner.opponent
    guard deuces > 0 else {
      return Array(repeating: loser, count: loserPoints) + Array(repeating: winner, count: 4)
    }
    var points: [Side] = [winner, winner, winner, loser, loser, loser]
    for _ in 1..<deuces { points += [winner, loser] }
    return points + [winner, winner]
  }
}
