import Foundation
import Scoreboard
import ScoreboardDesk
import ScoreboardTUI

/// A small tournament for the desk screen's tests: a badminton knockout of four (Ann, Bob, Cy, Di
/// seeded in that order, so the semi-finals are Ann v Di and Cy v Bob), courts C1 and C2.
enum DeskScreenFixtures {
  /// The time of the first call, in seconds since 1970: 2026-05-28 20:26:40 UTC.
  static let callTime: Double = 1_780_000_000

  /// The desk before any call.
  static func desk(entries: [String] = ["Ann", "Bob", "Cy", "Di"]) throws -> DeskState {
    var desk = DeskState()
    let event = DeskEvent(
      name: "Open", rules: .defaults(for: .badminton), draw: .knockout,
      entries: entries.enumerated().map { DeskEntry(name: $1, seed: $0 + 1) })
    try desk.apply(.imported([event], rest: 0))
    try desk.apply(.courtOpened("C1"))
    try desk.apply(.courtOpened("C2"))
    return desk
  }

  /// The first semi-final (the head of the queue) called to C1 at ``callTime``.
  static func deskWithCall() throws -> DeskState {
    var desk = try desk()
    try desk.apply(.assigned(match: desk.queue[0], court: "C1", at: callTime))
    return desk
  }

  /// A screen in UTC that has read `desks` in turn, at the times given.
  static func screen(reading desks: [(DeskState, Double)]) -> DeskScreenState {
    var state = DeskScreenState(title: "postgres://desk@localhost/venue")
    state.timeZone = TimeZone(secondsFromGMT: 0)!
    for (desk, time) in desks { _ = DeskScreenState.reducer.reduce(&state, .deskRead(desk, at: time)) }
    return state
  }

  /// `state` after `actions`.
  static func after(_ actions: [DeskScreenAction], _ state: DeskScreenState) -> DeskScreenState {
    var state = state
    for action in actions { _ = DeskScreenState.reducer.reduce(&state, action) }
    return state
  }
}
