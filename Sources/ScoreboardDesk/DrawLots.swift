/// The lots the rule books draw when an event is drawn: seeds 3 and 4 into the second and third
/// quarters in either order, seeds 5 to 8 into the remaining eighths, and so on (BWF General
/// Competition Regulations 13, ITTF Handbook 3.7.2), and the unseeded entries into the lines that
/// are left (and, for a round robin or groups, into their places). The result is kept in the event
/// as its ``DeskEvent/placement``, so that the desk replays a draw from what it stored, whatever
/// build replays it; the same `seed` draws the same lots again.
///
/// ```swift
/// var lots = DrawLots(seed: 2027)
/// let drawn = lots.draw(event)  // drawn.placement: the entries in the order of their lines' seeds
/// ```
public struct DrawLots: Sendable {
  /// The number the lots are drawn with.
  public let seed: UInt64
  private var state: UInt64

  /// Lots drawn with `seed`.
  public init(seed: UInt64) {
    self.seed = seed
    state = seed
  }

  /// `event` with its lots drawn: the unseeded entries in a drawn order, and in a knockout each
  /// band of seeds (3-4, 5-8, ...) in a drawn order among its places.
  public mutating func draw(_ event: DeskEvent) -> DeskEvent {
    var ranked = DrawMaker.ranked(event.entries).map(\.name)
    let seeded = event.entries.count { $0.seed != nil }
    shuffle(&ranked[seeded...])
    if event.draw == .knockout {
      var band = 3
      while band <= min(seeded, ranked.count) {
        shuffle(&ranked[(band - 1)..<min(2 * band - 2, ranked.count)])
        band = 2 * band - 1
      }
    }
    var drawn = event
    drawn.placement = ranked
    return drawn
  }

  /// Puts `slice` in a drawn order (Fisher-Yates, on this type's own generator, so that a seed
  /// draws the same order on every build).
  private mutating func shuffle(_ slice: inout ArraySlice<String>) {
    guard slice.count > 1 else { return }
    for offset in stride(from: slice.count - 1, to: 0, by: -1) {
      let other = Int(next() % UInt64(offset + 1))
      slice.swapAt(slice.startIndex + offset, slice.startIndex + other)
    }
  }

  /// The next number of the SplitMix64 sequence.
  private mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
