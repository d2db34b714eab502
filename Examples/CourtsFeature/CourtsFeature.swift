// A TCA-style feature on StateStore: courts kept with forEach, an optional rename sheet kept with
// ifLet, a session timer on a clock that is a dependency, and a TestStore test beside it
// (Tests/StateStoreTests/CourtsFeatureTests.swift).
import StateStore

/// One court and its score.
public struct Court: Identifiable, Equatable, Sendable {
  /// The court's name, its identity.
  public var id: String
  /// Points scored on it.
  public var points = 0

  /// A court at 0.
  public init(id: String) { self.id = id }
}

/// The venue: its courts, the rename sheet when open, and the minutes of the session.
public struct Venue: Equatable, Sendable {
  /// The courts.
  public var courts: [Court]
  /// The court being renamed and the name typed, or `nil`.
  public var renaming: Rename?
  /// Minutes since the session started.
  public var minutes = 0

  /// A venue of `courts` at 0, no sheet open.
  public init(courts: [String]) { self.courts = courts.map(Court.init) }
}

/// The rename sheet.
public struct Rename: Equatable, Sendable {
  /// The court renamed.
  public var court: String
  /// The name typed so far.
  public var text = ""

  /// A sheet for `court`, nothing typed.
  public init(court: String) { self.court = court }
}

/// What can happen at the venue.
public enum VenueAction: Equatable, Sendable {
  /// Something on one court.
  case court(id: String, CourtAction)
  /// Something in the rename sheet.
  case rename(RenameAction)
  /// Opens the rename sheet for a court.
  case openRename(String)
  /// The session starts; a minute timer ticks.
  case startSession
  /// A minute of the session has passed.
  case minutePassed
}

/// What can happen on a court.
public enum CourtAction: Equatable, Sendable {
  /// A point scored.
  case point
}

/// What can happen in the rename sheet.
public enum RenameAction: Equatable, Sendable {
  /// A character typed.
  case type(Character)
  /// The name saved: the court takes it and the sheet closes.
  case save
}

extension ActionPath where Parent == VenueAction, Child == (id: String, action: CourtAction) {
  /// A court's actions inside the venue's.
  public static let court = ActionPath(
    embed: { VenueAction.court(id: $0.id, $0.action) },
    extract: { action in
      guard case .court(let id, let courtAction) = action else { return nil }
      return (id, courtAction)
    })
}

extension ActionPath where Parent == VenueAction, Child == RenameAction {
  /// The rename sheet's actions inside the venue's.
  public static let rename = ActionPath(
    embed: { VenueAction.rename($0) },
    extract: { action in
      guard case .rename(let renameAction) = action else { return nil }
      return renameAction
    })
}

/// The venue's reducer, with its clock from `dependencies`.
public func venueReducer(_ dependencies: Dependencies) -> Reducer<Venue, VenueAction> {
  let clock = dependencies[ClockKey.self]
  let court = Reducer<Court, CourtAction>.plain { court, _ in court.points += 1 }
  let rename = Reducer<Rename, RenameAction>.plain { sheet, action in
    if case .type(let character) = action { sheet.text.append(character) }
  }
  let venue = Reducer<Venue, VenueAction> { venue, action in
    switch action {
    case .openRename(let id):
      venue.renaming = Rename(court: id)
      return .none
    case .rename(.save):
      guard let sheet = venue.renaming, let index = venue.courts.firstIndex(where: { $0.id == sheet.court })
      else {
        return .none
      }
      venue.courts[index].id = sheet.text
      venue.renaming = nil
      return .none
    case .startSession:
      return .run { send in
        while !Task.isCancelled {
          try? await clock.sleep(for: .seconds(60))
          send(.minutePassed)
        }
      }
      .cancellable(id: "session", cancelInFlight: true)
    case .minutePassed:
      venue.minutes += 1
      return venue.minutes >= 2 ? .cancel(id: "session") : .none
    case .court, .rename:
      return .none
    }
  }
  return .combine(
    .forEach(state: \.courts, action: .court, court),
    .ifLet(state: \.renaming, action: .rename, rename),
    venue)
}
