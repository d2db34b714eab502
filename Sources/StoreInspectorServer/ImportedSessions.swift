import FoundationEssentials
import StateStore
import StoreInspector

/// Sessions imported through the page, each under an id of its own, the newest few kept: looking at
/// one changes nothing of the live session, nor what another page shows.
final class ImportedSessions<State: Codable & Sendable, Action: Codable & Sendable>: Sendable {
  private let sessions = Locked<[(id: String, session: InspectorSession<State, Action>)]>([])
  private let limit: Int

  init(limit: Int = 4) {
    self.limit = limit
  }

  /// Keeps `session` and returns its id; the oldest goes when more than the limit are kept.
  func keep(_ session: InspectorSession<State, Action>) -> String {
    let id = "imported-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
    sessions.withLock { sessions in
      sessions.append((id, session))
      if sessions.count > limit { sessions.removeFirst(sessions.count - limit) }
    }
    return id
  }

  /// The session kept under `id`.
  func session(_ id: String) -> InspectorSession<State, Action>? {
    sessions.withLock { sessions in sessions.first { $0.id == id }?.session }
  }
}
